import { FEE_TYPES, PRICE_DIALOG_INCOMPLETE, PRICE_LINE_FEE_TYPES } from '@talhao/schema';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, Dialog, FieldError, MoneyField, RadioCardGroup, SelectField } from '@/ui';
import type { PriceLineDraft } from './offerFormValues';

export interface PriceValue {
  agreedPrice: boolean;
  prices: PriceLineDraft[];
}

interface PriceDialogProps {
  open: boolean;
  /** The form's current price: the dialog starts from it every time it opens. */
  value: PriceValue;
  onSave(value: PriceValue): void;
  onClose(): void;
}

const FEE_OPTIONS = PRICE_LINE_FEE_TYPES.map((feeType) => ({ value: feeType, label: FEE_TYPES[feeType].editorLabel }));
const MODE_OPTIONS = [
  { value: 'AGREED', label: 'A combinar' },
  { value: 'CUSTOM', label: 'Personalizado' },
];
const EMPTY_LINE: PriceLineDraft = { amount: null, feeType: '' };

/**
 * Spec 001 §4 price dialog: 'A combinar', or 'Personalizado' lines of amount and charge type.
 * It edits a draft: 'Salvar' hands the draft to the form, 'Cancelar' drops it, so the form keeps
 * its earlier values.
 */
export function PriceDialog({ open, value, onSave, onClose }: PriceDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Preço">
      {/* Mounted per opening so the draft always starts from the form's values. */}
      {open ? <PriceDialogBody value={value} onSave={onSave} onClose={onClose} /> : null}
    </Dialog>
  );
}

function PriceDialogBody({ value, onSave, onClose }: Omit<PriceDialogProps, 'open'>) {
  const [agreed, setAgreed] = useState(value.agreedPrice);
  const [lines, setLines] = useState<PriceLineDraft[]>(value.prices.length > 0 ? value.prices : [EMPTY_LINE]);
  const [problem, setProblem] = useState<string | null>(null);

  const updateLine = (index: number, change: Partial<PriceLineDraft>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...change } : line)));

  function save() {
    if (agreed) {
      onSave({ agreedPrice: true, prices: [] });
      return;
    }
    if (lines.length === 0 || lines.some((line) => line.amount == null || line.feeType === '')) {
      setProblem(PRICE_DIALOG_INCOMPLETE);
      return;
    }
    onSave({ agreedPrice: false, prices: lines });
  }

  return (
    <div className="flex flex-col gap-4">
      <RadioCardGroup
        label="Tipo de preço"
        options={MODE_OPTIONS}
        value={agreed ? 'AGREED' : 'CUSTOM'}
        onChange={(mode: string) => {
          setAgreed(mode === 'AGREED');
          setProblem(null);
        }}
      />
      {agreed ? null : (
        <ul className="flex flex-col gap-3" aria-label="Preços">
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity besides their position
            <li key={index} className="flex flex-col gap-2 rounded-lg border border-line p-3 sm:flex-row sm:items-end">
              <MoneyField
                label={`Valor ${index + 1}`}
                value={line.amount}
                onChange={(amount) => updateLine(index, { amount })}
              />
              <SelectField
                label={`Tipo de cobrança ${index + 1}`}
                placeholder="Selecione"
                options={FEE_OPTIONS}
                value={line.feeType}
                onChange={(event) => updateLine(index, { feeType: event.target.value as PriceLineDraft['feeType'] })}
              />
              {lines.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remover preço ${index + 1}`}
                  icon={<Trash2 aria-hidden="true" className="size-4" />}
                  onClick={() => setLines((current) => current.filter((_, i) => i !== index))}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {agreed ? null : (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="self-start"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => setLines((current) => [...current, EMPTY_LINE])}
        >
          Adicionar preço
        </Button>
      )}
      <FieldError message={problem} />
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="button" onClick={save}>
          Salvar
        </Button>
      </div>
    </div>
  );
}
