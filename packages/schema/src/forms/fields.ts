import { z } from 'zod';
import { LIMITS } from '../constants';
import { checkCnpj, checkCpf, isValidBrazilMobile, onlyDigits } from '../documents';
import { todayInSaoPaulo } from '../format';
import { BOUND_MESSAGES, isBoundedDate, isCalendarDate } from './bounds';

/** Field builders shared by the forms; every message is the specification's exact text. */

export { emailField, passwordField, personNameField } from './basicFields';

/** CNPJ: digits only, exactly 14, and a valid check digit. */
export const cnpjField = z
  .string({ error: 'Insira o CNPJ' })
  .min(1, 'Insira o CNPJ')
  .regex(/^\d*$/, 'CNPJ inválido. Insira apenas números')
  .length(LIMITS.cnpjLength, 'Seu CNPJ deve ter 14 dígitos')
  .refine(checkCnpj, 'CNPJ inválido');

/** CPF: digits only, exactly 11 (message not shown by the spec; mirrors the CNPJ one), valid check digit. */
export const cpfField = z
  .string({ error: 'Insira o CPF' })
  .min(1, 'Insira o CPF')
  .regex(/^\d*$/, 'CPF inválido. Insira apenas números')
  .length(LIMITS.cpfLength, 'Seu CPF deve ter 11 dígitos')
  .refine(checkCpf, 'CPF inválido');

/** Brazilian mobile in E.164: exactly 14 characters ('+55' + DDD + 9 digits). */
export const phoneField = (required = 'Insira o celular') =>
  z
    .string({ error: required })
    .min(1, required)
    .refine((v) => v.length === LIMITS.phoneLength && isValidBrazilMobile(v), 'Celular Inválido');

/** yyyy-MM-dd, optional, not after today (today in America/Sao_Paulo by the caller's clock). */
export const optionalPastDate = (message = 'A data de nascimento não pode estar no futuro') =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida')
    .refine(isCalendarDate, 'Data inválida')
    .refine(isBoundedDate, BOUND_MESSAGES.dateOutOfRange)
    .refine((value) => value <= todayInSaoPaulo(), message)
    .optional()
    .or(z.literal('').transform(() => undefined));

export { isCalendarDate };

export const digitsOnly = (value: string) => onlyDigits(value);
