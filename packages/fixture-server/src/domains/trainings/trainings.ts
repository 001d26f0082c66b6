import type { Address } from '@talhao/schema';
import { defineCollection } from '../../store/collection';

export interface TrainingParticipant {
  name: string;
  email: string;
}

/**
 * A training (spec 001/002 "Training"), minimal for issue 3: the consultant and company issues add
 * duration, summary, description, categories and image. Exactly one owner: `consultant` (an independent
 * CONSULTANT) or `company` (an ENTERPRISE, with the company consultants who give it in `consultants`).
 */
export interface TrainingRecord {
  _id: string;
  consultant: string | null;
  company: string | null;
  /** Company trainings: the ENTERPRISE_CONSULTANTs giving it (≥ 1); [] for an independent consultant's. */
  consultants: string[];
  title: string;
  /** ISO date-time of the start. */
  date: string;
  format: 'ONLINE' | 'IN-PERSON';
  /** Where an IN-PERSON training happens; null online. */
  address: Address | null;
  /** BRL per seat. */
  price: number;
  /** BRL received: price × confirmed participants. */
  profit: number;
  availableSpots: number;
  participants: {
    confirmed: TrainingParticipant[];
    pending: TrainingParticipant[];
    canceled: TrainingParticipant[];
  };
  createdAt: string;
  updatedAt: string;
}

export const TRAININGS = defineCollection<TrainingRecord>('trainings');

export const isEnterpriseTraining = (training: TrainingRecord): boolean => training.company !== null;
