import { z } from 'zod';
import { requiredAddress } from '../address';
import { LIMITS } from '../constants';
import { BOUND_MESSAGES, BOUNDS, isCleanText, visibleText } from './bounds';
import { optionalPastDate, personNameField, phoneField } from './fields';

/** Profile edit of every role (spec 001 §5 "Profile"; master and company share name/phone/address). */
export const profileEditSchema = z.object({
  name: personNameField(),
  phoneNumber: phoneField('Insira o celular'),
  address: requiredAddress('Insira o seu endereço'),
  birthDate: optionalPastDate(),
});
export type ProfileEditValues = z.infer<typeof profileEditSchema>;

/** Visible characters of an HTML fragment (what the resume counter counts). */
export const htmlTextLength = (html: string): number =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, 'x').length;

export const resumeSchema = z.object({
  professionalResume: z
    .string()
    .max(BOUNDS.richTextHtmlMax, BOUND_MESSAGES.richTextMax)
    .refine(isCleanText, BOUND_MESSAGES.controlCharacters)
    .refine((html) => visibleText(html).length > 0, 'Escreva o seu currículo antes de salvar')
    .refine((html) => htmlTextLength(html) <= LIMITS.resumeMax, 'O currículo pode ter no máximo 670 caracteres'),
});
