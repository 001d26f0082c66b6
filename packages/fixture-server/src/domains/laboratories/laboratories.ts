import type { Address } from '@talhao/schema';
import type { UpstreamAnalysisType, UpstreamLabAnalysisStatus } from '@talhao/schema/upstream/laboratories';
import { defineCollection } from '../../store/collection';

/**
 * Laboratories and the consultants' lab records (spec 001 §2.11; docs/rest-contract.md "Issue 14 —
 * laboratories"). The old app showed static samples; these are the seeded labs behind the same pages.
 */

export interface LabOfferRecord {
  type: UpstreamAnalysisType;
  name: string;
  /** BRL. */
  price: number;
  turnaroundDays: number | null;
}

export interface LaboratoryRecord {
  _id: string;
  name: string;
  address: Address;
  phone: string | null;
  email: string | null;
  /** Absolute http(s) URL. */
  site: string | null;
  analyses: LabOfferRecord[];
  /** Consultants (CONSULTANT or ENTERPRISE_CONSULTANT ids) the lab is associated with. */
  associatedWith: string[];
  createdAt: string;
}

/** One analysis a consultant scheduled at a lab for one of their farmers ('minhas análises'). */
export interface LabAnalysisRecord {
  _id: string;
  /** The consultant who scheduled it (its only reader). */
  owner: string;
  laboratory: string;
  farmer: string;
  property: string | null;
  type: UpstreamAnalysisType;
  /** yyyy-MM-dd */
  date: string;
  status: UpstreamLabAnalysisStatus;
  /** BRL, the lab's price when scheduled. */
  price: number | null;
  createdAt: string;
}

export const LABORATORIES = defineCollection<LaboratoryRecord>('laboratories');
export const LAB_ANALYSES = defineCollection<LabAnalysisRecord>('labAnalyses');
