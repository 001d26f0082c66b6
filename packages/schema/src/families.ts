import type { Role } from './roles';

/**
 * Every REST family named by the specification, mapped to its path prefix on the provider API.
 * The default prefix is the family's own name; deployers override single entries with
 * FAMILY_TABLE (a JSON object) so the BFF and the fixture server can match the real provider.
 */
export const FAMILY_NAMES = [
  // auth and profile, one per role
  'masterAuthApi',
  'adminAuthApi',
  'enterpriseAuthApi',
  'consultantAuthApi',
  'farmerAuthApi',
  'masterProfileApi',
  'adminProfileApi',
  'enterpriseProfileApi',
  'enterpriseConsultantProfileApi',
  'consultantProfileApi',
  'farmerProfileApi',
  // master back-office
  'masterSoftwareManagerApi',
  'masterStoreHouseUsersApi',
  'masterUserAccessControllApi',
  'masterAdvertsApi',
  'masterNotificationApi',
  // consultant
  'consultantConsultancyApi',
  'consultantConsultancyProvidedApi',
  'consultantFarmerProfileApi',
  'consultantFinanceApi',
  // Laboratories: Talhão's own family (spec 001 §7 shows no calls; docs/rest-contract.md issue 14).
  'consultantLaboratoryApi',
  'consultantMonitoringApi',
  'consultantReportApi',
  'consultantScheduleApi',
  'consultantTrainingApi',
  'consultantWorkScheduleApi',
  // enterprise and enterprise consultant
  'enterpriseConsultancyApi',
  'enterpriseConsultancyProvidedApi',
  'enterpriseFarmerProfileApi',
  'enterpriseFieldActivityApi',
  'enterpriseMonitoringApi',
  'enterpriseReportApi',
  'enterpriseScheduleApi',
  'enterpriseStatisticApi',
  'enterpriseWorkScheduleApi',
  'enterpriseCompanyTrainingApi',
  'enterpriseConsultantTrainingApi',
  // farmer data, shared by consultants and companies
  'farmerAreaApi',
  'farmerCultureApi',
  'farmerFieldActivityApi',
  'farmerHarvestApi',
  'farmerLabDocsApi',
  'farmerProductsInventoryApi',
  'farmerPropertyApi',
  'farmerSectorApi',
  // shared services
  'commonPdfGeneratorApi',
] as const;

export type FamilyName = (typeof FAMILY_NAMES)[number];
export type FamilyTable = Record<FamilyName, string>;

export const defaultFamilyTable: FamilyTable = Object.fromEntries(
  FAMILY_NAMES.map((name) => [name, `/${name}`]),
) as FamilyTable;

/** Merge deployer overrides (e.g. from FAMILY_TABLE) into the default table; unknown names are an error. */
export function resolveFamilyTable(overrides: Partial<Record<string, string>> = {}): FamilyTable {
  const table: FamilyTable = { ...defaultFamilyTable };
  for (const [name, prefix] of Object.entries(overrides)) {
    if (!(FAMILY_NAMES as readonly string[]).includes(name)) {
      throw new Error(`FAMILY_TABLE: família desconhecida "${name}"`);
    }
    if (typeof prefix !== 'string' || !prefix.startsWith('/')) {
      throw new Error(`FAMILY_TABLE: o prefixo de "${name}" deve começar com "/"`);
    }
    table[name as FamilyName] = prefix.replace(/\/+$/, '');
  }
  return table;
}

/** The account domain's table and paths live in its contract module; re-exported here for existing imports. */
export { AUTH_FAMILY, AUTH_PATHS, PROFILE_FAMILY, PROFILE_PATHS } from './upstream/account';

/**
 * Which roles' JWTs a family accepts. The fixture server enforces it; the BFF never calls a
 * family with a session whose role is not listed.
 */
