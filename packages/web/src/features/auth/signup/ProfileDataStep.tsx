import { type Place, type SignUpRole, signUpCompanyDataSchema, signUpConsultantDataSchema } from '@talhao/schema';
import { useEffect } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Button, MaskedField, PlaceField, TextField } from '@/ui';

/** Page 3 values; `document` is the CPF (consultant) or the CNPJ (company), digits only. */
export interface ProfileDataValues {
  name: string;
  document: string;
  address: Place | null;
}

const DOCUMENT = {
  CONSULTANT: { key: 'cpf', label: 'CPF', mask: 'cpf', schema: signUpConsultantDataSchema },
  ENTERPRISE: { key: 'cnpj', label: 'CNPJ', mask: 'cnpj', schema: signUpCompanyDataSchema },
} as const;

/** Validates with the shared schema of the role and maps its `cpf`/`cnpj` issues onto `document`. */
const resolverFor =
  (role: SignUpRole): Resolver<ProfileDataValues> =>
  async (values) => {
    const { key, schema } = DOCUMENT[role];
    const result = schema.safeParse({ name: values.name, [key]: values.document, address: values.address });
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<ProfileDataValues> = {};
    for (const issue of result.error.issues) {
      const field = (issue.path[0] === key ? 'document' : issue.path[0]) as keyof ProfileDataValues;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };

interface ProfileDataStepProps {
  role: SignUpRole;
  defaultValues: ProfileDataValues;
  submitting: boolean;
  onChange(values: ProfileDataValues): void;
  onBack(): void;
  onSubmit(values: ProfileDataValues): void;
  /** Submit with invalid fields: the wizard shows 'Preencha todos os campos corretamente'. */
  onInvalid(): void;
}

/** Wizard page 3 of 3: personal data (name, CPF, address) or company data (name, CNPJ, address). */
export function ProfileDataStep({
  role,
  defaultValues,
  submitting,
  onChange,
  onBack,
  onSubmit,
  onInvalid,
}: ProfileDataStepProps) {
  const document = DOCUMENT[role];
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ProfileDataValues>({ resolver: resolverFor(role), defaultValues });

  useEffect(() => {
    const subscription = watch((values) =>
      onChange({
        name: values.name ?? '',
        document: values.document ?? '',
        address: (values.address as Place) ?? null,
      }),
    );
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} className="grid gap-4">
      <h2 className="text-lg font-semibold text-ink">
        {role === 'CONSULTANT' ? 'Dados pessoais' : 'Dados da empresa'}
      </h2>
      <TextField
        label={role === 'CONSULTANT' ? 'Nome' : 'Nome da empresa'}
        autoComplete={role === 'CONSULTANT' ? 'name' : 'organization'}
        error={errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="document"
        render={({ field }) => (
          <MaskedField
            label={document.label}
            mask={document.mask}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={errors.document?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="address"
        render={({ field }) => (
          <PlaceField
            label="Endereço"
            placeholder="Busque a cidade ou o endereço"
            value={field.value}
            onChange={field.onChange}
            error={errors.address?.message}
          />
        )}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack}>
          Voltar
        </Button>
        <Button type="submit" loading={submitting}>
          Cadastrar
        </Button>
      </div>
    </form>
  );
}
