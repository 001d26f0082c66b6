import { CircleCheck } from 'lucide-react';
import { cn } from './cn';

export interface ListEndProps {
  /** e.g. 'Você já visualizou todas as empresas disponíveis'. */
  text: string;
  className?: string;
}

/** Shown when a later page of a list comes back empty: the user has reached the end. */
export function ListEnd({ text, className }: ListEndProps) {
  return (
    <p
      role="status"
      className={cn(
        'flex items-center justify-center gap-2 rounded-card border border-line bg-surface px-4 py-6 text-center text-sm text-muted',
        className,
      )}
    >
      <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
      {text}
    </p>
  );
}
