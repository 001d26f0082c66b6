import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, ConfirmDialog, useToast } from '@/ui';

interface DeleteButtonProps {
  /** The confirmation's title, e.g. 'Excluir propriedade'. */
  title: string;
  /** The specification's question ('Tem certeza que deseja excluir essa propriedade?'). */
  message: string;
  /** Deletes, says so and navigates; a thrown error is shown as a toast and the dialog stays. */
  onDelete: () => Promise<void>;
  loading: boolean;
}

/** 'Excluir' of the land's edit pages (spec 001 §2.7), after the confirmation. */
export function DeleteButton({ title, message, onDelete, loading }: DeleteButtonProps) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  async function confirm() {
    try {
      await onDelete();
      setOpen(false);
    } catch (err) {
      toast.fromError(err);
    }
  }
  return (
    <>
      <Button
        type="button"
        variant="danger"
        className="sm:mr-auto"
        icon={<Trash2 aria-hidden="true" className="size-4" />}
        onClick={() => setOpen(true)}
      >
        Excluir
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        message={message}
        confirmLabel="Excluir"
        tone="danger"
        loading={loading}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
