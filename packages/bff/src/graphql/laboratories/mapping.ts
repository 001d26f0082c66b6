import type { AnalysisType, LabOrderInput, LabOrderStatus } from '@talhao/schema';
import type {
  LabAnalysisBody,
  UpstreamAnalysisType,
  UpstreamLabAnalysis,
  UpstreamLabAnalysisStatus,
  UpstreamLaboratory,
} from '@talhao/schema/upstream/laboratories';
import type { LabOrder, Laboratory } from '../../generated/resolvers';
import { toAddress } from '../account/profile';

/** The only BFF file that speaks the laboratories family's spellings (PLANT-TISSUE, SAMPLE-SENT, …). */

const TYPE_FROM_UPSTREAM: Record<UpstreamAnalysisType, AnalysisType> = {
  'PLANT-TISSUE': 'PLANT_TISSUE',
  CRA: 'CRA',
  SOIL: 'SOIL',
  NEMATODES: 'NEMATODES',
};
const TYPE_TO_UPSTREAM: Record<AnalysisType, UpstreamAnalysisType> = {
  PLANT_TISSUE: 'PLANT-TISSUE',
  CRA: 'CRA',
  SOIL: 'SOIL',
  NEMATODES: 'NEMATODES',
};
const STATUS_FROM_UPSTREAM: Record<UpstreamLabAnalysisStatus, LabOrderStatus> = {
  SCHEDULED: 'SCHEDULED',
  'SAMPLE-SENT': 'SAMPLE_SENT',
  'IN-ANALYSIS': 'IN_ANALYSIS',
  COMPLETED: 'COMPLETED',
  CANCELED: 'CANCELED',
};

export const toUpstreamAnalysisType = (type: AnalysisType): UpstreamAnalysisType => TYPE_TO_UPSTREAM[type];
export const fromUpstreamAnalysisType = (type: UpstreamAnalysisType): AnalysisType => TYPE_FROM_UPSTREAM[type];

/** Only an absolute http(s) address becomes a link on the lab's page; anything else is dropped. */
export function safeSite(site: string | null | undefined): string | null {
  if (!site) return null;
  try {
    const url = new URL(site.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function toLaboratory(lab: UpstreamLaboratory): Laboratory {
  return {
    __typename: 'Laboratory',
    id: lab._id,
    name: lab.name,
    // Labs always carry coordinates (the contract requires them).
    address: toAddress(lab.address)!,
    phone: lab.phone ?? null,
    email: lab.email ?? null,
    site: safeSite(lab.site),
    analyses: lab.analyses.map((offer) => ({
      __typename: 'LabOffer',
      type: fromUpstreamAnalysisType(offer.type),
      name: offer.name,
      price: offer.price,
      turnaroundDays: offer.turnaroundDays ?? null,
    })),
    associated: lab.associated ?? false,
    distanceKm: lab.distanceKm ?? null,
  };
}

export function toLabAnalysis(record: UpstreamLabAnalysis): LabOrder {
  return {
    __typename: 'LabOrder',
    id: record._id,
    date: record.date,
    farmerId: record.farmer._id,
    farmerName: record.farmer.name,
    propertyName: record.property?.name ?? null,
    type: fromUpstreamAnalysisType(record.type),
    laboratoryId: record.laboratory._id,
    laboratoryName: record.laboratory.name,
    status: STATUS_FROM_UPSTREAM[record.status],
    price: record.price ?? null,
  };
}

/** The form's values (validated) as the family's create body. */
export function labAnalysisBody(input: LabOrderInput): LabAnalysisBody {
  return {
    laboratory: input.laboratoryId,
    farmer: input.farmerId,
    ...(input.propertyId ? { property: input.propertyId } : {}),
    analysisType: toUpstreamAnalysisType(input.analysisType),
    date: input.date,
  };
}
