import type { WorkStatus } from '../../generated/resolvers';

/**
 * What resolvers pass on for a ProvidedConsultancy (codegen `mappers`): the ids of its offer, farmer
 * and property stay ids until a field asks for the object, which then loads through the request's
 * by-id loaders (offers/nested.ts, farmers/nested.ts) — one upstream call per resource kind.
 */
export interface ProvidedConsultancyModel {
  id: string;
  /** Who delivers it, as the payload carries it (no extra call). */
  consultant: { id: string; name: string; pictureUrl: string | null } | null;
  offerId: string;
  farmerId: string;
  propertyId: string | null;
  fixedPrice: number;
  status: WorkStatus;
  startDate: string;
  endDate: string | null;
  createdAt: string;
}
