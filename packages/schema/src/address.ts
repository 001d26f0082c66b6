import { z } from 'zod';
import { BOUNDS, isCleanLine } from './forms/bounds';

export const coordsSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Coords = z.infer<typeof coordsSchema>;

/** The specification's address shape (from a maps result), as the provider answers it. */
export const addressSchema = z.object({
  formattedAddress: z.string().min(1),
  city: z.string().min(1),
  stateFrom: z.string().min(2),
  country: z.string().optional(),
  neighborhood: z.string().optional(),
  street: z.string().optional(),
  street_number: z.string().optional(),
  postal_code: z.string().optional(),
  coords: coordsSchema,
});
export type Address = z.infer<typeof addressSchema>;

/** A place returned by the address search: the address shape plus its IBGE code when known. */
export const placeSchema = addressSchema.extend({ ibgeCode: z.string().optional() });
export type Place = z.infer<typeof placeSchema>;

const part = (min: number) => z.string().min(min).max(BOUNDS.addressMax).refine(isCleanLine);
const optionalPart = part(0).optional();

/**
 * An address Talhão sends or stores: each part one line of at most BOUNDS.addressMax characters
 * (a form shows its own message for a bad address). Reads of the provider keep the looser shape.
 */
export const boundedAddressSchema = addressSchema.extend({
  formattedAddress: part(1),
  city: part(1),
  stateFrom: part(2),
  country: optionalPart,
  neighborhood: optionalPart,
  street: optionalPart,
  street_number: optionalPart,
  postal_code: optionalPart,
});

/** Required address field of a form, with that form's message. */
export const requiredAddress = (message: string) =>
  z.custom<Address>((value) => boundedAddressSchema.safeParse(value).success, { error: message });
