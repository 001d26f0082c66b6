import { useMutation } from '@apollo/client/react';
import { type RecoveryValues, verificationSentText } from '@talhao/schema';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { WithApollo } from '@/app/signedIn';
import { Button, Dialog, useToast } from '@/ui';
import { AuthResendVerificationMutation } from '../documents';
import { AccountEmailForm } from './AccountEmailForm';

interface VerificationDialogProps {
  open: boolean;
  onClose(): void;
  defaultValues?: Partial<RecoveryValues>;
  /** Why the modal opened (the BFF's not-verified message), shown above the form. */
  reason?: string;
}

/**
 * Account verification (spec 000 §2): opens when sign-in is refused with the not-verified marker.
 * Step 1 e-mail and account type, step 2 'Instruções enviadas para {email}' with a resend option.
 */
export function VerificationDialog({ open, onClose, defaultValues, reason }: VerificationDialogProps) {
  return (
    // Apollo and the form library arrive with this lazily loaded dialog, not with /login.
    <WithApollo>
      <Dialog open={open} onClose={onClose} title="Verificar conta">
        {open ? <VerificationSteps defaultValues={defaultValues} reason={reason} onClose={onClose} /> : null}
      </Dialog>
    </WithApollo>
  );
}

function VerificationSteps({ defaultValues, reason, onClose }: Omit<VerificationDialogProps, 'open'>) {
  const toast = useToast();
  const [resend, { loading }] = useMutation(AuthResendVerificationMutation);
  const [sent, setSent] = useState<RecoveryValues | null>(null);

  const send = async (input: RecoveryValues): Promise<boolean> => {
    try {
      await resend({ variables: { input } });
      return true;
    } catch (error) {
      toast.fromError(error);
      return false;
    }
  };

  if (sent) {
    const sendAgain = async () => {
      if (await send(sent)) toast.success(verificationSentText(sent.email));
    };
    return (
      <div className="grid gap-5 text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-12 text-brand-600" />
        <div className="grid gap-1">
          <p className="font-medium text-ink">{verificationSentText(sent.email)}</p>
          <p className="text-sm text-muted">Abra o link enviado para confirmar a sua conta e depois entre novamente.</p>
        </div>
        <div className="flex flex-col-reverse justify-center gap-2 sm:flex-row">
          <Button variant="secondary" loading={loading} onClick={sendAgain}>
            Reenviar
          </Button>
          <Button onClick={onClose}>Fechar</Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted">
        {reason ?? 'Confirme o seu email para entrar. Informe o email e o tipo de conta para receber um novo link.'}
      </p>
      <AccountEmailForm
        defaultValues={defaultValues}
        submitLabel="Enviar instruções"
        onSubmit={async (input) => {
          if (await send(input)) setSent(input);
        }}
        onCancel={onClose}
      />
    </div>
  );
}
