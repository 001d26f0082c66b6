import { todayInSaoPaulo } from '@talhao/schema';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { DateField, FormField, MaskedField, PasswordField, PlaceField, SelectField, TextField } from '@/ui';
import type { ConsultantFormValues } from './consultantFormValues';

const DOCUMENT_OPTIONS = [
  { value: 'cpf', label: 'CPF' },
  { value: 'cnpj', label: 'CNPJ' },
];

interface ConsultantFormFieldsProps {
  form: UseFormReturn<ConsultantFormValues>;
  /** 'create' asks the password; 'edit' the mobile phone (spec 002 §5). */
  mode: 'create' | 'edit';
}

/** The fields of 'Novo Consultor' and its edit form; the rules are the shared schema's (forms/consultants.ts). */
export function ConsultantFormFields({ form, mode }: ConsultantFormFieldsProps) {
  const {
    register,
    control,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const documentKind = watch('documentKind');
  return (
    <>
      <TextField
        label="Nome"
        required
        autoComplete="off"
        className="sm:col-span-2"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        required
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      {mode === 'create' ? (
        <PasswordField
          label="Senha"
          required
          autoComplete="new-password"
          hint="De 8 a 32 caracteres"
          error={errors.password?.message}
          {...register('password')}
        />
      ) : (
        <Controller
          control={control}
          name="phoneNumber"
          render={({ field, fieldState }) => (
            <MaskedField
              label="Celular"
              required
              mask="phone"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <SelectField
        label="Documento"
        options={DOCUMENT_OPTIONS}
        {...register('documentKind', {
          // Another mask: the digits typed for the other one no longer fit.
          onChange: () => setValue('cpf', ''),
        })}
      />
      <Controller
        control={control}
        name="cpf"
        render={({ field, fieldState }) => (
          <MaskedField
            label={documentKind === 'cnpj' ? 'CNPJ (opcional)' : 'CPF (opcional)'}
            mask={documentKind}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="address"
        render={({ field, fieldState }) => (
          <PlaceField
            label="Cidade"
            required
            className="sm:col-span-2"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            placeholder="Digite a cidade do consultor"
          />
        )}
      />
      <FormField
        control={control}
        name="birthDate"
        as={DateField}
        label="Data de nascimento (opcional)"
        max={todayInSaoPaulo()}
      />
    </>
  );
}
