export interface UploadProgressProps {
  /** 0…1. */
  ratio: number;
  /** What is being sent, e.g. 'Enviando imagem'. */
  label: string;
  /** Replaces the default width (w-48). */
  className?: string;
}

/** A file upload's progress bar with its percentage in words. */
export function UploadProgress({ ratio, label, className }: UploadProgressProps) {
  const percent = Math.round(ratio * 100);
  return (
    <div className={className ?? 'w-48'}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-muted">
        {label}… {percent}%
      </p>
    </div>
  );
}
