import type { ConsultantCreateValues, ConsultantEditValues, Place } from '@talhao/schema';
import { toAddressInput } from '@/app/addressInput';
import type {
  CompanyConsultantCreateInput,
  CompanyConsultantUpdateInput,
  CompanyConsultantFieldsFragment as Consultant,
} from '@/gql/graphql';

/** What the consultant form holds: the city is empty until a place is chosen; optional texts are '' when unset. */
export interface ConsultantFormValues {
  name: string;
  email: string;
  password: string;
  /** Digits of the CPF or CNPJ (the mask shows them). */
  cpf: string;
  /** Which mask the document field uses. */
  documentKind: 'cpf' | 'cnpj';
  phoneNumber: string;
  birthDate: string;
  address: Place | null;
}

export const EMPTY_CONSULTANT: ConsultantFormValues = {
  name: '',
  email: '',
  password: '',
  cpf: '',
  documentKind: 'cpf',
  phoneNumber: '',
  birthDate: '',
  address: null,
};

/** The stored consultant as the edit form's values (an address without coordinates asks for the city again). */
export function consultantFormDefaults(consultant: Consultant): ConsultantFormValues {
  const address = consultant.address;
  return {
    name: consultant.name,
    email: consultant.email ?? '',
    password: '',
    cpf: consultant.cpf ?? '',
    documentKind: (consultant.cpf ?? '').length > 11 ? 'cnpj' : 'cpf',
    phoneNumber: consultant.phoneNumber ?? '',
    birthDate: consultant.birthDate ?? '',
    address: address?.coords
      ? {
          formattedAddress: address.formattedAddress,
          city: address.city ?? '',
          stateFrom: address.stateFrom ?? '',
          ...(address.country ? { country: address.country } : {}),
          coords: { latitude: address.coords.latitude, longitude: address.coords.longitude },
        }
      : null,
  };
}

export function toCreateInput(values: ConsultantCreateValues): CompanyConsultantCreateInput {
  return {
    name: values.name,
    email: values.email,
    password: values.password,
    cpf: values.cpf ?? null,
    birthDate: values.birthDate ?? null,
    address: toAddressInput(values.address),
  };
}

export function toUpdateInput(values: ConsultantEditValues): CompanyConsultantUpdateInput {
  return {
    name: values.name,
    email: values.email,
    phoneNumber: values.phoneNumber,
    cpf: values.cpf ?? null,
    birthDate: values.birthDate ?? null,
    address: toAddressInput(values.address),
  };
}
