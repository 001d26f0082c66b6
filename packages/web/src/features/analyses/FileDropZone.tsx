import { DOCUMENT_ACCEPT } from '@talhao/schema';
import { FileText, UploadCloud, X } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button, cn, FieldError } from '@/ui';

export interface FileDropZoneProps {
  label: string;
  value: File | null;
  onChange(file: File | null): void;
  error?: string;
  disabled?: boolean;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * One document (PDF, PNG or JPEG up to 3 MB): dropped on the zone or chosen with the file input. The form's
 * schema judges the file (type and size, with the pt-BR texts) as soon as it is chosen.
 */
export function FileDropZone({ label, value, onChange, error, disabled }: FileDropZoneProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const errorId = error ? `${id}-error` : undefined;

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const file = event.dataTransfer.files[0];
    if (file) onChange(file);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-ink-soft">
        {label}
      </span>
      {/* The drop is a mouse shortcut; the file input below is the way in for everyone else. */}
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center',
          over ? 'border-brand-600 bg-brand-50' : error ? 'border-tone-red' : 'border-line',
        )}
      >
        {value ? (
          <div className="flex w-full items-center gap-3 text-left">
            <FileText aria-hidden="true" className="size-6 shrink-0 text-muted" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-ink">{value.name}</p>
              <p className="text-xs text-muted">{sizeText(value.size)}</p>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={disabled}
              icon={<X aria-hidden="true" className="size-4" />}
              onClick={() => {
                onChange(null);
                if (input.current) input.current.value = '';
              }}
            >
              Remover<span className="sr-only"> {value.name}</span>
            </Button>
          </div>
        ) : (
          <>
            <UploadCloud aria-hidden="true" className="size-8 text-muted" />
            <p className="text-sm text-muted">Arraste o arquivo até aqui ou</p>
          </>
        )}
        <label
          htmlFor={id}
          className={cn('cursor-pointer text-sm font-medium text-brand-700 underline', disabled && 'opacity-50')}
        >
          {value ? 'Escolher outro arquivo' : 'Escolher arquivo'}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept={DOCUMENT_ACCEPT}
          aria-label={`Arquivo: ${label}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          disabled={disabled}
          className="sr-only"
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
        <p className="text-xs text-muted">PDF, PNG ou JPEG, até 3 MB</p>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
