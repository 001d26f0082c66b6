import { type FeeType, offeredConsultancySchema } from '@talhao/schema';
import type { UpstreamOfferFormat as Mode } from '@talhao/schema/upstream/offers';
import { z } from 'zod';
import { parseOr400 } from '../../http/errors';
import type { OfferRecord } from './offers';

/** The provider's offer body, loosely typed: the shared form schema does the checking. */
const offerBody = z.object({
  name: z.unknown(),
  format: z.unknown(),
  cultures: z.unknown(),
  price: z.union([z.literal('AGREED_PRICE'), z.array(z.unknown())], { error: 'Insira o valor' }),
  priceType: z.union([z.literal('AGREED_PRICE'), z.array(z.unknown())]).optional(),
  regionOffered: z.array(z.unknown()).optional(),
  summary: z.unknown().optional(),
  content: z.unknown(),
});

export type OfferInput = Pick<
  OfferRecord,
  'name' | 'format' | 'cultures' | 'price' | 'priceType' | 'regionOffered' | 'summary' | 'content'
>;

const FORMAT_TO_FORM: Record<string, string> = { ONLINE: 'ONLINE', 'IN-PERSON': 'IN_PERSON', BOTH: 'BOTH' };
const FORMAT_TO_PROVIDER: Record<string, Mode> = { ONLINE: 'ONLINE', IN_PERSON: 'IN-PERSON', BOTH: 'BOTH' };

/**
 * A create or full-update body checked with the web form's schema (offeredConsultancySchema): the
 * provider's parallel price/priceType lists become form lines, and 'AGREED_PRICE' the agreed switch.
 */
export function parseOfferInput(body: unknown): OfferInput {
  const raw = parseOr400(offerBody, body ?? {});
  const agreedPrice = raw.price === 'AGREED_PRICE';
  const types = Array.isArray(raw.priceType) ? raw.priceType : [];
  const prices = Array.isArray(raw.price) ? raw.price.map((amount, index) => ({ amount, feeType: types[index] })) : [];
  const values = parseOr400(
    offeredConsultancySchema,
    {
      name: raw.name,
      format: typeof raw.format === 'string' ? (FORMAT_TO_FORM[raw.format] ?? raw.format) : raw.format,
      cultures: raw.cultures,
      agreedPrice,
      prices,
      regions: raw.regionOffered ?? [],
      summary: raw.summary,
      content: raw.content,
    },
    { regions: 'regionOffered', prices: 'price' },
  );
  return {
    name: values.name,
    format: FORMAT_TO_PROVIDER[values.format]!,
    cultures: values.cultures,
    price: values.agreedPrice ? 'AGREED_PRICE' : values.prices.map((line) => line.amount),
    priceType: values.agreedPrice ? ['AGREED_PRICE'] : values.prices.map((line) => line.feeType as FeeType),
    regionOffered: values.regions,
    summary: values.summary ?? null,
    content: values.content,
  };
}
