import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { PICTURE_ACCEPT, pictureFileProblem } from '@/features/profile/pictureFile';
import { Button, FieldError } from '@/ui';

interface TrainingImageFieldProps {
  file: File | null;
  onFileChange(file: File | null): void;
  currentUrl?: string | null;
  /** 0..1 while uploading, else null. */
  progress: number | null;
}

/** One picture, checked at once (type and size) and sent after the training is saved. */
export function TrainingImageField({ file, onFileChange, currentUrl, progress }: TrainingImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const percent = progress === null ? null : Math.round(progress * 100);

  function onChosen(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const rejection = pictureFileProblem(chosen);
    setProblem(rejection);
    if (!rejection) onFileChange(chosen);
  }

  return (
    <fieldset className="flex flex-col items-start gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink-soft">Imagem</legend>
      {currentUrl && !file ? (
        <img src={currentUrl} alt="Imagem atual do treinamento" className="h-32 rounded-lg object-cover" />
      ) : null}
      <input
        ref={inputRef}
        type="file"
        accept={PICTURE_ACCEPT}
        className="sr-only"
        aria-label="Arquivo da imagem do treinamento"
        tabIndex={-1}
        onChange={onChosen}
      />
      <Button
        type="button"
        variant="secondary"
        size="sm"
        icon={<ImagePlus aria-hidden="true" className="size-4" />}
        disabled={percent !== null}
        onClick={() => inputRef.current?.click()}
      >
        {file || currentUrl ? 'Trocar imagem' : 'Escolher imagem'}
      </Button>
      {file ? <p className="max-w-64 truncate text-xs text-ink-soft">{file.name}</p> : null}
      <p className="text-xs text-muted">PNG ou JPEG, até 3 MB. Enviada depois que o treinamento for salvo.</p>
      {percent !== null ? (
        <div className="w-48">
          <div
            role="progressbar"
            aria-label="Enviando imagem"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-line"
          >
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-1 text-xs text-muted">Enviando imagem… {percent}%</p>
        </div>
      ) : null}
      <FieldError message={problem} />
    </fieldset>
  );
}
