import { z } from 'zod';
import { upstreamId } from './account';
import { defineRoutes, type RoleFamilies, type RouteContract } from './contract';
import {
  batchIdsSchema,
  createdSchema,
  emptyBodySchema,
  messageSchema,
  pageQuerySchema,
  upstreamPage,
} from './envelope';
import { looseAddressSchema } from './scalars';

/**
 * Offers: the consultancies a consultant or a company offers (docs/rest-contract.md "Offered consultancies").
 * The provider's payloads, which family each role goes through, and every call of those families.
 */

/** CONSULTANT its own; ENTERPRISE writes its company's; ENTERPRISE_CONSULTANT reads its company's. */
export const OFFERS_FAMILIES = {
  CONSULTANT: 'consultantConsultancyApi',
  ENTERPRISE: 'enterpriseConsultancyApi',
  ENTERPRISE_CONSULTANT: 'enterpriseConsultancyApi',
} as const satisfies RoleFamilies;

export type OfferFamily = (typeof OFFERS_FAMILIES)[keyof typeof OFFERS_FAMILIES];

/** `get-clients/{id}` is a POST for a consultant and a GET for a company (spec 001 §7, spec 002). */
export const OFFER_CLIENTS_METHOD = {
  consultantConsultancyApi: 'POST',
  enterpriseConsultancyApi: 'GET',
} as const satisfies Record<OfferFamily, 'GET' | 'POST'>;

/** The provider's spellings (GraphQL says IN_PERSON; graphql/base/provider-enums.ts converts). */
/** An offer's modality as the provider spells it (GraphQL says IN_PERSON). */
export const MODE_VALUES = ['ONLINE', 'IN-PERSON', 'BOTH'] as const;
export type UpstreamOfferFormat = (typeof MODE_VALUES)[number];
const FEE_TYPE_VALUES = ['PER_HECTARE', 'PER_TECHNICAL_HOUR', 'PER_VISIT', 'AGREED_PRICE'] as const;

export const upstreamOfferSchema = z.object({
  _id: upstreamId,
  name: z.string(),
  format: z.enum(MODE_VALUES),
  cultures: z.array(z.string()).default([]),
  price: z.union([z.literal('AGREED_PRICE'), z.array(z.number())]),
  priceType: z.union([z.literal('AGREED_PRICE'), z.array(z.enum(FEE_TYPE_VALUES))]),
  regionOffered: z.array(looseAddressSchema).default([]),
  summary: z.string().nullish(),
  content: z.string().default(''),
  image: z.object({ url: z.string(), originalname: z.string().optional() }).nullish(),
  createdAt: z.string().optional(),
});
export type UpstreamOffer = z.infer<typeof upstreamOfferSchema>;

export const offerPageSchema = upstreamPage(upstreamOfferSchema);

/** Distinct farmers with a provided consultancy of the offer. */
export const clientCountSchema = z.object({ count: z.number().int().nonnegative() });

/**
 * A create or full-update body: parallel `price` / `priceType` lists, or 'AGREED_PRICE'. The provider checks
 * it with the web form's rules (offeredConsultancySchema, packages/schema/src/forms/consultancy.ts).
 */
export const offerBodySchema = z.object({
  name: z.string(),
  format: z.enum(MODE_VALUES),
  cultures: z.array(z.string()),
  price: z.union([z.literal('AGREED_PRICE'), z.array(z.number())]),
  priceType: z.union([z.literal('AGREED_PRICE'), z.array(z.enum(FEE_TYPE_VALUES))]).optional(),
  regionOffered: z.array(looseAddressSchema).optional(),
  summary: z.string().nullish(),
  content: z.string(),
});

/** `{}`, `{name}` (accent-insensitive contains) or `{_id: ids}` (one unpaged page of those offers). */
export const offerFilterSchema = z.object({ name: z.string().nullish(), _id: batchIdsSchema.optional() });

function offerRoutes(family: OfferFamily): RouteContract[] {
  const read = { family, access: 'bearer' } as const;
  const who = family === OFFERS_FAMILIES.ENTERPRISE ? 'ENTERPRISE only' : 'CONSULTANT';
  return [
    {
      ...read,
      method: 'POST',
      path: '/filter',
      summary: "The caller's offers, newest first (a page, or one unpaged page for `{_id: ids}`)",
      query: pageQuerySchema,
      body: offerFilterSchema,
      response: offerPageSchema,
    },
    {
      ...read,
      method: OFFER_CLIENTS_METHOD[family],
      path: '/get-clients/:id',
      summary: 'How many distinct farmers have a provided consultancy of the offer',
      ...(OFFER_CLIENTS_METHOD[family] === 'POST' ? { body: emptyBodySchema } : {}),
      response: clientCountSchema,
    },
    { ...read, method: 'GET', path: '/:id', summary: 'One offer of the caller', response: upstreamOfferSchema },
    {
      ...read,
      method: 'POST',
      path: '',
      summary: `Create an offer (${who})`,
      body: offerBodySchema,
      status: 201,
      response: createdSchema,
    },
    {
      ...read,
      method: 'PUT',
      path: '/:id',
      summary: `Replace an offer (${who})`,
      body: offerBodySchema,
      response: upstreamOfferSchema,
    },
    {
      ...read,
      method: 'DELETE',
      path: '/:id',
      summary: `Remove an offer and its image (${who})`,
      response: messageSchema,
    },
    {
      ...read,
      method: 'POST',
      path: '/picture-update/:id',
      summary: `Replace the offer's image, png or jpeg ≤ 3 MB (${who})`,
      body: 'multipart',
      status: 201,
      response: upstreamOfferSchema,
    },
  ];
}

export const OFFERS_ROUTES = defineRoutes([
  ...offerRoutes('consultantConsultancyApi'),
  ...offerRoutes('enterpriseConsultancyApi'),
]);
