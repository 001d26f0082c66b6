import { addressSchema } from '@talhao/schema';
import { upstreamId } from '@talhao/schema/upstream/account';
import { upstreamPage } from '@talhao/schema/upstream/envelope';
import { z } from 'zod';

/** Offered consultancy as the provider answers it (docs/rest-contract.md "Offered consultancies"). */
export const upstreamOfferSchema = z.object({
  _id: upstreamId,
  name: z.string(),
  format: z.enum(['ONLINE', 'IN-PERSON', 'BOTH']),
  cultures: z.array(z.string()).default([]),
  price: z.union([z.literal('AGREED_PRICE'), z.array(z.number())]),
  priceType: z.union([
    z.literal('AGREED_PRICE'),
    z.array(z.enum(['PER_HECTARE', 'PER_TECHNICAL_HOUR', 'PER_VISIT', 'AGREED_PRICE'])),
  ]),
  regionOffered: z.array(addressSchema.partial({ coords: true })).default([]),
  summary: z.string().nullish(),
  content: z.string().default(''),
  image: z.object({ url: z.string(), originalname: z.string().optional() }).nullish(),
});
export type UpstreamOffer = z.infer<typeof upstreamOfferSchema>;

export const offerPageSchema = upstreamPage(upstreamOfferSchema);

export const clientCountSchema = z.object({ count: z.number().int().nonnegative() });
