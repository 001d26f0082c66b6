import { familyFor } from '@talhao/schema/upstream/domainFamilies';
import { type MonitoringsFamily, upstreamMonitoringSchema } from '@talhao/schema/upstream/monitorings';
import type { RequestContext } from '../../context';
import { appError } from '../../errors';
import { toMonitoring } from './mapping';
import { NO_MONITORING_AREA } from './messages';

/** Who adds posts and creates monitorings (spec 001 §6; 002: the company reads). */
export const MONITORING_WRITERS = ['CONSULTANT', 'ENTERPRISE_CONSULTANT'] as const;

/** The monitorings family of the subject's role (DOMAIN_FAMILIES.monitorings); FORBIDDEN for a role without one. */
export function monitoringsFamily(ctx: RequestContext): MonitoringsFamily {
  const subject = ctx.subject();
  const family = subject ? familyFor('monitorings', subject.role) : undefined;
  if (!family) throw appError('FORBIDDEN', NO_MONITORING_AREA, { status: 403 });
  return family;
}

export const monitoringsApi = (ctx: RequestContext) => ctx.upstream.family(monitoringsFamily(ctx));

export const idPath = (id: string) => encodeURIComponent(id);

/** The caller may write a monitoring they created, in their own area (not a master's visit, not the company). */
export function writerCheck(ctx: RequestContext): (createdBy: string | null) => boolean {
  const subject = ctx.subject();
  const writes = !ctx.actingAs && subject !== null && (MONITORING_WRITERS as readonly string[]).includes(subject.role);
  return (createdBy) => writes && createdBy !== null && createdBy === subject?.userId;
}

/** GraphQL's Monitoring from a provider payload, for this caller. */
export const monitoringOf = (ctx: RequestContext, payload: Parameters<typeof toMonitoring>[0]) =>
  toMonitoring(payload, writerCheck(ctx));

export { upstreamMonitoringSchema };
