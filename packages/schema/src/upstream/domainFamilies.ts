import type { FamilyName } from '../families';
import type { Role } from '../roles';
import { ANALYSES_FAMILIES } from './analyses';
import { CONSULTANTS_FAMILIES } from './consultants';
import type { RoleFamilies } from './contract';
import { AREA_FAMILIES, FARMER_FAMILIES, PROPERTY_FAMILIES, SECTOR_FAMILIES } from './farmers';
import { FINANCES_FAMILIES } from './finances';
import { HARVESTS_FAMILIES } from './harvests';
import { INVENTORY_FAMILIES } from './inventory';
import { LABORATORIES_FAMILIES } from './laboratories';
import { CULTURE_FAMILIES } from './land';
import { MONITORINGS_FAMILIES } from './monitorings';
import { OFFERS_FAMILIES } from './offers';
import { PROVIDED_FAMILIES } from './provided';
import { RECOMMENDATIONS_FAMILIES } from './recommendations';
import { REPORT_PDF_FAMILIES } from './reportPdf';
import { REPORTS_FAMILIES } from './reports';
import { SCHEDULE_FAMILIES, WORK_SCHEDULE_FAMILIES } from './schedule';
import { TRAININGS_FAMILIES } from './trainings';

/**
 * Which REST family each role reads and writes a domain through (rule 2: the BFF chooses the role path
 * server-side). Each domain's contract module (`upstream/<domain>.ts`) owns its rows; this is their
 * assembly, and the BFF picks a family only through `familyFor`, lookups by id included (lookups.ts).
 * Enterprise and enterprise-consultant entries are the specification's (spec 002) for the company slices;
 * a role absent from a domain has no such records (a MASTER reads them through viewAs).
 */
export const DOMAIN_FAMILIES = {
  offers: OFFERS_FAMILIES,
  provided: PROVIDED_FAMILIES,
  farmers: FARMER_FAMILIES,
  properties: PROPERTY_FAMILIES,
  areas: AREA_FAMILIES,
  sectors: SECTOR_FAMILIES,
  cultures: CULTURE_FAMILIES,
  trainings: TRAININGS_FAMILIES,
  schedule: SCHEDULE_FAMILIES,
  workSchedule: WORK_SCHEDULE_FAMILIES,
  finances: FINANCES_FAMILIES,
  inventory: INVENTORY_FAMILIES,
  harvests: HARVESTS_FAMILIES,
  recommendations: RECOMMENDATIONS_FAMILIES,
  analyses: ANALYSES_FAMILIES,
  laboratories: LABORATORIES_FAMILIES,
  monitorings: MONITORINGS_FAMILIES,
  reports: REPORTS_FAMILIES,
  reportPdf: REPORT_PDF_FAMILIES,
  consultants: CONSULTANTS_FAMILIES,
} as const satisfies Record<string, RoleFamilies>;

export type Domain = keyof typeof DOMAIN_FAMILIES;

/** The families of one domain (e.g. the two offers families). */
export type DomainFamily<D extends Domain> = (typeof DOMAIN_FAMILIES)[D][keyof (typeof DOMAIN_FAMILIES)[D]];

/** The family `role` uses for `domain`, or undefined when that role has no such records. */
export function familyFor<D extends Domain>(domain: D, role: Role): DomainFamily<D> | undefined {
  return (DOMAIN_FAMILIES[domain] as Partial<Record<Role, DomainFamily<D>>>)[role];
}

/**
 * The family `role` uses for `domain`, for callers that admit only roles which have one (an upload target's
 * roles, say): a role without records is a programming error, not a user's.
 */
export function requireFamily<D extends Domain>(domain: D, role: Role): DomainFamily<D> & FamilyName {
  const family = familyFor(domain, role);
  if (!family) throw new Error(`DOMAIN_FAMILIES.${domain} has no family for ${role}`);
  return family as DomainFamily<D> & FamilyName;
}
