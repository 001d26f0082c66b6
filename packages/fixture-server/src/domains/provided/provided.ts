import type { UpstreamWorkStatus as WorkStatus } from '@talhao/schema/upstream/provided';
import { defineCollection } from '../../store/collection';

/**
 * A consultancy provided to a farmer (spec 001 §3 / 002 §3 "ConsultancyProvided").
 * `consultant` is whoever does the work: an independent CONSULTANT (then `company` is null) or an
 * ENTERPRISE_CONSULTANT working for `company`. The amount is `fixedPrice` (spec 001; spec 002 calls it
 * totalPrice — one field here).
 */
export interface ProvidedConsultancyRecord {
  _id: string;
  consultancy: string;
  consultant: string;
  company: string | null;
  /** The farmer (a USER). */
  user: string;
  /** The farmer's property; null until the properties domain exists (and for engagements without one). */
  property: string | null;
  /** BRL. */
  fixedPrice: number;
  status: WorkStatus;
  /** yyyy-MM-dd */
  startDate: string;
  /** yyyy-MM-dd; null is shown as 'Não especificado'. */
  endDate: string | null;
  createdAt: string;
  updatedAt: string;
}

export const PROVIDED_CONSULTANCIES = defineCollection<ProvidedConsultancyRecord>('consultanciesProvided');

/** Provided by a company's consultant rather than by an independent consultant. */
export const isEnterpriseProvided = (record: ProvidedConsultancyRecord): boolean => record.company !== null;
