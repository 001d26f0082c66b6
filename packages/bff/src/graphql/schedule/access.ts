import { familyFor } from '@talhao/schema/upstream/domainFamilies';
import type { RequestContext } from '../../context';
import { appError } from '../../errors';

/** Talhão's wording: a master without viewAs has no schedule, dashboard or finances of its own. */
export const NO_SCHEDULE_AREA = 'Agenda, atividades e finanças existem apenas na área do consultor.';

type ConsultantDomain = 'schedule' | 'workSchedule' | 'provided' | 'trainings' | 'finances';

/**
 * The consultant's family of `domain` (DOMAIN_FAMILIES) as the subject (the viewed consultant under a
 * master's viewAs) reads it. Only CONSULTANT areas serve these fields (schedule.graphql, finance.graphql).
 */
export function consultantApi(ctx: RequestContext, domain: ConsultantDomain) {
  const subject = ctx.subject();
  const family = subject?.role === 'CONSULTANT' ? familyFor(domain, 'CONSULTANT') : undefined;
  if (!subject || !family) throw appError('FORBIDDEN', NO_SCHEDULE_AREA, { status: 403 });
  return { api: ctx.upstream.family(family), subject };
}
