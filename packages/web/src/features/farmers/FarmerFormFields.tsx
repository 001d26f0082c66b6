import { todayInSaoPaulo } from '@talhao/schema';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { DateField, FormField, MaskedField, PasswordField, PlaceField, TextField } from '@/ui';
import type { FarmerFormValues } from './farmerFormValues';

interface FarmerFormFieldsProps {
  form: UseFormReturn<FarmerFormValues>;
  /** 'create' has the optional password; 'edit' the optional birth date (spec 001 §5 "Farmer"). */
  mode: 'create' | 'edit';
}

/** The fields of 'Novo Agricultor' and 'Editar Agricultor'; the rules are the shared schema's. */
export function FarmerFormFields({ form, mode }: FarmerFormFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <TextField
        label="Nome"
        autoComplete="off"
        className="sm:col-span-2"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      <Controller
        control={control}
        name="phoneNumber"
        render={({ field, fieldState }) => (
          <MaskedField
            label="Celular"
            mask="phone"
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
            className="sm:col-span-2"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            placeholder="Digite a cidade do agricultor"
          />
        )}
      />
      {mode === 'create' ? (
        <PasswordField
          label="Senha (opcional)"
          autoComplete="new-password"
          hint="De 4 a 32 caracteres"
          error={errors.password?.message}
          {...register('password')}
        />
      ) : (
        <FormField
          control={control}
          name="birthDate"
          as={DateField}
          label="Data de nascimento (opcional)"
          max={todayInSaoPaulo()}
        />
      )}
    </>
  );
}
