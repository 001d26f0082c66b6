import { addressSchema } from '@talhao/schema';
import { upstreamPage } from '@talhao/schema/upstream/envelope';
import { z } from 'zod';

/** The provider's training payload (docs/rest-contract.md "Offered consultancies and trainings"). */
export const upstreamTrainingSchema = z.object({
  _id: z.string(),
  title: z.string(),
  date: z.string(),
  duration: z.string(),
  address: addressSchema.partial({ city: true, stateFrom: true, coords: true }).nullish(),
  price: z.number(),
  profit: z.number().nullish(),
  format: z.enum(['ONLINE', 'IN-PERSON']),
  summary: z.string().default(''),
  description: z.string().default(''),
  specificInformation: z.string().default(''),
  availableSpots: z.number(),
  totalSubscribers: z.object({ confirmed: z.number() }).nullish(),
  image: z.object({ url: z.string() }).nullish(),
  consultant: z.string().nullish(),
});
export type UpstreamTraining = z.infer<typeof upstreamTrainingSchema>;

export const trainingPageSchema = upstreamPage(upstreamTrainingSchema);
export const participantPageSchema = upstreamPage(z.object({ name: z.string(), email: z.string().nullish() }));
export const anyBodySchema = z.unknown();
