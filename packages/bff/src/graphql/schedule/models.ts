import type { WorkFormat, WorkStatus } from '../../generated/resolvers';

/**
 * What resolvers pass on for a Work (codegen `mappers`): its farmer, provided consultancy and sectors
 * stay ids until a field asks for them, which then load through the request's by-id loaders
 * (farmers/nested.ts, provided/nested.ts) — one upstream call per resource kind.
 */
export interface WorkModel {
  id: string;
  title: string;
  day: string;
  startWork: string;
  endWork: string;
  status: WorkStatus;
  format: WorkFormat;
  price: number | null;
  priceCalculated: number | null;
  farmerId: string;
  providedConsultancyId: string;
  sectorIds: string[];
  cancellable: boolean;
  /** The company's views only (companyWorks, companyDashboard). */
  consultant: { id: string; name: string } | null;
}
