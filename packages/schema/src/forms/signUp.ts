import { z } from 'zod';
import { requiredAddress } from '../address';
import { cnpjField, cpfField, emailField, passwordField, personNameField } from './fields';

export const SIGN_UP_INVALID = 'Preencha todos os campos corretamente';
const ADDRESS_REQUIRED = 'Selecione um endereço da lista ou do mapa';

/** Page 2 of the wizard: login data. The confirmation field is Talhão's addition. */
export const signUpLoginSchema = z
  .object({
    email: emailField({ required: 'Insira o email' }),
    password: passwordField('Digite a senha'),
    passwordConfirmation: z.string().min(1, 'Confirme a senha'),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    error: 'As senhas não coincidem',
  });
export type SignUpLoginValues = z.infer<typeof signUpLoginSchema>;

/** Page 3 for a consultant: personal data. */
export const signUpConsultantDataSchema = z.object({
  name: personNameField(),
  cpf: cpfField,
  address: requiredAddress(ADDRESS_REQUIRED),
});
/** Page 3 for a company: company data. */
export const signUpCompanyDataSchema = z.object({
  name: personNameField(),
  cnpj: cnpjField,
  address: requiredAddress(ADDRESS_REQUIRED),
});

/** The payload the BFF accepts (and re-validates) for each role. */
export const signUpConsultantSchema = z.object({
  email: emailField({ required: 'Insira o email' }),
  password: passwordField('Digite a senha'),
  ...signUpConsultantDataSchema.shape,
});
export const signUpCompanySchema = z.object({
  email: emailField({ required: 'Insira o email' }),
  password: passwordField('Digite a senha'),
  ...signUpCompanyDataSchema.shape,
});
export type SignUpConsultantValues = z.infer<typeof signUpConsultantSchema>;
export type SignUpCompanyValues = z.infer<typeof signUpCompanySchema>;
