import { useMutation } from '@apollo/client/react';
import type { RecoveryValues } from '@talhao/schema';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { WithApollo } from '@/app/signedIn';
import { Button, Dialog, useToast } from '@/ui';
import { AuthRequestPasswordRecoveryMutation } from '../documents';
import { AccountEmailForm } from './AccountEmailForm';

/** Step 2 text; the specification shows no wording for the recovery confirmation. */
export const recoverySentText = (email: string) => `Enviamos as instruções de recuperação para ${email}.`;

interface RecoveryDialogProps {
  open: boolean;
  onClose(): void;
  defaultValues?: Partial<RecoveryValues>;
}

/** 'Esqueci a senha': step 1 e-mail and account type, step 2 confirmation (spec 000 §2, §4). */
export function RecoveryDialog({ open, onClose, defaultValues }: RecoveryDialogProps) {
  return (
    // Apollo and the form library arrive with this lazily loaded dialog, not with /login.
    <WithApollo>
      <Dialog open={open} onClose={onClose} title="Recuperar senha">
        {open ? <RecoverySteps defaultValues={defaultValues} onClose={onClose} /> : null}
      </Dialog>
    </WithApollo>
  );
}

function RecoverySteps({ defaultValues, onClose }: Pick<RecoveryDialogProps, 'defaultValues' | 'onClose'>) {
  const toast = useToast();
  const [requestRecovery] = useMutation(AuthRequestPasswordRecoveryMutation);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (input: RecoveryValues) => {
    try {
      await requestRecovery({ variables: { input } });
      setSentTo(input.email);
    } catch (error) {
      toast.fromError(error);
    }
  };

  if (sentTo) {
    return (
      <div className="grid gap-5 text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-12 text-brand-600" />
        <div className="grid gap-1">
          <p className="font-medium text-ink">{recoverySentText(sentTo)}</p>
          <p className="text-sm text-muted">Confira a sua caixa de entrada e a pasta de spam.</p>
        </div>
        <Button onClick={onClose} className="justify-self-center">
          Fechar
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted">
        Informe o email cadastrado e o tipo de conta. Enviaremos as instruções para você recuperar o acesso.
      </p>
      <AccountEmailForm defaultValues={defaultValues} submitLabel="Enviar" onSubmit={submit} onCancel={onClose} />
    </div>
  );
}
