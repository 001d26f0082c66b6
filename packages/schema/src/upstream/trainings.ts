import { z } from 'zod';
import { addressSchema, boundedAddressSchema } from '../address';
import { defineRoutes, type RoleFamilies, type RouteContract } from './contract';
import { createdSchema, pageQuerySchema, upstreamPage } from './envelope';

/**
 * Trainings of a consultant or a company (docs/rest-contract.md "Offered consultancies and trainings"). The
 * provider's payloads, which family each role goes through, and every call of those families.
 */

/** A company consultant reads its company's trainings through its own family. */
export const TRAININGS_FAMILIES = {
  CONSULTANT: 'consultantTrainingApi',
  ENTERPRISE: 'enterpriseCompanyTrainingApi',
  ENTERPRISE_CONSULTANT: 'enterpriseConsultantTrainingApi',
} as const satisfies RoleFamilies;

export type TrainingFamily = (typeof TRAININGS_FAMILIES)[keyof typeof TRAININGS_FAMILIES];

/** A training's format, in the provider's spelling. */
export const upstreamTrainingFormat = z.enum(['ONLINE', 'IN-PERSON']);

export const upstreamTrainingSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** ISO date-time of the start. */
  date: z.string(),
  /** 'HH:mm'. */
  duration: z.string(),
  address: addressSchema.partial({ city: true, stateFrom: true, coords: true }).nullish(),
  categories: z.array(z.string()).optional(),
  /** BRL per seat. */
  price: z.number(),
  profit: z.number().nullish(),
  format: upstreamTrainingFormat,
  summary: z.string().default(''),
  description: z.string().default(''),
  specificInformation: z.string().default(''),
  availableSpots: z.number(),
  totalSubscribers: z.object({ confirmed: z.number() }).nullish(),
  image: z.object({ url: z.string() }).nullish(),
  /** Seats per participant state, as counts (the names come from `participants/{id}`). */
  participants: z.object({ confirmed: z.number(), pending: z.number(), canceled: z.number() }).optional(),
  /** The owner: a consultant, or a company with the company consultants who give it. */
  consultant: z.string().nullish(),
  company: z.string().nullish(),
  consultants: z.array(z.string()).optional(),
  createdAt: z.string().optional(),
});
export type UpstreamTraining = z.infer<typeof upstreamTrainingSchema>;

export const trainingPageSchema = upstreamPage(upstreamTrainingSchema);

export const upstreamParticipantSchema = z.object({ name: z.string(), email: z.string().nullish() });
export const participantPageSchema = upstreamPage(upstreamParticipantSchema);

/** Most trainings one filter page holds (the dashboard reads a month in one call). */
export const MAX_TRAINING_PAGE_SIZE = 100;

/** `trainingState` (planned: after now; completed: not after now) and a page size up to 100. */
export const trainingFilterQuerySchema = pageQuerySchema.extend({
  trainingState: z.enum(['planned', 'completed']).optional(),
  pageSize: z.string().regex(/^\d+$/).optional(),
});

/** Date bounds, inclusive: a calendar day (São Paulo) or an instant. */
const dateBound = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
export const trainingFilterSchema = z.object({ from: dateBound.nullish(), to: dateBound.nullish() });

export const participantsQuerySchema = pageQuerySchema.extend({ state: z.enum(['confirmed', 'pending', 'canceled']) });

/**
 * A create or full-update body (consultantTrainingApi). Beside the shape the provider checks: the date is
 * from tomorrow (São Paulo), an IN-PERSON training has an address, a past training is not edited.
 */
export const trainingBodySchema = z.object({
  title: z.string().min(1).max(60),
  date: z.iso.datetime({ offset: true }),
  duration: z.string().regex(/^([01]\d|2[0-4]):([0-5]\d|60)$/),
  address: boundedAddressSchema.nullish(),
  categories: z.array(z.string()).optional(),
  price: z.number().min(0),
  profit: z.number().min(0).nullish(),
  format: upstreamTrainingFormat,
  summary: z.string().min(1).max(210),
  description: z.string().min(1),
  specificInformation: z.string().min(1),
  availableSpots: z.number().int().min(1),
});

/** Reads, the same in every trainings family (each sees its owner's trainings). */
function trainingReads(family: TrainingFamily): RouteContract[] {
  const read = { family, access: 'bearer' } as const;
  return [
    {
      ...read,
      method: 'POST',
      path: '/filter',
      summary: 'Planned (soonest first) or completed (latest first) trainings, optionally bounded by date',
      query: trainingFilterQuerySchema,
      body: trainingFilterSchema,
      response: trainingPageSchema,
    },
    { ...read, method: 'GET', path: '/:id', summary: 'One training', response: upstreamTrainingSchema },
    {
      ...read,
      method: 'GET',
      path: '/participants/:id',
      summary: "A training's participants in one state",
      query: participantsQuerySchema,
      response: participantPageSchema,
    },
  ];
}

/**
 * A company's create or full-update body (enterpriseCompanyTrainingApi): the consultant's, with the ids of the
 * company's consultants who give it (at least one; another company's consultant is refused).
 */
export const companyTrainingBodySchema = trainingBodySchema.extend({ consultants: z.array(z.string().min(1)).min(1) });

/** Writes: the independent consultant's own trainings, or a company's. */
function trainingWrites(family: TrainingFamily, body: z.ZodType): RouteContract[] {
  const write = { family, access: 'bearer' } as const;
  return [
    { ...write, method: 'POST', path: '', summary: 'Create a training', body, status: 201, response: createdSchema },
    {
      ...write,
      method: 'PUT',
      path: '/:id',
      summary: 'Replace a training that has not happened yet',
      body,
      response: upstreamTrainingSchema,
    },
    // The provider answers the removed training's id, the created-id's shape.
    { ...write, method: 'DELETE', path: '/:id', summary: 'Remove a training and its image', response: createdSchema },
    {
      ...write,
      method: 'POST',
      path: '/picture-update/:id',
      summary: "Replace the training's image, png or jpeg ≤ 3 MB",
      body: 'multipart',
      status: 201,
      response: upstreamTrainingSchema,
    },
  ];
}

export const TRAININGS_ROUTES = defineRoutes([
  ...trainingReads('consultantTrainingApi'),
  ...trainingReads('enterpriseCompanyTrainingApi'),
  ...trainingReads('enterpriseConsultantTrainingApi'),
  ...trainingWrites('consultantTrainingApi', trainingBodySchema),
  ...trainingWrites('enterpriseCompanyTrainingApi', companyTrainingBodySchema),
]);
