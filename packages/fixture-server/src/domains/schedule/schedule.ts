import type { UpstreamWorkStatus as WorkStatus } from '@talhao/schema/upstream/provided';
import type { SETUP_DAYS } from '@talhao/schema/upstream/schedule';
import { defineCollection } from '../../store/collection';

/** A consultant's weekly work schedule (spec 001 §3 "Work schedule setup"); at most one per consultant. */
export interface ScheduleSetupRecord {
  _id: string;
  consultant: string;
  dayOfWeek: (typeof SETUP_DAYS)[number][];
  /** HH:mm */
  startTime: string;
  /** HH:mm */
  endTime: string;
  updatedAt: string;
}

/** A scheduled work activity (spec 001 §3 "Work activity") of a provided consultancy. */
export interface WorkRecord {
  _id: string;
  consultant: string;
  /** The farmer (a USER). */
  user: string;
  consultancyProvided: string;
  title: string;
  /** yyyy-MM-dd */
  day: string;
  /** HH:mm */
  startWork: string;
  /** HH:mm */
  endWork: string;
  status: WorkStatus;
  format: 'ONLINE' | 'IN-PERSON';
  price: number | null;
  /** Set when COMPLETED: what the consultant earned for it. */
  priceCalculated: number | null;
  sectors: string[];
  createdAt: string;
  updatedAt: string;
}

export const SCHEDULE_SETUPS = defineCollection<ScheduleSetupRecord>('scheduleSetups');
export const WORKS = defineCollection<WorkRecord>('works');
