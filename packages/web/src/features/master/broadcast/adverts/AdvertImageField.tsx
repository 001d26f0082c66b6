import { ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { PICTURE_ACCEPT, pictureFileProblem } from '@/features/profile/pictureFile';
import { Button, FieldError } from '@/ui';
import { AdvertImage } from './AdvertImage';

interface AdvertImageFieldProps {
  /** The file chosen now (sent after the advert is saved). */
  file: File | null;
  onFileChange(file: File | null): void;
  /** The stored image of an advert being edited. */
  currentUrl?: string | null;
  /** Upload progress 0..1 while the image is being sent, else null. */
  progress: number | null;
}

/** Object URL of the chosen file for the preview, released when the file changes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** One image (PNG or JPEG, up to 3 MB) with its preview; checked here so the user learns at once. */
export function AdvertImageField({ file, onFileChange, currentUrl, progress }: AdvertImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreviewUrl(file);
  const uploading = progress !== null;

  function onChosen(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!chosen) return;
    const rejection = pictureFileProblem(chosen);
    setProblem(rejection);
    if (!rejection) onFileChange(chosen);
  }

  return (
    <fieldset aria-describedby={problem ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink-soft">Imagem</legend>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <AdvertImage
          src={preview ?? currentUrl}
          alt={file ? 'Prévia da imagem escolhida' : 'Imagem atual do anúncio'}
        />
        <div className="flex flex-col items-start gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={PICTURE_ACCEPT}
            className="sr-only"
            aria-label="Arquivo da imagem do anúncio"
            tabIndex={-1}
            onChange={onChosen}
          />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            icon={<ImagePlus aria-hidden="true" className="size-4" />}
            disabled={uploading}
            onClick={() => inputRef.current?.click()}
          >
            {file || currentUrl ? 'Trocar imagem' : 'Escolher imagem'}
          </Button>
          {file && !uploading ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              icon={<X aria-hidden="true" className="size-4" />}
              onClick={() => onFileChange(null)}
            >
              Descartar imagem escolhida
            </Button>
          ) : null}
          <p className="text-xs text-muted">PNG ou JPEG, até 3 MB. Enviada depois que o anúncio for salvo.</p>
          {file ? <p className="max-w-56 truncate text-xs text-ink-soft">{file.name}</p> : null}
          {uploading ? <UploadProgress ratio={progress} /> : null}
          <FieldError id={errorId} message={problem} />
        </div>
      </div>
    </fieldset>
  );
}

function UploadProgress({ ratio }: { ratio: number }) {
  const percent = Math.round(ratio * 100);
  return (
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
  );
}
