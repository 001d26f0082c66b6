import type { FamilyName } from '@talhao/schema';
import { familyFor } from '@talhao/schema/upstream/domainFamilies';
import type { RequestContext } from '../../context';
import { appError } from '../../errors';
import { NO_FARMER_AREA } from './messages';

/** The roles with farmers of their own (the farmers domain's FARMER_FAMILIES rows). */
export type FarmerReaderRole = 'CONSULTANT' | 'ENTERPRISE' | 'ENTERPRISE_CONSULTANT';

export interface FarmerSubject {
  userId: string;
  role: FarmerReaderRole;
  /** The farmer family of the role (consultantFarmerProfileApi, enterpriseFarmerProfileApi). */
  family: FamilyName;
}

/**
 * The subject of a farmer field: the signed-in consultant, company or company consultant, or the viewed one
 * under a master's viewAs. Its farmer family comes from DOMAIN_FAMILIES through familyFor (rule 2); any other
 * role is FORBIDDEN with this domain's text.
 */
export function farmerSubject(ctx: RequestContext): FarmerSubject {
  const subject = ctx.subject();
  const family = subject ? familyFor('farmers', subject.role) : undefined;
  if (!subject || !family) throw appError('FORBIDDEN', NO_FARMER_AREA, { status: 403 });
  return { userId: subject.userId, role: subject.role as FarmerReaderRole, family };
}

/** The subject's farmer family, bound to this request's upstream. */
export function farmerApi(ctx: RequestContext) {
  const subject = farmerSubject(ctx);
  return { api: ctx.upstream.family(subject.family), subject };
}

export const farmerPath = (id: string) => `/${encodeURIComponent(id)}`;
