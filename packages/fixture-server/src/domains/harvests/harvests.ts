import type { UpstreamCostCategory } from '@talhao/schema/upstream/harvests';
import { defineCollection } from '../../store/collection';

/**
 * A harvest (safra) of one culture on one property (spec 001 §3). Only the estimated costs are stored: the real
 * costs are computed from the harvest's field activities whenever it is read (costs.ts), so they always add up.
 */
export interface HarvestRecord {
  _id: string;
  /** The farmer (a USER). */
  user: string;
  property: string;
  /** The farmer's culture (domains/farmers CULTURES). */
  culture: string;
  /** yyyy-MM-dd */
  startDate: string;
  endDate: string;
  sectors: string[];
  /** BRL per category. */
  estimatedCosts: Record<UpstreamCostCategory, number>;
  createdAt: string;
}

export const HARVESTS = defineCollection<HarvestRecord>('harvests');
