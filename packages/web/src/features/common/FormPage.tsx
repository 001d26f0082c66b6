import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, ConfirmDialog, PageHeader, useToast } from '@/ui';

/** A create or edit page: a centred column with the page header and its back link. */
export function FormLayout({ title, backTo, children }: { title: string; backTo: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col">
      <PageHeader title={title} backTo={backTo} />
      {children}
    </div>
  );
}

interface DeleteRecordButtonProps {
  /** The confirmation's title, e.g. 'Deletar consultoria'. */
  title: string;
  /** The confirmation's question. */
  message: string;
  /** Deletes, shows its success and navigates away; a thrown error is shown as a toast and the dialog stays. */
  onDelete: () => Promise<void>;
  loading: boolean;
  /** The button's and the confirmation's word: 'Deletar' (offers, provided consultancies) or 'Excluir' (the land). */
  label?: 'Deletar' | 'Excluir';
}

/**
 * 'Deletar' of an edit form, after a confirmation (the specification's pattern for offers and provided
 * consultancies); the farmer's land says 'Excluir' (spec 001 §2.7).
 */
export function DeleteRecordButton({ title, message, onDelete, loading, label = 'Deletar' }: DeleteRecordButtonProps) {
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
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        message={message}
        confirmLabel={label}
        tone="danger"
        loading={loading}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
