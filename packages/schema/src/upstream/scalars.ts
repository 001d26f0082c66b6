import { z } from 'zod';
import { addressSchema } from '../address';

/** Wire scalars several domains' payloads share (docs/rest-contract.md "Conventions"). */

/** A calendar day, `yyyy-MM-dd`. */
export const calendarDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A clock time, `HH:mm`. */
export const clockSchema = z.string().regex(/^\d{2}:\d{2}$/);

/** A place as the provider stores it: the form's address, coordinates optional. */
export const looseAddressSchema = addressSchema.partial({ coords: true });
