import type { FamilyName, Role } from '@talhao/schema';
import { type Domain, familyFor } from '@talhao/schema/upstream/domainFamilies';
import { type LookupKind, lookupFamily } from '@talhao/schema/upstream/lookups';
import type { RequestContext } from '../../context';
import { appError } from '../../errors';

/** The subject of a field and the family its role reads `domain` through. */
export interface RoleSubject {
  userId: string;
  role: Role;
  family: FamilyName;
}

/**
 * The subject of a field served to several roles (the signed-in user, or the viewed one under a master's
 * viewAs) with the family its role uses for `domain` (DOMAIN_FAMILIES, through familyFor). A role outside
 * `roles` (when given) or without a family for the domain is FORBIDDEN with `refusal`, the asking domain's
 * own pt-BR text — so the role table, not the resolver, decides which REST family a call goes to.
 */
export function roleSubject(
  ctx: RequestContext,
  domain: Domain,
  refusal: string,
  roles?: readonly Role[],
): RoleSubject {
  const subject = ctx.subject();
  const family: FamilyName | undefined = subject ? familyFor(domain, subject.role) : undefined;
  if (!subject || !family || (roles && !roles.includes(subject.role))) {
    throw appError('FORBIDDEN', refusal, { status: 403 });
  }
  return { userId: subject.userId, role: subject.role, family };
}

/** roleSubject and the upstream client of its family. */
export function roleDomainApi(ctx: RequestContext, domain: Domain, refusal: string, roles?: readonly Role[]) {
  const subject = roleSubject(ctx, domain, refusal, roles);
  return { api: ctx.upstream.family(subject.family), subject };
}

/** The family the subject's role reads records of `kind` through, by id (packages/schema LOOKUPS). */
export function roleLookupFamily(ctx: RequestContext, kind: LookupKind, refusal: string): FamilyName {
  const role = ctx.subject()?.role;
  const family = role ? lookupFamily(kind, role) : undefined;
  if (!family) throw appError('FORBIDDEN', refusal, { status: 403 });
  return family;
}
