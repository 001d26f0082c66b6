import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Address,
  companyRegistrationSchema,
  consultantRegistrationSchema,
  farmerRegistrationSchema,
  type Place,
} from '@talhao/schema';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useFormUnsavedChanges } from '@/app/formUnsavedChanges';
import { Button, Card, LinkButton, MaskedField, PasswordField, PlaceField, TextField } from '@/ui';

export type RegistrationKind = 'ENTERPRISE' | 'CONSULTANT' | 'FARMER';

/** What the form holds: every field of the three forms (each schema reads only its own). */
export interface RegistrationFormValues {
  name: string;
  cnpj: string;
  cpf: string;
  phoneNumber: string;
  address: Place | null;
  email: string;
  password: string;
}

/** What a valid form yields; the fields a kind does not have are absent, optional ones undefined. */
export interface RegistrationValues {
  name: string;
  cnpj?: string;
  cpf?: string;
  phoneNumber?: string;
  address: Address;
  email?: string;
  password?: string;
}

interface Variant {
  nameLabel: string;
  document: 'cnpj' | 'cpf';
  /** Farmers: phone required, e-mail and password optional (password 4–32). */
  farmer: boolean;
}

const VARIANTS: Record<RegistrationKind, Variant> = {
  ENTERPRISE: { nameLabel: 'Nome da empresa', document: 'cnpj', farmer: false },
  CONSULTANT: { nameLabel: 'Nome', document: 'cpf', farmer: false },
  FARMER: { nameLabel: 'Nome', document: 'cpf', farmer: true },
};

/*
 * The form holds `address: null` until a place is chosen; the schemas reject it with their own
 * message, so each resolver is typed over the form's values.
 */
const asResolver = (schema: Parameters<typeof zodResolver>[0]) =>
  zodResolver(schema) as unknown as Resolver<RegistrationFormValues, unknown, RegistrationValues>;

const RESOLVERS: Record<RegistrationKind, Resolver<RegistrationFormValues, unknown, RegistrationValues>> = {
  ENTERPRISE: asResolver(companyRegistrationSchema),
  CONSULTANT: asResolver(consultantRegistrationSchema),
  FARMER: asResolver(farmerRegistrationSchema),
};

const EMPTY: RegistrationFormValues = {
  name: '',
  cnpj: '',
  cpf: '',
  phoneNumber: '',
  address: null,
  email: '',
  password: '',
};

interface RegistrationFormProps {
  kind: RegistrationKind;
  /** Where 'Cancelar' leads. */
  cancelTo: string;
  /** Sends the registration; the page shows the outcome. */
  onSubmit(values: RegistrationValues): Promise<void>;
}

/** Registration of a company, consultant or farmer by the master, validated with the shared schemas (spec 000 §5). */
export function RegistrationForm({ kind, cancelTo, onSubmit }: RegistrationFormProps) {
  const variant = VARIANTS[kind];
  const {
    register,
    control,
    handleSubmit,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationFormValues, unknown, RegistrationValues>({
    resolver: RESOLVERS[kind],
    defaultValues: EMPTY,
  });
  useFormUnsavedChanges({ control, subscribe });

  return (
    <Card>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={variant.nameLabel}
          autoComplete="off"
          className="sm:col-span-2"
          error={errors.name?.message}
          {...register('name')}
        />
        <Controller
          control={control}
          name={variant.document}
          render={({ field, fieldState }) => (
            <MaskedField
              label={variant.document === 'cnpj' ? 'CNPJ' : 'CPF'}
              mask={variant.document}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        {variant.farmer ? (
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
        ) : null}
        <Controller
          control={control}
          name="address"
          render={({ field, fieldState }) => (
            <PlaceField
              label="Endereço"
              className="sm:col-span-2"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              placeholder="Digite a cidade"
            />
          )}
        />
        <TextField
          label={variant.farmer ? 'Email (opcional)' : 'Email'}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={variant.farmer ? 'Senha (opcional)' : 'Senha'}
          autoComplete="new-password"
          hint={variant.farmer ? 'De 4 a 32 caracteres' : 'De 8 a 32 caracteres'}
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-wrap justify-end gap-2 pt-2 sm:col-span-2">
          <LinkButton to={cancelTo} variant="secondary">
            Cancelar
          </LinkButton>
          <Button type="submit" loading={isSubmitting}>
            Registrar
          </Button>
        </div>
      </form>
    </Card>
  );
}
