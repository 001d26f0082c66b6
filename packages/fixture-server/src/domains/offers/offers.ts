import type { Address, FeeType } from '@talhao/schema';
import type { UpstreamOfferFormat as Mode, upstreamOfferSchema } from '@talhao/schema/upstream/offers';
import type { z } from 'zod';
import { defineCollection } from '../../store/collection';

/**
 * A consultancy a consultant or a company offers (spec 001/002 "Consultancy (offered)"). Issue 3 needs
 * only what the statistics read; the consultant and company issues add cultures, regions, content, image.
 * Exactly one owner: `consultant` (an independent CONSULTANT) or `company` (an ENTERPRISE).
 */
export interface OfferRecord {
  _id: string;
  consultant: string | null;
  company: string | null;
  name: string;
  format: Mode;
  /** Parallel to `priceType`, or 'AGREED_PRICE' when the price is agreed per client. */
  price: number[] | 'AGREED_PRICE';
  priceType: FeeType[];
  cultures: string[];
  /** Places served; empty for ONLINE offers. */
  regionOffered: Address[];
  summary: string | null;
  /** Rich HTML (sanitized by the BFF on the way out). */
  content: string;
  image: { url: string; originalname: string } | null;
  createdAt: string;
  updatedAt: string;
}

export const OFFERS = defineCollection<OfferRecord>('consultancies');

/** The offer as the provider answers it (docs/rest-contract.md "Offered consultancies"). */
export function toOfferPayload(record: OfferRecord): z.input<typeof upstreamOfferSchema> {
  return {
    _id: record._id,
    name: record.name,
    format: record.format,
    cultures: record.cultures,
    price: record.price,
    priceType: record.priceType,
    regionOffered: record.regionOffered,
    ...(record.summary ? { summary: record.summary } : {}),
    content: record.content,
    ...(record.image ? { image: record.image } : {}),
    createdAt: record.createdAt,
  };
}

/** Newest first; ids break ties so pages never overlap. */
export const newestOfferFirst = (a: OfferRecord, b: OfferRecord): number =>
  b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);
