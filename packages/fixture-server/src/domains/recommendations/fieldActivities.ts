import type {
  UpstreamFieldActivityCost,
  UpstreamFieldActivityProduct,
  UpstreamFieldActivityStatus,
  UpstreamFieldActivityType,
} from '@talhao/schema/upstream/recommendations';
import { defineCollection } from '../../store/collection';

/** A field activity (= recommendation) of a farmer (spec 001 §3), as the provider stores it. */
export interface FieldActivityRecord {
  _id: string;
  /** The farmer (a USER). */
  user: string;
  property: string;
  harvest: string | null;
  activityType: UpstreamFieldActivityType;
  name: string;
  description: string;
  /** Milliseconds; 0 = once. */
  recurrence: number;
  tags: string[];
  /** yyyy-MM-dd */
  startDate: string;
  endDate: string;
  status: UpstreamFieldActivityStatus;
  completionDate: string | null;
  areas: string[];
  sectors: string[];
  /** Products applied (absent in older records). */
  products?: UpstreamFieldActivityProduct[];
  costs: UpstreamFieldActivityCost[];
  /** The user who recommended it. */
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export const FIELD_ACTIVITIES = defineCollection<FieldActivityRecord>('fieldActivities');
