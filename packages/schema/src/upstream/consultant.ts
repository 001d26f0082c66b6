import { z } from 'zod';
import { addressSchema } from '../address';
import { pictureSchema, upstreamId } from './account';

/**
 * Payloads of the consultant's business families (issue 4) as docs/rest-contract.md
 * "Provided consultancies, schedule and finances" describes them. The fixture server produces them;
 * the BFF parses every answer with them.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const clock = z.string().regex(/^\d{2}:\d{2}$/);
const looseAddress = addressSchema.partial({ coords: true });

/** Work and provided-consultancy statuses as the provider spells them (GraphQL and constants.ts say IN_PROGRESS). */
export const WORK_STATUSES = ['PLANNED', 'IN-PROGRESS', 'COMPLETED', 'REQUESTED', 'REJECTED', 'CANCELED'] as const;
export const upstreamWorkStatus = z.enum(WORK_STATUSES);
export type UpstreamWorkStatus = (typeof WORK_STATUSES)[number];

/** An offer's modality as the provider spells it (GraphQL says IN_PERSON). */
export const OFFER_FORMATS = ['ONLINE', 'IN-PERSON', 'BOTH'] as const;
export type UpstreamOfferFormat = (typeof OFFER_FORMATS)[number];

export { upstreamPage } from './envelope';

export const upstreamFarmerSchema = z.object({
  _id: upstreamId,
  name: z.string(),
  email: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  birthDate: z.string().nullish(),
  address: looseAddress.nullish(),
  profilePicture: pictureSchema,
  /** The consultant (or master) who registered the farmer. */
  createdBy: z.string().nullish(),
});
export type UpstreamFarmer = z.infer<typeof upstreamFarmerSchema>;

export const upstreamPropertySchema = z.object({
  _id: upstreamId,
  name: z.string(),
  /** Hectares. */
  totalArea: z.number().nonnegative(),
  address: looseAddress.nullish(),
  /** The farmer's id. */
  user: upstreamId,
  propertyPicture: pictureSchema,
});
export type UpstreamProperty = z.infer<typeof upstreamPropertySchema>;

export const upstreamAreaSchema = z.object({
  _id: upstreamId,
  name: z.string(),
  property: upstreamId,
  plotArea: z.number().nonnegative().nullish(),
});
export type UpstreamArea = z.infer<typeof upstreamAreaSchema>;

export const upstreamSectorSchema = z.object({
  _id: upstreamId,
  name: z.string(),
  area: upstreamId,
  /** Embedded by the provider so a sector list names its areas without another call. */
  areaName: z.string().nullish(),
  property: upstreamId.nullish(),
  culture: z.object({ _id: upstreamId, name: z.string() }).nullish(),
  plotArea: z.number().nonnegative().nullish(),
  plantingDate: z.string().nullish(),
});
export type UpstreamSector = z.infer<typeof upstreamSectorSchema>;

/** A provided consultancy names its offer, farmer and property by id. */
export const upstreamProvidedSchema = z.object({
  _id: upstreamId,
  consultancy: upstreamId,
  user: upstreamId,
  property: upstreamId.nullish(),
  fixedPrice: z.number(),
  status: upstreamWorkStatus,
  startDate: day,
  endDate: day.nullish(),
  createdAt: z.string(),
});
export type UpstreamProvided = z.infer<typeof upstreamProvidedSchema>;

/** Schedule setup: English day names (spec 001 §9). */
export const SETUP_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const upstreamScheduleSetupSchema = z.object({
  dayOfWeek: z.array(z.enum(SETUP_DAYS)),
  startTime: clock,
  endTime: clock,
});
export type UpstreamScheduleSetup = z.infer<typeof upstreamScheduleSetupSchema>;

export const upstreamWorkSchema = z.object({
  _id: upstreamId,
  title: z.string(),
  day,
  startWork: clock,
  endWork: clock,
  status: upstreamWorkStatus,
  format: z.enum(['ONLINE', 'IN-PERSON']),
  price: z.number().nullish(),
  priceCalculated: z.number().nullish(),
  /** The farmer's id. */
  user: upstreamId,
  consultancyProvided: upstreamId,
  sectors: z.array(upstreamId),
  updatedAt: z.string(),
});
export type UpstreamWork = z.infer<typeof upstreamWorkSchema>;

/** `POST consultantScheduleApi/schedule-work`: every work of the range, not paged. */
export const upstreamScheduleWorkSchema = z.object({ items: z.array(upstreamWorkSchema) });

/** `POST consultantFinanceApi/{consultantId}?__v=custom|month|year`. */
export const upstreamFinanceSchema = z.object({
  consultancyProvided: z.array(
    z.object({
      _id: z.object({
        startDay: z.number().int().optional(),
        startMonth: z.number().int().optional(),
        startYear: z.number().int(),
        status: upstreamWorkStatus,
      }),
      minimum: z.number(),
      maximum: z.number(),
      average: z.number(),
      count: z.number().int().nonnegative(),
    }),
  ),
  training: z.array(
    z.object({
      _id: z.object({ day: z.number().int().optional(), month: z.number().int().optional(), year: z.number().int() }),
      totalProfit: z.number(),
      totalConfirmed: z.number(),
      totalCanceled: z.number(),
    }),
  ),
});
export type UpstreamFinance = z.infer<typeof upstreamFinanceSchema>;
