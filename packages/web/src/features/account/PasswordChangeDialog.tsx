import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type PasswordChangeValues, passwordChangeSchema } from '@talhao/schema';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useFormUnsavedChanges } from '@/app/formUnsavedChanges';
import { Button, Dialog, PasswordField, useToast } from '@/ui';
import { AccountChangePasswordMutation } from './documents';

interface Props {
  open: boolean;
  onClose(): void;
}

const EMPTY: PasswordChangeValues = { password: '', newPassword: '' };

/**
 * 'Alterar senha' (spec 000 §5): current and new password, 8 to 32 characters each.
 * 'Senha atualizada com sucesso!' on success; 'Senha incorreta' arrives from the BFF as a warning.
 */
export function PasswordChangeDialog({ open, onClose }: Props) {
  const formId = useId();
  const toast = useToast();
  const [changePassword, { loading }] = useMutation(AccountChangePasswordMutation);
  const {
    register,
    handleSubmit,
    reset,
    control,
    subscribe,
    formState: { errors },
  } = useForm<PasswordChangeValues>({ resolver: zodResolver(passwordChangeSchema), defaultValues: EMPTY });
  useFormUnsavedChanges({ control, subscribe }, { enabled: open });

  const close = () => {
    if (loading) return;
    reset(EMPTY);
    onClose();
  };

  const onSubmit = async (input: PasswordChangeValues) => {
    try {
      const { data } = await changePassword({ variables: { input } });
      if (data) toast.success(data.changePassword.message);
      reset(EMPTY);
      onClose();
    } catch (err) {
      toast.fromError(err);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Alterar senha"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={loading}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={loading}>
            Salvar
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        <PasswordField
          label="Senha atual"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Nova senha"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
      </form>
    </Dialog>
  );
}
