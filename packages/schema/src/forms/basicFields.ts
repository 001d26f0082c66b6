import { z } from 'zod';
import { LIMITS } from '../constants';
import { BOUND_MESSAGES, isCleanLine } from './bounds';

/**
 * Field builders that need nothing but zod and the limits; every message is the specification's exact text.
 * Kept apart from ./fields (CPF/CNPJ/phone checks, dates in São Paulo time) so a form made only of these (the
 * sign-in) does not bring the document validators and date-fns to the browser.
 */

export const emailField = (messages: { required: string; invalid?: string; max?: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(LIMITS.emailMax, messages.max ?? 'O email pode ter no máximo 60 caracteres')
    .pipe(z.email({ error: messages.invalid ?? 'Email inválido' }));

export const passwordField = (
  required: string,
  { min = LIMITS.passwordMin, max = LIMITS.passwordMax }: { min?: number; max?: number } = {},
) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(min, `A senha deve ter no mínimo ${min} caracteres`)
    .max(max, `A senha pode ter no máximo ${max} caracteres`)
    .refine(isCleanLine, BOUND_MESSAGES.controlCharacters);

export const personNameField = (
  messages: { required: string; min: string; max: string } = {
    required: 'Digite seu nome',
    min: 'Seu nome deve ter no mínimo 4 caracteres',
    max: 'O nome pode ter no máximo 32 caracteres',
  },
) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .min(LIMITS.nameMin, messages.min)
    .max(LIMITS.nameMax, messages.max)
    .refine(isCleanLine, BOUND_MESSAGES.controlCharacters);
