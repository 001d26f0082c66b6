import type { FamilyName } from '../families';
import type { Role } from '../roles';

/**
 * Which REST family each role reads and writes a domain through (rule 2: the BFF chooses the role path
 * server-side). The one table: the BFF picks a family only through `familyFor`, lookups by id included
 * (lookups.ts). Enterprise and enterprise-consultant entries are the specification's (spec 002) for the
 * company slices; a role absent from a domain has no such records (a MASTER reads them through viewAs).
 */
export const DOMAIN_FAMILIES = {
  offers: {
    CONSULTANT: 'consultantConsultancyApi',
    ENTERPRISE: 'enterpriseConsultancyApi',
    ENTERPRISE_CONSULTANT: 'enterpriseConsultancyApi',
  },
  provided: {
    CONSULTANT: 'consultantConsultancyProvidedApi',
    ENTERPRISE: 'enterpriseConsultancyProvidedApi',
    ENTERPRISE_CONSULTANT: 'enterpriseConsultancyProvidedApi',
  },
  farmers: {
    CONSULTANT: 'consultantFarmerProfileApi',
    ENTERPRISE: 'enterpriseFarmerProfileApi',
    ENTERPRISE_CONSULTANT: 'enterpriseFarmerProfileApi',
  },
  properties: {
    CONSULTANT: 'farmerPropertyApi',
    ENTERPRISE: 'farmerPropertyApi',
    ENTERPRISE_CONSULTANT: 'farmerPropertyApi',
  },
  areas: { CONSULTANT: 'farmerAreaApi', ENTERPRISE: 'farmerAreaApi', ENTERPRISE_CONSULTANT: 'farmerAreaApi' },
  sectors: { CONSULTANT: 'farmerSectorApi', ENTERPRISE: 'farmerSectorApi', ENTERPRISE_CONSULTANT: 'farmerSectorApi' },
  trainings: {
    CONSULTANT: 'consultantTrainingApi',
    ENTERPRISE: 'enterpriseCompanyTrainingApi',
    ENTERPRISE_CONSULTANT: 'enterpriseConsultantTrainingApi',
  },
  schedule: {
    CONSULTANT: 'consultantScheduleApi',
    ENTERPRISE: 'enterpriseScheduleApi',
    ENTERPRISE_CONSULTANT: 'enterpriseScheduleApi',
  },
  workSchedule: {
    CONSULTANT: 'consultantWorkScheduleApi',
    ENTERPRISE: 'enterpriseWorkScheduleApi',
    ENTERPRISE_CONSULTANT: 'enterpriseWorkScheduleApi',
  },
  finances: { CONSULTANT: 'consultantFinanceApi', ENTERPRISE: 'enterpriseStatisticApi' },
  monitorings: {
    CONSULTANT: 'consultantMonitoringApi',
    ENTERPRISE: 'enterpriseMonitoringApi',
    ENTERPRISE_CONSULTANT: 'enterpriseMonitoringApi',
  },
  reports: {
    CONSULTANT: 'consultantReportApi',
    ENTERPRISE: 'enterpriseReportApi',
    ENTERPRISE_CONSULTANT: 'enterpriseReportApi',
  },
  recommendations: {
    CONSULTANT: 'farmerFieldActivityApi',
    ENTERPRISE: 'enterpriseFieldActivityApi',
    ENTERPRISE_CONSULTANT: 'enterpriseFieldActivityApi',
  },
} as const satisfies Record<string, Partial<Record<Role, FamilyName>>>;

export type Domain = keyof typeof DOMAIN_FAMILIES;

/** The families of one domain (e.g. the two offers families). */
export type DomainFamily<D extends Domain> = (typeof DOMAIN_FAMILIES)[D][keyof (typeof DOMAIN_FAMILIES)[D]];

/** The family `role` uses for `domain`, or undefined when that role has no such records. */
export function familyFor<D extends Domain>(domain: D, role: Role): DomainFamily<D> | undefined {
  return (DOMAIN_FAMILIES[domain] as Partial<Record<Role, DomainFamily<D>>>)[role];
}
