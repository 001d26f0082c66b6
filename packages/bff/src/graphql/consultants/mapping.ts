import type { ConsultantCreateValues, ConsultantEditValues } from '@talhao/schema';
import type { UpstreamCompanyConsultant } from '@talhao/schema/upstream/consultants';
import { publicFileUrl } from '../../files';
import type {
  CompanyConsultant,
  CompanyConsultantCreateInput,
  CompanyConsultantUpdateInput,
} from '../../generated/resolvers';
import { fromAddressInput, toAddress } from '../account/profile';
import { sanitizeRichText } from '../trainings/mapping';

/** The provider's consultant → GraphQL (the only place that reads its spellings). */
export function toCompanyConsultant(consultant: UpstreamCompanyConsultant): CompanyConsultant {
  return {
    id: consultant._id,
    name: consultant.name,
    email: consultant.email ?? null,
    cpf: consultant.cpf ?? null,
    phoneNumber: consultant.phoneNumber ?? null,
    birthDate: consultant.birthDate ? consultant.birthDate.slice(0, 10) : null,
    address: toAddress(consultant.address as Parameters<typeof toAddress>[0]),
    createdAt: consultant.createdAt,
    photoUrl: publicFileUrl(consultant.profilePicture?.url),
    professionalResume: consultant.professionalResume ? sanitizeRichText(consultant.professionalResume) : null,
    deleted: Boolean(consultant.deletedAt),
  };
}

/** GraphQL input → the values the shared form schemas validate. */
export const createFormValues = (input: CompanyConsultantCreateInput) => ({
  name: input.name,
  email: input.email,
  password: input.password,
  cpf: input.cpf ?? undefined,
  birthDate: input.birthDate ?? undefined,
  address: fromAddressInput(input.address),
});

export const updateFormValues = (input: CompanyConsultantUpdateInput) => ({
  name: input.name,
  email: input.email,
  phoneNumber: input.phoneNumber,
  cpf: input.cpf ?? undefined,
  birthDate: input.birthDate ?? undefined,
  address: fromAddressInput(input.address),
});

/** Validated values → the provider body (CPF/CNPJ digits; empty values dropped). */
export function createBody(values: ConsultantCreateValues) {
  return {
    name: values.name,
    email: values.email,
    password: values.password,
    address: values.address,
    ...(values.cpf ? { cpf: values.cpf } : {}),
    ...(values.birthDate ? { birthDate: values.birthDate } : {}),
  };
}

export function updateBody(values: ConsultantEditValues) {
  return {
    name: values.name,
    email: values.email,
    phoneNumber: values.phoneNumber,
    address: values.address,
    ...(values.cpf ? { cpf: values.cpf } : {}),
    ...(values.birthDate ? { birthDate: values.birthDate } : {}),
  };
}
