import { capabilities, profileEditSchema } from '@talhao/schema';
import { z } from 'zod';
import { badRequest, parseOr400 } from '../../http/errors';
import type { UserRecord } from './users';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The profile form (name, phone, address, birth date); the birth date is checked against the server clock. */
export const profileUpdateSchema = profileEditSchema.omit({ birthDate: true }).extend({
  birthDate: z.union([z.string().regex(DATE, 'Data inválida'), z.literal(''), z.null()]).optional(),
});

/** Roles whose profile keeps a birth date (farmers too: spec 001 §3 "Farmer"); others ignore the field. */
const keepsBirthDate = (user: UserRecord) => capabilities.hasBirthDate(user.role) || user.role === 'USER';

/**
 * The changes a profile edit makes to `user` (own-profile PUT and the master's edit of another user
 * share it): 400 for an invalid body or a birth date after `today` (yyyy-MM-dd).
 */
export function profileEditPatch(user: UserRecord, body: unknown, today: string): Partial<UserRecord> {
  const edit = parseOr400(profileUpdateSchema, body);
  const patch: Partial<UserRecord> = { name: edit.name, phoneNumber: edit.phoneNumber, address: edit.address };
  if (edit.birthDate !== undefined && keepsBirthDate(user)) {
    const birthDate = edit.birthDate || null;
    if (birthDate && birthDate > today) throw badRequest('A data de nascimento não pode estar no futuro');
    patch.birthDate = birthDate;
  }
  return patch;
}
