import type { FamilyName, Role } from '@talhao/schema';
import { type Domain, familyFor } from '@talhao/schema/upstream/domainFamilies';
import type { RequestContext } from '../../context';
import { appError } from '../../errors';
import { LAND_TEXTS } from './land-messages';

/** The roles that have farmers and land (spec 001 §2.7, 002 §2); a MASTER reads them through viewAs. */
const LAND_ROLES: ReadonlySet<Role> = new Set<Role>(['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT']);

export type LandRole = 'CONSULTANT' | 'ENTERPRISE' | 'ENTERPRISE_CONSULTANT';

/** The subject of a land field: a consultant, a company or its consultant (or the one a master views). */
export function landSubject(ctx: RequestContext): { userId: string; role: LandRole } {
  const subject = ctx.subject();
  if (!subject || !LAND_ROLES.has(subject.role)) throw appError('FORBIDDEN', LAND_TEXTS.noLandArea, { status: 403 });
  return { userId: subject.userId, role: subject.role as LandRole };
}

/** The subject's family of `domain`, picked through DOMAIN_FAMILIES (familyFor), never hard-coded. */
export function landFamily(ctx: RequestContext, domain: Domain): FamilyName {
  const family = familyFor(domain, landSubject(ctx).role) as FamilyName | undefined;
  if (!family) throw appError('FORBIDDEN', LAND_TEXTS.noLandArea, { status: 403 });
  return family;
}

/** The subject's client of `domain`'s family. */
export const landApi = (ctx: RequestContext, domain: Domain) => ctx.upstream.family(landFamily(ctx, domain));

export const idPath = (id: string) => `/${encodeURIComponent(id)}`;
