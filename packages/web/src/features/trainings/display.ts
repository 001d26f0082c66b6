import { MODES } from '@talhao/schema';
import type { ParticipantState, WorkFormat } from '@/gql/graphql';

/** Presentation of trainings, kept apart from the pages so it is tested on its own. */

export const SUMMARY_PREVIEW_MAX = 60;

/** The list's Descrição column: the summary cut at 60 characters with an ellipsis. */
export function truncateSummary(summary: string, max = SUMMARY_PREVIEW_MAX): string {
  const text = summary.trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** 'confirmados/vagas', e.g. '3/20'. */
export const spotsLabel = (confirmed: number, available: number): string => `${confirmed}/${available}`;

export const FORMAT_LABEL: Record<WorkFormat, string> = { IN_PERSON: MODES.IN_PERSON, ONLINE: MODES.ONLINE };

/** '02:30' → '2h30min'; '03:00' → '3h'; anything else as it came. */
export function durationLabel(duration: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(duration);
  if (!match) return duration;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (!minutes) return `${hours}h`;
  if (!hours) return `${minutes}min`;
  return `${hours}h${String(minutes).padStart(2, '0')}min`;
}

export const remainingSpotsLabel = (remaining: number): string =>
  remaining === 1 ? '1 vaga restante' : `${Math.max(0, remaining)} vagas restantes`;

export const PARTICIPANT_TABS: { state: ParticipantState; label: string; empty: string }[] = [
  { state: 'CONFIRMED', label: 'Confirmados', empty: 'Nenhum inscrito confirmado' },
  { state: 'PENDING', label: 'Pendentes', empty: 'Nenhuma inscrição pendente' },
  { state: 'CANCELED', label: 'Cancelados', empty: 'Nenhuma inscrição cancelada' },
];
