import type { Role } from '@talhao/schema';
import type { Store } from '../../store/store';
import { USERS, type UserRecord } from '../account/users';
import { PROVIDED_CONSULTANCIES, type ProvidedConsultancyRecord } from '../provided/provided';

/**
 * The roles that write farm data (spec 001 §6, 002 §2): consultants and company consultants (and the farmer, on
 * the farmer* families, where the creator rule still answers). A company reads its consultants' farmers and their
 * land read-only: every farm write it sends answers 403 (route `roles`), before any record is looked at.
 */
export const FARM_WRITERS: readonly Role[] = ['CONSULTANT', 'ENTERPRISE_CONSULTANT', 'USER'];

/**
 * The farmers a caller may read (docs/rest-contract.md issue 4). A CONSULTANT sees the farmers they
 * registered (`createdBy`) or serve (any provided consultancy, requests and refusals included). A USER
 * sees only themself. For companies the specification shows no rule, so a simple one: an ENTERPRISE
 * sees the farmers it or one of its consultants (deleted ones included: their work stays the company's) registered,
 * or that have a provided consultancy of the company (issue 16: a company owns its consultants' records); an
 * ENTERPRISE_CONSULTANT the farmers they registered or with a provided consultancy of their company.
 * Other roles see none.
 */
export function visibleFarmerIds(store: Store, caller: UserRecord): Set<string> {
  const farmers = store.collection(USERS).filter((u) => u.role === 'USER' && u.deletedAt === null);
  if (caller.role === 'USER') return new Set(farmers.filter((f) => f._id === caller._id).map((f) => f._id));
  const serves = servesPredicate(caller);
  if (!serves) return new Set();
  const served = new Set(
    store
      .collection(PROVIDED_CONSULTANCIES)
      .filter(serves)
      .map((p) => p.user),
  );
  const registrars = new Set([caller._id]);
  if (caller.role === 'ENTERPRISE') {
    for (const user of store.collection(USERS).filter((u) => u.companyId === caller._id)) registrars.add(user._id);
  }
  return new Set(
    farmers.filter((f) => (f.createdBy !== null && registrars.has(f.createdBy)) || served.has(f._id)).map((f) => f._id),
  );
}

/** Which provided consultancies make their farmer visible to the caller; null for roles that serve nobody. */
function servesPredicate(caller: UserRecord): ((record: ProvidedConsultancyRecord) => boolean) | null {
  switch (caller.role) {
    case 'CONSULTANT':
      return (record) => record.consultant === caller._id;
    case 'ENTERPRISE':
      return (record) => record.company === caller._id;
    case 'ENTERPRISE_CONSULTANT': {
      const company = caller.companyId;
      return (record) => record.consultant === caller._id || (company !== null && record.company === company);
    }
    default:
      return null;
  }
}
