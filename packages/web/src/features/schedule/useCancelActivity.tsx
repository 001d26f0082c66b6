import { useMutation } from '@apollo/client/react';
import { ACTIVITY_MESSAGES } from '@talhao/schema';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog, useToast } from '@/ui';
import { CANCEL_QUESTION, type ScheduleWork } from './display';
import { ActivityCancelMutation } from './documents';

/**
 * 'Cancelar' on a work: asks for confirmation, cancels it and toasts the answer. The returned work
 * (now CANCELED, no longer cancellable) replaces the cached one, so calendars drop it and lists relabel it.
 */
export function useCancelActivity(): [(work: ScheduleWork) => void, ReactNode] {
  const toast = useToast();
  const [target, setTarget] = useState<ScheduleWork | null>(null);
  const [cancelActivity, { loading }] = useMutation(ActivityCancelMutation);

  async function confirm() {
    if (!target) return;
    try {
      const { data } = await cancelActivity({ variables: { id: target.id } });
      toast.success(data?.cancelActivity.message || ACTIVITY_MESSAGES.canceled);
    } catch (err) {
      toast.fromError(err);
    }
    setTarget(null);
  }

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title="Cancelar atividade"
      message={CANCEL_QUESTION}
      confirmLabel="Cancelar atividade"
      cancelLabel="Voltar"
      tone="danger"
      loading={loading}
      onConfirm={() => void confirm()}
      onClose={() => setTarget(null)}
    />
  );
  return [setTarget, dialog];
}
