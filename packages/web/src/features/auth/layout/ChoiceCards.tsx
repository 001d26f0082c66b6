import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: string;
  description: string;
  icon: ReactNode;
}

interface ChoiceCardsProps<V extends string> {
  /** Accessible name of the group (the question shown above it). */
  label: string;
  choices: readonly Choice<V>[];
  onChoose(value: V): void;
}

/** Large one-click choices (account type on sign-in, role on sign-up): one tap moves on. */
export function ChoiceCards<V extends string>({ label, choices, onChoose }: ChoiceCardsProps<V>) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {choices.map((choice) => (
        <li key={choice.value}>
          <button
            type="button"
            onClick={() => onChoose(choice.value)}
            className="group flex w-full items-center gap-4 rounded-xl border border-line-strong bg-surface p-4 text-left shadow-xs transition-colors hover:border-brand-400 hover:bg-brand-50"
          >
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700"
            >
              {choice.icon}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-base font-semibold text-ink">{choice.label}</span>
              <span className="block text-sm text-muted">{choice.description}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted group-hover:text-brand-700" />
          </button>
        </li>
      ))}
    </ul>
  );
}
