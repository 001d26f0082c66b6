import type { FamilyName } from '@talhao/schema';
import type { RequestContext } from '../../context';
import { appError } from '../../errors';

/** Talhão's wording: a master without viewAs has no schedule, dashboard or finances of its own. */
export const NO_SCHEDULE_AREA = 'Agenda, atividades e finanças existem apenas na área do consultor.';

type ConsultantFamily =
  | 'consultantScheduleApi'
  | 'consultantWorkScheduleApi'
  | 'consultantConsultancyProvidedApi'
  | 'consultantTrainingApi'
  | 'consultantFinanceApi';

/**
 * The consultant's family as the subject (the viewed consultant under a master's viewAs) reads it.
 * Only CONSULTANT areas serve these fields (schedule.graphql, finance.graphql).
 */
export function consultantApi(ctx: RequestContext, family: ConsultantFamily & FamilyName) {
  const subject = ctx.subject();
  if (subject?.role !== 'CONSULTANT') throw appError('FORBIDDEN', NO_SCHEDULE_AREA, { status: 403 });
  return { api: ctx.upstream.family(family), subject };
}
