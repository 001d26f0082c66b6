import type { FamilyName } from '@talhao/schema';
import type { RequestContext } from '../../context';
import { appError } from '../../errors';

/** Shown when the field's subject is not a consultant (a MASTER without viewAs, for instance). */
export const NO_CONSULTANT_AREA = 'Consultorias prestadas e agricultores existem apenas na área de consultores.';

/** The families a consultant's provided consultancies, farmers and offers live in (rule 2: role-pathed). */
export interface ConsultantFamilies {
  provided: FamilyName;
  farmers: FamilyName;
  offers: 'consultantConsultancyApi';
}

const CONSULTANT: ConsultantFamilies = {
  provided: 'consultantConsultancyProvidedApi',
  farmers: 'consultantFarmerProfileApi',
  offers: 'consultantConsultancyApi',
};

/**
 * The subject's families and id. Only CONSULTANT for now (the enterprise families arrive with their
 * issue); a MASTER reaches a consultant's data through viewAs, where subject() is the consultant.
 */
export function consultantArea(ctx: RequestContext): { families: ConsultantFamilies; userId: string } {
  const subject = ctx.subject();
  if (subject?.role !== 'CONSULTANT') throw appError('FORBIDDEN', NO_CONSULTANT_AREA, { status: 403 });
  return { families: CONSULTANT, userId: subject.userId };
}
