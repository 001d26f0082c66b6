import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { errorMessage } from '@/app/errors';
import { CheckboxField, FieldError, Spinner } from '@/ui';
import { TrainingConsultantOptionsQuery } from '../documents';

interface ConsultantPickerProps {
  value: string[];
  onChange(next: string[]): void;
  error?: string;
}

/**
 * The company's consultants who give the training (spec 002 §5 "Training"): a multi-select of the company's
 * consultants, at least one ('Selecione pelo menos 1 consultor', from trainingSchema).
 */
export function ConsultantPicker({ value, onChange, error }: ConsultantPickerProps) {
  const legendId = useId();
  const {
    data,
    loading,
    error: loadError,
  } = useQuery(TrainingConsultantOptionsQuery, {
    variables: { page: 1, viewAs: null },
  });
  const options = data?.companyConsultants.items ?? [];
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
  return (
    <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
      <legend id={legendId} className="text-sm font-medium text-ink-soft">
        Consultores
        <span aria-hidden="true" className="ml-0.5 text-tone-red">
          *
        </span>
      </legend>
      {loading && !data ? <Spinner label="Carregando consultores" /> : null}
      {loadError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(loadError)}
        </p>
      ) : null}
      {data && options.length === 0 ? (
        <p className="text-sm text-muted">Você ainda não possui consultores cadastrados</p>
      ) : null}
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {options.map((consultant) => (
          <CheckboxField
            key={consultant.id}
            label={consultant.name}
            checked={value.includes(consultant.id)}
            onChange={(event) => toggle(consultant.id, event.target.checked)}
          />
        ))}
      </div>
      <FieldError message={error} />
    </fieldset>
  );
}
