import type { z } from 'zod';
import { validate } from '../../errors';

/** Validates an advert or notification with the form's own schema (same rules, same first message). */
export function validateBroadcast<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  return validate(schema, input);
}
