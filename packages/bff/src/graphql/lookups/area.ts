import type { FamilyName } from '@talhao/schema';
import { type LookupKind, lookupFamily } from '@talhao/schema/upstream/lookups';
import type { RequestContext } from '../../context';
import { appError } from '../../errors';

/** Shown when the field's subject is not a consultant (a MASTER without viewAs, for instance). */
export const NO_CONSULTANT_AREA = 'Consultorias prestadas e agricultores existem apenas na área de consultores.';

/** The families a consultant's provided consultancies, farmers, their land and offers live in (rule 2: role-pathed). */
export interface ConsultantFamilies {
  provided: FamilyName;
  farmers: FamilyName;
  properties: FamilyName;
  sectors: FamilyName;
  offers: FamilyName;
}

const familyOf = (kind: LookupKind): FamilyName => {
  const family = lookupFamily(kind, 'CONSULTANT');
  if (!family) throw new Error(`LOOKUPS.${kind} has no CONSULTANT family`);
  return family;
};

/** Chosen from packages/schema LOOKUPS, the one table of which family each role reads a kind through. */
const CONSULTANT: ConsultantFamilies = {
  provided: familyOf('provided'),
  farmers: familyOf('farmer'),
  properties: familyOf('property'),
  sectors: familyOf('sector'),
  offers: familyOf('offer'),
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
