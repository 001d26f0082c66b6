import { zodResolver } from '@hookform/resolvers/zod';
import { RECOVERY_ACCOUNT_TYPES, type RecoveryValues, recoverySchema } from '@talhao/schema';
import { useForm } from 'react-hook-form';
import { Button, SelectField, TextField } from '@/ui';

const ACCOUNT_TYPE_OPTIONS = RECOVERY_ACCOUNT_TYPES.map(({ value, label }) => ({ value, label }));

interface AccountEmailFormProps {
  defaultValues?: Partial<RecoveryValues>;
  submitLabel: string;
  onSubmit(values: RecoveryValues): Promise<void>;
  onCancel(): void;
}

/** Step 1 of the recovery and verification modals: e-mail and account type (spec 000 §5). */
export function AccountEmailForm({ defaultValues, submitLabel, onSubmit, onCancel }: AccountEmailFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RecoveryValues>({
    resolver: zodResolver(recoverySchema),
    defaultValues: { email: defaultValues?.email ?? '', accountType: defaultValues?.accountType },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField
        label="Tipo de conta"
        placeholder="Selecione"
        options={ACCOUNT_TYPE_OPTIONS}
        error={errors.accountType?.message}
        {...register('accountType')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
