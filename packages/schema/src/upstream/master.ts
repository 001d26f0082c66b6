import { z } from 'zod';
import { pictureSchema, upstreamId, upstreamProfileSchema } from './account';
import { upstreamPage } from './envelope';

/** Payloads of the master families as docs/rest-contract.md "Master back-office" describes them. */

const count = z.number().int().nonnegative();
const money = z.number();

export const countUsersSchema = z.object({
  farmers: count,
  companies: count,
  consultants: count,
  enterpriseConsultants: count,
});

export const usersByCitySchema = z.array(z.object({ city: z.string(), stateFrom: z.string(), count }));

export const appInfoSchema = z.object({ devices: z.array(z.object({ id: z.string(), count })) });

/** `enterpiseConsultancyProvided`: the provider's spelling (spec 000 §3). */
export const countServicesSchema = z.object({
  consultancyProvided: count,
  enterpiseConsultancyProvided: count,
  training: count,
  enterpriseTraining: count,
});

export const earningsSchema = z.object({
  profit_consultancy_total: money,
  profit_training_total: money,
  byMonth: z
    .array(
      z.object({
        month: z.string().regex(/^\d{4}-\d{2}$/),
        profit_consultancy_total: money,
        profit_training_total: money,
      }),
    )
    .default([]),
});

export const profilePageSchema = upstreamPage(upstreamProfileSchema);

export { createdSchema } from './envelope';

const audience = z.array(z.string()).default([]);

export const upstreamNotificationSchema = z.object({
  _id: upstreamId,
  title: z.string(),
  message: z.string(),
  notificationPeriodicity: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  lastPush: z.string().nullable().optional(),
  role: audience,
});
export type UpstreamNotification = z.infer<typeof upstreamNotificationSchema>;

export const upstreamAdvertSchema = upstreamNotificationSchema.extend({
  url: z.string().nullable().optional(),
  status: z.enum(['ACTIVE', 'INACTIVE', 'WAITING']),
  image: pictureSchema,
});
export type UpstreamAdvert = z.infer<typeof upstreamAdvertSchema>;

export const advertListsSchema = z.object({
  active: z.array(upstreamAdvertSchema).default([]),
  inactive: z.array(upstreamAdvertSchema).default([]),
  waiting: z.array(upstreamAdvertSchema).default([]),
  pageNumber: z.number().int(),
  pageSize: z.number().int().positive(),
  total: z.object({ active: count, inactive: count, waiting: count }),
});

export const notificationPageSchema = upstreamPage(upstreamNotificationSchema);
