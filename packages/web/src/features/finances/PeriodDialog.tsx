import { FINANCE_MESSAGES, isBoundedDate } from '@talhao/schema';
import { type FormEvent, useId, useState } from 'react';
import { Button, DateField, Dialog, useToast } from '@/ui';
import { checkRange } from './period';

export interface PeriodDialogProps {
  open: boolean;
  /** The range shown when the dialog opens (the current one). */
  initial: { startDate: string; endDate: string } | null;
  onClose(): void;
  onSave(range: { startDate: string; endDate: string }): void;
}

/** 'Selecionar período' (spec 001 §5 "Finance period"): both dates, checked by financePeriodSchema. */
export function PeriodDialog({ open, initial, onClose, onSave }: PeriodDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={FINANCE_MESSAGES.dialogTitle}>
      {/* Mounted only while open, so every opening starts from the current range. */}
      {open ? <PeriodForm initial={initial} onClose={onClose} onSave={onSave} /> : null}
    </Dialog>
  );
}

function PeriodForm({ initial, onClose, onSave }: Omit<PeriodDialogProps, 'open'>) {
  const toast = useToast();
  const errorId = useId();
  const [startDate, setStartDate] = useState(initial?.startDate ?? '');
  const [endDate, setEndDate] = useState(initial?.endDate ?? '');
  const [error, setError] = useState<{ message: string; missing: boolean } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkRange(startDate, endDate);
    if (!result.ok) {
      setError(result);
      if (result.missing) toast.warning(FINANCE_MESSAGES.forgot);
      return;
    }
    onSave(result.range);
  };

  const invalidStart = Boolean(error?.missing && !startDate);
  const invalidEnd = Boolean(error && (!error.missing || !endDate));
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label="Data de início"
          name="startDate"
          value={startDate}
          max={isBoundedDate(endDate) ? endDate : undefined}
          onChange={setStartDate}
          invalid={invalidStart}
          describedBy={error ? errorId : undefined}
        />
        <DateField
          label="Data de fim"
          name="endDate"
          value={endDate}
          min={isBoundedDate(startDate) ? startDate : undefined}
          onChange={setEndDate}
          invalid={invalidEnd}
          describedBy={error ? errorId : undefined}
        />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-tone-red">
          {error.message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit">salvar</Button>
      </div>
    </form>
  );
}
