import {
  boundedAddressSchema,
  cpfField,
  emailField,
  passwordField,
  personNameField,
  phoneField,
  signUpCompanySchema,
  signUpConsultantSchema,
} from '@talhao/schema';
import { z } from 'zod';

/**
 * Registration payloads (spec 000 §3). Public sign-up and the master's registration of a
 * company or consultant take the same payloads, validated with the shared schemas.
 */
export const consultantRegistrationSchema = signUpConsultantSchema;
export const companyRegistrationSchema = signUpCompanySchema;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Farmer registered by the master: e-mail and password optional (password 4–32). */
export const farmerRegistrationSchema = z.object({
  name: personNameField(),
  email: z.preprocess(blankToUndefined, emailField({ required: 'Insira o email' }).optional()),
  cpf: cpfField,
  phoneNumber: phoneField('Insira o celular'),
  address: boundedAddressSchema,
  password: z.preprocess(blankToUndefined, passwordField('Digite a senha', { min: 4 }).optional()),
});
