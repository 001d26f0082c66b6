import type { FamilyName } from '../families';
import type { Role } from '../roles';
import { DOMAIN_FAMILIES } from './domainFamilies';

/**
 * How a record that another row names by id is read, per kind (issue 13 §8). The specification's
 * provider answers one record per GET (`farmerPropertyApi/property/{id}`, `consultantFarmerProfileApi/{id}`,
 * …); that is the default. Talhão's own contract adds a batch — the kind's search with `{_id: [ids]}` —
 * which the BFF uses only for the families a deployment declares (UPSTREAM_BATCH_BY_ID; the embedded
 * fixture server declares its own).
 */
export interface ByIdLookup {
  /** The family each role reads this kind through: its domain's row of DOMAIN_FAMILIES. */
  family: Partial<Record<Role, FamilyName>>;
  /** The specification's GET of one record, relative to the family. */
  byId(id: string): string;
  /** The POST that answers `{_id: [ids]}` in one page, where the family declares batchById. */
  batch: string;
}

const path = (prefix: string) => (id: string) => `${prefix}/${encodeURIComponent(id)}`;

export const LOOKUPS = {
  farmer: { family: DOMAIN_FAMILIES.farmers, byId: path(''), batch: '/users-registered/filter' },
  property: { family: DOMAIN_FAMILIES.properties, byId: path('/property'), batch: '/filter' },
  sector: { family: DOMAIN_FAMILIES.sectors, byId: path(''), batch: '/filter' },
  offer: { family: DOMAIN_FAMILIES.offers, byId: path(''), batch: '/filter' },
  provided: { family: DOMAIN_FAMILIES.provided, byId: path(''), batch: '/filter' },
} as const satisfies Record<string, ByIdLookup>;

export type LookupKind = keyof typeof LOOKUPS;

/** The family `role` reads `kind` through, or undefined when that role has no such records. */
export function lookupFamily(kind: LookupKind, role: Role): FamilyName | undefined {
  return (LOOKUPS[kind].family as Partial<Record<Role, FamilyName>>)[role];
}
