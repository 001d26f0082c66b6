import { useMutation } from '@apollo/client/react';
import { ACCOUNT_DELETION_PHRASE, accountDeletionSchema, deletionButtonEnabled } from '@talhao/schema';
import { TriangleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useEndSession } from '@/features/shell/sessionEnd';
import { Button, Dialog, TextField, useToast } from '@/ui';
import { AccountDeleteMutation } from './documents';

interface Props {
  open: boolean;
  onClose(): void;
}

/**
 * 'Excluir conta' (spec 000 §5): the user types 'Quero excluir a minha conta'; the button stays
 * disabled until the typed length matches, and a same-length but different text is refused with
 * 'Digite a mensagem corretamente'. On success the BFF has ended the session: the browser forgets
 * it too and goes to '/'.
 */
export function DeleteAccountDialog({ open, onClose }: Props) {
  const formId = useId();
  const toast = useToast();
  const endSession = useEndSession();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [deleteAccount, { loading }] = useMutation(AccountDeleteMutation);

  const close = () => {
    if (loading) return;
    setTyped('');
    setError(undefined);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountDeletionSchema.safeParse({ phrase: typed });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      const { data } = await deleteAccount({ variables: { phrase: parsed.data.phrase } });
      if (data) toast.success(data.deleteAccount.message);
      await endSession();
    } catch (err) {
      toast.fromError(err);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Excluir conta"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={loading}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            loading={loading}
            disabled={!deletionButtonEnabled(typed)}
          >
            Excluir conta
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="flex gap-3 rounded-lg bg-tone-red-bg px-4 py-3 text-sm text-tone-red">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>A exclusão é permanente: a sua conta e os seus dados deixam de estar disponíveis.</p>
        </div>
        <p className="text-sm text-ink-soft">
          Para confirmar, digite <strong className="text-ink">{ACCOUNT_DELETION_PHRASE}</strong> no campo abaixo.
        </p>
        <TextField
          label="Mensagem de confirmação"
          value={typed}
          autoComplete="off"
          spellCheck={false}
          placeholder={ACCOUNT_DELETION_PHRASE}
          error={error}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
        />
      </form>
    </Dialog>
  );
}