export const FAMILY_ROLES: Record<FamilyName, readonly Role[] | 'public'> = {
  masterAuthApi: ['MASTER'],
  adminAuthApi: ['ADMIN'],
  enterpriseAuthApi: ['ENTERPRISE', 'ENTERPRISE_CONSULTANT'],
  consultantAuthApi: ['CONSULTANT'],
  farmerAuthApi: ['USER'],
  // The old app removed an enterprise consultant's photo through masterProfileApi (spec 001 §7, a quirk);
  // Talhão uses the consultant's own enterpriseConsultantProfileApi/picture-remove instead.
  masterProfileApi: ['MASTER'],
  adminProfileApi: ['ADMIN'],
  enterpriseProfileApi: ['ENTERPRISE', 'MASTER'],
  enterpriseConsultantProfileApi: ['ENTERPRISE_CONSULTANT', 'ENTERPRISE'],
  consultantProfileApi: ['CONSULTANT', 'MASTER'],
  farmerProfileApi: ['USER', 'MASTER'],
  masterSoftwareManagerApi: ['MASTER'],
  masterStoreHouseUsersApi: ['MASTER'],
  masterUserAccessControllApi: ['MASTER'],
  masterAdvertsApi: ['MASTER'],
  masterNotificationApi: ['MASTER'],
  consultantConsultancyApi: ['CONSULTANT'],
  consultantConsultancyProvidedApi: ['CONSULTANT'],
  consultantFarmerProfileApi: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT'],
  consultantFinanceApi: ['CONSULTANT'],
  consultantLaboratoryApi: ['CONSULTANT', 'ENTERPRISE_CONSULTANT'],
  consultantMonitoringApi: ['CONSULTANT'],
  consultantReportApi: ['CONSULTANT'],
  consultantScheduleApi: ['CONSULTANT'],
  consultantTrainingApi: ['CONSULTANT'],
  consultantWorkScheduleApi: ['CONSULTANT'],
  enterpriseConsultancyApi: ['ENTERPRISE', 'ENTERPRISE_CONSULTANT'],
  enterpriseConsultancyProvidedApi: ['ENTERPRISE', 'ENTERPRISE_CONSULTANT'],
  enterpriseFarmerProfileApi: ['ENTERPRISE', 'ENTERPRISE_CONSULTANT'],
  enterpriseFieldActivityApi: ['ENTERPRISE', 'ENTERPRISE_CONSULTANT'],
  enterpriseMonitoringApi: ['ENTERPRISE', 'ENTERPRISE_CONSULTANT'],
  enterpriseReportApi: ['ENTERPRISE', 'ENTERPRISE_CONSULTANT'],
  enterpriseScheduleApi: ['ENTERPRISE', 'ENTERPRISE_CONSULTANT'],
  enterpriseStatisticApi: ['ENTERPRISE'],
  enterpriseWorkScheduleApi: ['ENTERPRISE', 'ENTERPRISE_CONSULTANT'],
  enterpriseCompanyTrainingApi: ['ENTERPRISE'],
  enterpriseConsultantTrainingApi: ['ENTERPRISE_CONSULTANT'],
  farmerAreaApi: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'USER'],
  farmerCultureApi: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'USER'],
  farmerFieldActivityApi: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'USER'],
  farmerHarvestApi: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'USER'],
  farmerLabDocsApi: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'USER'],
  farmerProductsInventoryApi: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'USER'],
  farmerPropertyApi: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'USER'],
  farmerSectorApi: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'USER'],
  commonPdfGeneratorApi: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT'],
};

/**
 * A MASTER token plus this header reads another user's data as that user (viewAs, read-only):
 * the provider honours it for GETs and `POST …/filter` searches and refuses other writes.
 */
export const ON_BEHALF_OF_HEADER = 'x-on-behalf-of';

/** Families whose every POST is a computation over the caller's data (finance aggregates), never a write. */
const READ_ONLY_POST_FAMILIES: ReadonlySet<FamilyName> = new Set<FamilyName>([
  'consultantFinanceApi',
  'enterpriseStatisticApi',
]);

/**
 * Calls that only read, which the provider honours under X-On-Behalf-Of: GET and HEAD, and the POST
 * lookups of the specification — searches (a `/filter` segment), client counts (`/get-clients/`),
 * the calendar ranges (`/schedule-work`, `/company-schedule-work`), the company's request list (`POST
 * enterpriseConsultancyProvidedApi/requests`, spec 002 §7; its answer `/requests/:id` stays a write) and the
 * finance aggregates.
 */
export function isReadOnlyCall(method: string, path: string, family?: FamilyName): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  if (method !== 'POST') return false;
  if (family && READ_ONLY_POST_FAMILIES.has(family)) return true;
  const pathOnly = path.split('?')[0] ?? '';
  return (
    /\/filter(\/|$)/.test(pathOnly) ||
    pathOnly.includes('/get-clients/') ||
    /\/(company-)?schedule-work$/.test(pathOnly) ||
    ((family === undefined || family === 'enterpriseConsultancyProvidedApi') &&
      /(^|\/enterpriseConsultancyProvidedApi)\/requests$/.test(pathOnly))
  );
}

/**
 * The family a provider path belongs to (the longest matching prefix of the family table) and the sub-path
 * within it; `family: ''` and the whole path when no prefix matches. The BFF's recorder and the fixture
 * server's replay both read cassettes' calls this way.
 */
export function splitFamilyPath(families: FamilyTable, path: string): { family: string; path: string } {
  let best: { family: string; prefix: string } | undefined;
  for (const family of FAMILY_NAMES) {
    const prefix = families[family];
    if ((path === prefix || path.startsWith(`${prefix}/`)) && prefix.length > (best?.prefix.length ?? -1)) {
      best = { family, prefix };
    }
  }
  return best ? { family: best.family, path: path.slice(best.prefix.length) } : { family: '', path };
}
