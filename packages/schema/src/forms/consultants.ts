import { z } from 'zod';
import { requiredAddress } from '../address';
import { LIMITS } from '../constants';
import { checkCnpj, checkCpf, onlyDigits } from '../documents';
import { emailField, optionalPastDate, passwordField, personNameField, phoneField } from './fields';

/**
 * The company's consultant forms (spec 002 §5 "Consultant create" / "Consultant edit"), applied by the web form
 * and again by the BFF. Every message is the specification's text, except the name's "required" one
 * (docs/copy-decisions.md: the specification's 'Digite o nome do agricultor' names the wrong person).
 */
export const CONSULTANT_MESSAGES = {
  nameRequired: 'Digite o nome do consultor',
  nameMin: 'O nome deve ter no mínimo 4 caracteres',
  nameMax: 'O nome pode ter no máximo 32 caracteres',
  emailRequired: 'Preencha o email',
  emailInvalid: 'Email inválido',
  passwordRequired: 'Digite a senha',
  address: 'Selecione uma cidade da lista',
  phoneRequired: 'Insira o celular',
  // Not quoted by the specification (it only gives the masks); Talhão's wording.
  document: 'CPF ou CNPJ inválido',
} as const;

/** The success texts of spec 002 §8 ('excluido' takes its accent: docs/copy-decisions.md). */
export const CONSULTANT_SUCCESS = {
  created: 'Consultor criado com sucesso!',
  updated: 'Consultor editado com sucesso!',
  deleted: 'Consultor excluído com sucesso!',
} as const;

/** The delete confirmation of spec 002 §2. */
export const CONSULTANT_DELETE_CONFIRMATION = 'Tem certeza que deseja excluir o consultor?';

const nameField = personNameField({
  required: CONSULTANT_MESSAGES.nameRequired,
  min: CONSULTANT_MESSAGES.nameMin,
  max: CONSULTANT_MESSAGES.nameMax,
});

/**
 * CPF (### ### ###-##) or CNPJ (##.###.###/####-##) as typed: kept as its digits, 11 with a valid CPF check
 * digit or 14 with a valid CNPJ one. Optional: the specification names no "required" text for it.
 */
export const consultantDocumentField = z
  .string({ error: CONSULTANT_MESSAGES.document })
  .regex(/^[\d./ -]*$/, CONSULTANT_MESSAGES.document)
  .optional()
  .transform((value) => (value ? onlyDigits(value) : ''))
  .refine(
    (digits) =>
      digits === '' ||
      (digits.length === LIMITS.cpfLength && checkCpf(digits)) ||
      (digits.length === LIMITS.cnpjLength && checkCnpj(digits)),
    CONSULTANT_MESSAGES.document,
  )
  .transform((digits) => (digits === '' ? undefined : digits));

const commonFields = {
  name: nameField,
  email: emailField({ required: CONSULTANT_MESSAGES.emailRequired, invalid: CONSULTANT_MESSAGES.emailInvalid }),
  cpf: consultantDocumentField,
  birthDate: optionalPastDate(),
  address: requiredAddress(CONSULTANT_MESSAGES.address),
};

/** 'Novo Consultor'. */
export const consultantCreateSchema = z.object({
  ...commonFields,
  password: passwordField(CONSULTANT_MESSAGES.passwordRequired),
});
export type ConsultantCreateFormValues = z.input<typeof consultantCreateSchema>;
export type ConsultantCreateValues = z.output<typeof consultantCreateSchema>;

/** The edit form: adds the Brazilian mobile (exactly 14 characters, '+55…'); the password is not edited here. */
export const consultantEditSchema = z.object({
  ...commonFields,
  phoneNumber: phoneField(CONSULTANT_MESSAGES.phoneRequired),
});
export type ConsultantEditFormValues = z.input<typeof consultantEditSchema>;
export type ConsultantEditValues = z.output<typeof consultantEditSchema>;
