import {
  DISPLAY_STATUS,
  ENTITY_STATUS,
  type PlanBadge as PlanBadgeLabel,
  SCHEDULE_STATUS,
  type Tone,
  WORK_STATUS,
} from '@talhao/schema';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { PLAN_CLASSES, TONE_CLASSES, TONE_DOT } from './tones';

export interface StatusBadgeProps {
  tone: Tone;
  children: ReactNode;
  /** Leading dot (off for compact tables). */
  dot?: boolean;
  className?: string;
}

export function StatusBadge({ tone, children, dot = true, className }: StatusBadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex h-fit items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONE_CLASSES[tone],
        className,
      )}
    >
      {dot ? <span aria-hidden="true" className={cn('size-1.5 rounded-full', TONE_DOT[tone])} /> : null}
      {children}
    </span>
  );
}

const STATUS_TABLES = [WORK_STATUS, SCHEDULE_STATUS, DISPLAY_STATUS] as const;

/** Label and tone of a consultancy / visit / schedule / display status (spec 000 §4 colours). */
export function workStatusInfo(status: string): { label: string; tone: Tone } {
  for (const table of STATUS_TABLES) {
    const entry = (table as Record<string, { label: string; tone: Tone }>)[status];
    if (entry) return entry;
  }
  return { label: status, tone: 'grey' };
}

export function WorkStatusBadge({ status, className }: { status: string; className?: string }) {
  const { label, tone } = workStatusInfo(status);
  return (
    <StatusBadge tone={tone} className={className}>
      {label}
    </StatusBadge>
  );
}

/** ACTIVE / INACTIVE / WAITING (adverts, users): Ativo, Inativo, Pausado. */
export function EntityStatusBadge({ status, className }: { status: string; className?: string }) {
  const entry = (ENTITY_STATUS as Record<string, { label: string; tone: Tone }>)[status];
  return (
    <StatusBadge tone={entry?.tone ?? 'grey'} className={className}>
      {entry?.label ?? status}
    </StatusBadge>
  );
}

/** The plan label computed by the BFF (planBadge in @talhao/schema). */
export function PlanBadge({ badge, className }: { badge: string; className?: string }) {
  const style = PLAN_CLASSES[badge as PlanBadgeLabel] ?? PLAN_CLASSES.Expirado;
  return (
    <span
      className={cn(
        'inline-flex h-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        style,
        className,
      )}
    >
      {badge}
    </span>
  );
}
