import { z } from 'zod';
import { requiredAddress } from '../address';
import { LIMITS } from '../constants';
import { emailField, optionalPastDate, passwordField, personNameField, phoneField } from './fields';

/**
 * The farmer's own form (spec 001 §5 "Farmer"): 'Novo Agricultor' and 'Editar Agricultor'. The web form
 * (react-hook-form + zodResolver) and the BFF's createFarmer / updateFarmer validate with these schemas.
 */
export const FARMER_MESSAGES = {
  nameRequired: 'Digite o nome do agricultor',
  nameMin: 'O nome deve ter no mínimo 4 caracteres',
  nameMax: 'O nome pode ter no máximo 32 caracteres',
  emailRequired: 'Insira o email',
  cityRequired: 'Insira a cidade do agricultor',
  cityFromList: 'Selecione uma cidade da lista',
  phoneRequired: 'Insira o celular',
  birthDateInFuture: 'A data de nascimento não pode estar no futuro',
  created: 'Agricultor criado com sucesso!',
  edited: 'Agricultor editado com sucesso!',
  /** The enterprise consultant's edit (spec 001 §8). */
  updated: 'Agricultor atualizado com sucesso!',
} as const;

const nameField = personNameField({
  required: FARMER_MESSAGES.nameRequired,
  min: FARMER_MESSAGES.nameMin,
  max: FARMER_MESSAGES.nameMax,
});
const email = emailField({ required: FARMER_MESSAGES.emailRequired });
const phone = phoneField(FARMER_MESSAGES.phoneRequired);

/** '' (an untouched optional input) and null read as "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** 'Novo Agricultor': password optional, 4–32 when given (without one the farmer signs in after a recovery). */
export const farmerCreateSchema = z.object({
  name: nameField,
  email,
  address: requiredAddress(FARMER_MESSAGES.cityRequired),
  phoneNumber: phone,
  password: optional(passwordField('Digite a senha', { min: LIMITS.farmerPasswordMin })),
});
export type FarmerCreateValues = z.infer<typeof farmerCreateSchema>;

/** 'Editar Agricultor': no password; birth date optional and not after today (São Paulo). */
export const farmerEditSchema = z.object({
  name: nameField,
  email,
  address: requiredAddress(FARMER_MESSAGES.cityFromList),
  phoneNumber: phone,
  birthDate: optionalPastDate(FARMER_MESSAGES.birthDateInFuture),
});
export type FarmerEditValues = z.infer<typeof farmerEditSchema>;
