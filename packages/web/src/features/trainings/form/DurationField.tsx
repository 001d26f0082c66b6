import { useState } from 'react';
import { FieldError, TextField } from '@/ui';
import { composeDuration, splitDuration } from './trainingForm';

interface DurationFieldProps {
  /** 'HH:MM' or ''. */
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  error?: string;
}

const pad = (text: string) => (text === '' ? '' : text.padStart(2, '0'));

/**
 * Hours and minutes typed apart. The inputs keep what is typed and are zero-padded on leaving them,
 * so typing is never fought; the form value is always the padded 'HH:MM'.
 */
export function DurationField({ value, onChange, onBlur, error }: DurationFieldProps) {
  const [parts, setParts] = useState(() => splitDuration(value));

  function change(next: { hours: string; minutes: string }) {
    const clean = { hours: next.hours.replace(/\D/g, ''), minutes: next.minutes.replace(/\D/g, '') };
    setParts(clean);
    onChange(composeDuration(clean.hours, clean.minutes));
  }

  function blur() {
    const filled = parts.hours !== '' || parts.minutes !== '';
    setParts({
      hours: filled ? pad(parts.hours) || '00' : '',
      minutes: filled ? pad(parts.minutes) || '00' : '',
    });
    onBlur();
  }

  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink-soft">Duração (HH:MM)</legend>
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label="Horas"
          inputMode="numeric"
          placeholder="00"
          maxLength={2}
          value={parts.hours}
          onChange={(event) => change({ ...parts, hours: event.target.value })}
          onBlur={blur}
        />
        <TextField
          label="Minutos"
          inputMode="numeric"
          placeholder="00"
          maxLength={2}
          value={parts.minutes}
          onChange={(event) => change({ ...parts, minutes: event.target.value })}
          onBlur={blur}
        />
      </div>
      <FieldError message={error} />
    </fieldset>
  );
}
