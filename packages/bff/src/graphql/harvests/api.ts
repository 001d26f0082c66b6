import type { FamilyName } from '@talhao/schema';
import { familyFor } from '@talhao/schema/upstream/domainFamilies';
import type { RequestContext } from '../../context';
import { appError } from '../../errors';
import { NO_FARM_DATA_AREA } from './messages';

/**
 * The family the subject (the signed-in user, or the viewed one under a master's viewAs) reads a farmer-data
 * domain through, from that domain's role table (familyFor); a role without one is FORBIDDEN with the pt-BR text.
 */
export function farmDataApi(ctx: RequestContext, domain: 'harvests' | 'recommendations') {
  const subject = ctx.subject();
  const family: FamilyName | undefined = subject ? familyFor(domain, subject.role) : undefined;
  if (!subject || !family) throw appError('FORBIDDEN', NO_FARM_DATA_AREA, { status: 403 });
  return { api: ctx.upstream.family(family), family, userId: subject.userId };
}

export const farmerPath = (farmerId: string) => `/filter/${encodeURIComponent(farmerId)}`;
