import { cn } from './cn';

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** Accessible text; also shown under the spinner by FullPageSpinner. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 20, label = 'Carregando', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)}>
      <svg
        aria-hidden="true"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        className="animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]"
      >
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Centered spinner for a whole page or area while its data (e.g. the profile) loads. */
export function FullPageSpinner({ label = 'Carregando' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] w-full flex-col items-center justify-center gap-3 text-brand-600">
      <Spinner size={36} label={label} />
      <p aria-hidden="true" className="text-sm text-muted">
        {label}…
      </p>
    </div>
  );
}
