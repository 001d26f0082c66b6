import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type EmailChangeValues, emailChangeSchema, emailChangeSentText } from '@talhao/schema';
import { MailCheck } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormUnsavedChanges } from '@/app/formUnsavedChanges';
import { Button, Dialog, PasswordField, TextField, useToast } from '@/ui';
import { AccountRequestEmailChangeMutation } from './documents';

interface Props {
  open: boolean;
  onClose(): void;
  /** The address on file: the new one must differ from it. */
  currentEmail: string;
}

const EMPTY: EmailChangeValues = { email: '', password: '' };

/**
 * 'Alterar email', two steps (spec 000 §4): the form, then the notice that a confirmation link
 * went to the new address. The change only happens when that link is opened
 * (/services/email-update), so the viewer is not refetched here.
 */
export function EmailChangeDialog({ open, onClose, currentEmail }: Props) {
  const formId = useId();
  const toast = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestEmailChange, { loading }] = useMutation(AccountRequestEmailChangeMutation);
  const schema = useMemo(() => emailChangeSchema(currentEmail), [currentEmail]);
  const {
    register,
    handleSubmit,
    reset,
    control,
    subscribe,
    formState: { errors },
  } = useForm<EmailChangeValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  useFormUnsavedChanges({ control, subscribe }, { enabled: open && !sentTo });

  const close = () => {
    if (loading) return;
    reset(EMPTY);
    setSentTo(null);
    onClose();
  };

  const onSubmit = async (input: EmailChangeValues) => {
    try {
      await requestEmailChange({ variables: { input } });
      setSentTo(input.email);
    } catch (err) {
      toast.fromError(err);
    }
  };

  if (sentTo) {
    return (
      <Dialog open={open} onClose={close} title="Alterar email" footer={<Button onClick={close}>Concluir</Button>}>
        <div className="flex flex-col items-center gap-3 py-2 text-center">
          <MailCheck aria-hidden="true" className="size-10 text-brand-600" />
          <p className="text-sm leading-relaxed text-ink-soft">{emailChangeSentText(sentTo)}</p>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Alterar email"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={loading}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={loading}>
            Enviar
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        {currentEmail ? (
          <p className="text-sm text-muted">
            Email atual: <span className="font-medium text-ink">{currentEmail}</span>
          </p>
        ) : null}
        <TextField
          label="Novo email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Senha"
          autoComplete="current-password"
          hint="Confirme com a sua senha atual."
          error={errors.password?.message}
          {...register('password')}
        />
      </form>
    </Dialog>
  );
}
