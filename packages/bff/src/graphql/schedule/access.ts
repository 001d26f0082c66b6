import type { RequestContext } from '../../context';
import { consultantDomainApi } from '../base/consultant-subject';
import { NO_SCHEDULE_AREA } from './messages';

type ScheduleDomain = 'schedule' | 'workSchedule' | 'provided' | 'trainings';

/**
 * The consultant's family of `domain` (DOMAIN_FAMILIES) as the subject (the viewed consultant under a
 * master's viewAs) reads it for the schedule's screens (the dashboard also reads trainings and provided
 * consultancies). Only CONSULTANT areas serve these fields (schedule.graphql).
 */
export const consultantApi = (ctx: RequestContext, domain: ScheduleDomain) =>
  consultantDomainApi(ctx, domain, NO_SCHEDULE_AREA);
