import type { Address } from '@talhao/schema';
import type { upstreamParticipantSchema, upstreamTrainingSchema } from '@talhao/schema/upstream/trainings';
import type { z } from 'zod';
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
  /** 'HH:mm' (issue 4). */
  duration: string;
  /** Up to 210 characters (issue 4). */
  summary: string;
  /** HTML from the rich editor (issue 4). */
  description: string;
  /** HTML from the rich editor (issue 4). */
  specificInformation: string;
  categories: string[];
  image: { url: string } | null;
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

export type ParticipantState = keyof TrainingRecord['participants'];
export const PARTICIPANT_STATES: readonly ParticipantState[] = ['confirmed', 'pending', 'canceled'];

export type TrainingPayload = z.input<typeof upstreamTrainingSchema>;

/** The provider's training payload (docs/rest-contract.md): participants travel only as counts. */
export function toTrainingPayload(training: TrainingRecord): TrainingPayload {
  return {
    _id: training._id,
    title: training.title,
    date: training.date,
    duration: training.duration,
    ...(training.address ? { address: training.address } : {}),
    categories: training.categories,
    price: training.price,
    profit: training.profit,
    format: training.format,
    summary: training.summary,
    description: training.description,
    specificInformation: training.specificInformation,
    availableSpots: training.availableSpots,
    totalSubscribers: { confirmed: training.participants.confirmed.length },
    ...(training.image ? { image: training.image } : {}),
    participants: {
      confirmed: training.participants.confirmed.length,
      pending: training.participants.pending.length,
      canceled: training.participants.canceled.length,
    },
    ...(training.consultant ? { consultant: training.consultant } : {}),
    ...(training.company ? { company: training.company, consultants: training.consultants } : {}),
    createdAt: training.createdAt,
  };
}

/** A participant as `participants/{id}` lists it. */
export const toParticipantPayload = (participant: TrainingParticipant): z.input<typeof upstreamParticipantSchema> => ({
  name: participant.name,
  email: participant.email,
});
