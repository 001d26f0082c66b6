import type { Role } from '@talhao/schema';
import type { RequestContext } from '../../context';
import { roleDomainApi } from '../base/role-subject';
import { NO_SCHEDULE_AREA } from './messages';

type ScheduleDomain = 'schedule' | 'workSchedule' | 'provided' | 'trainings';

/** Who has a work schedule and works of their own: the consultants, independent or of a company. */
export const WORKERS: readonly Role[] = ['CONSULTANT', 'ENTERPRISE_CONSULTANT'];
/** Who reads works: the consultants and the company (its consultants'). */
export const WORK_READERS: readonly Role[] = ['CONSULTANT', 'ENTERPRISE_CONSULTANT', 'ENTERPRISE'];
export const COMPANY: readonly Role[] = ['ENTERPRISE'];

/**
 * The family of `domain` the subject's role uses (DOMAIN_FAMILIES through roleSubject; the viewed user under a
 * master's viewAs), for the schedule's screens (the homes also read trainings and provided consultancies).
 * A role outside `roles` is FORBIDDEN with this domain's text, before any call.
 */
export const scheduleApi = (ctx: RequestContext, domain: ScheduleDomain, roles: readonly Role[] = WORKERS) =>
  roleDomainApi(ctx, domain, NO_SCHEDULE_AREA, roles);
