import { ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { PICTURE_ACCEPT, pictureFileProblem } from '@/app/entityImage';
import { Button, FieldError, UploadProgress } from '@/ui';

export interface ImageUploadFieldProps {
  /** The file chosen now (sent after the offer is saved). */
  file: File | null;
  onFileChange(file: File | null): void;
  /** The stored image of an offer being edited. */
  currentUrl?: string | null;
  /** Upload progress 0..1 while the image is being sent, else null. */
  progress: number | null;
  /** Words naming the record, e.g. { of: 'da consultoria', saved: 'a consultoria for salva' }. */
  subject: { of: string; saved: string };
  /** How the image is framed (adverts use their fixed ratio); default a 192×128 thumbnail. */
  frame?: (src: string | null | undefined, alt: string) => ReactNode;
}

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

const thumbnail = (src: string | null | undefined, alt: string) =>
  src ? (
    <img src={src} alt={alt} className="h-32 w-48 rounded-lg border border-line object-cover" />
  ) : (
    <div className="flex h-32 w-48 items-center justify-center rounded-lg border border-dashed border-line-strong text-muted">
      <ImagePlus aria-hidden="true" className="size-6" />
    </div>
  );

/**
 * One image of a record (PNG or JPEG, up to 3 MB), checked on choice so the user learns at once,
 * and sent after the record is saved (adverts, offered consultancies, trainings) with a progress bar.
 */
export function ImageUploadField({
  file,
  onFileChange,
  currentUrl,
  progress,
  subject,
  frame = thumbnail,
}: ImageUploadFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreviewUrl(file);
  const shown = preview ?? currentUrl;
  const uploading = progress !== null;

  function onChosen(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
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
        {frame(shown, file ? 'Prévia da imagem escolhida' : `Imagem atual ${subject.of}`)}
        <div className="flex flex-col items-start gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={PICTURE_ACCEPT}
            className="sr-only"
            aria-label={`Arquivo da imagem ${subject.of}`}
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
          <p className="text-xs text-muted">PNG ou JPEG, até 3 MB. Enviada depois que {subject.saved}.</p>
          {file ? <p className="max-w-56 truncate text-xs text-ink-soft">{file.name}</p> : null}
          {uploading ? <UploadProgress ratio={progress} label="Enviando imagem" /> : null}
          <FieldError id={errorId} message={problem} />
        </div>
      </div>
    </fieldset>
  );
}
