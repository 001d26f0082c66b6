import type { FeeType, Mode } from '@talhao/schema';
import { defineCollection } from '../../store/collection';

/**
 * A consultancy a consultant or a company offers (spec 001/002 "Consultancy (offered)"). Issue 3 needs
 * only what the statistics read; the consultant and company issues add cultures, regions, content, image.
 * Exactly one owner: `consultant` (an independent CONSULTANT) or `company` (an ENTERPRISE).
 */
export interface ConsultancyRecord {
  _id: string;
  consultant: string | null;
  company: string | null;
  name: string;
  format: Mode;
  /** Parallel to `priceType`, or 'AGREED_PRICE' when the price is agreed per client. */
  price: number[] | 'AGREED_PRICE';
  priceType: FeeType[];
  createdAt: string;
  updatedAt: string;
}

export const CONSULTANCIES = defineCollection<ConsultancyRecord>('consultancies');
