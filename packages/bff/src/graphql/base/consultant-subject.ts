import type { FamilyName } from '@talhao/schema';
import { type Domain, familyFor } from '@talhao/schema/upstream/domainFamilies';
import { type LookupKind, lookupFamily } from '@talhao/schema/upstream/lookups';
import type { RequestContext } from '../../context';
import { appError } from '../../errors';

/**
 * The subject of a field only a consultant's area serves: the signed-in consultant, or the viewed one
 * under a master's viewAs. Anyone else (a MASTER without viewAs, a company) is FORBIDDEN with `refusal`,
 * the asking domain's own text. The enterprise families arrive with their issue.
 */
export function consultantSubject(ctx: RequestContext, refusal: string): { userId: string; role: 'CONSULTANT' } {
  const subject = ctx.subject();
  if (subject?.role !== 'CONSULTANT') throw appError('FORBIDDEN', refusal, { status: 403 });
  return { userId: subject.userId, role: 'CONSULTANT' };
}

/** The consultant's family of `domain` (packages/schema DOMAIN_FAMILIES, through familyFor) for the subject. */
export function consultantDomainApi(ctx: RequestContext, domain: Domain, refusal: string) {
  const subject = consultantSubject(ctx, refusal);
  const family: FamilyName | undefined = familyFor(domain, 'CONSULTANT');
  if (!family) throw appError('FORBIDDEN', refusal, { status: 403 });
  return { api: ctx.upstream.family(family), subject };
}

/** The consultant's family of `domain` (DOMAIN_FAMILIES), for calls that are not lookups by id. */
export function consultantDomainFamily(domain: Domain): FamilyName {
  const family = familyFor(domain, 'CONSULTANT');
  if (!family) throw new Error(`DOMAIN_FAMILIES.${domain} has no CONSULTANT family`);
  return family;
}

/** The family a consultant reads records of `kind` through, by id (packages/schema LOOKUPS). */
export function consultantLookupFamily(kind: LookupKind): FamilyName {
  const family = lookupFamily(kind, 'CONSULTANT');
  if (!family) throw new Error(`LOOKUPS.${kind} has no CONSULTANT family`);
  return family;
}
