import { familyFor } from '@talhao/schema/upstream/domainFamilies';
import type { RequestContext } from '../../context';
import { appError } from '../../errors';
import { NO_LABORATORY_AREA } from './messages';

/**
 * The laboratories family of the area owner (DOMAIN_FAMILIES.laboratories through familyFor): the signed-in
 * consultant or company consultant, or the viewed one under a master's viewAs. Anyone else is FORBIDDEN.
 */
export function laboratoriesApi(ctx: RequestContext) {
  const subject = ctx.subject();
  const family = subject ? familyFor('laboratories', subject.role) : undefined;
  if (!subject || !family) throw appError('FORBIDDEN', NO_LABORATORY_AREA, { status: 403 });
  return { api: ctx.upstream.family(family), subject };
}

export const idPath = (id: string) => `/${encodeURIComponent(id)}`;
