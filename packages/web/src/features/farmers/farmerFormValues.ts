import type { FarmerCreateValues, FarmerEditValues, Place } from '@talhao/schema';
import { toAddressInput } from '@/app/addressInput';
import type { FarmerCreateInput, FarmerProfileFieldsFragment as FarmerProfile, FarmerUpdateInput } from '@/gql/graphql';

/** What the farmer form holds: the city is empty until a place is chosen; password and birth date '' when unset. */
export interface FarmerFormValues {
  name: string;
  email: string;
  phoneNumber: string;
  address: Place | null;
  password: string;
  birthDate: string;
}

export const EMPTY_FARMER: FarmerFormValues = {
  name: '',
  email: '',
  phoneNumber: '',
  address: null,
  password: '',
  birthDate: '',
};

/**
 * The stored farmer as the edit form's values. An address without coordinates cannot satisfy the rule (the
 * place search gives them), so the city is asked again ('Selecione uma cidade da lista').
 */
export function farmerFormDefaults(farmer: FarmerProfile): FarmerFormValues {
  const address = farmer.address;
  return {
    name: farmer.name,
    email: farmer.email ?? '',
    phoneNumber: farmer.phoneNumber ?? '',
    address: address?.coords
      ? {
          formattedAddress: address.formattedAddress,
          city: address.city ?? '',
          stateFrom: address.stateFrom ?? '',
          ...(address.country ? { country: address.country } : {}),
          coords: { latitude: address.coords.latitude, longitude: address.coords.longitude },
        }
      : null,
    password: '',
    birthDate: farmer.birthDate ?? '',
  };
}

export function toCreateInput(values: FarmerCreateValues): FarmerCreateInput {
  return {
    name: values.name,
    email: values.email,
    phoneNumber: values.phoneNumber,
    address: toAddressInput(values.address),
    password: values.password ?? null,
  };
}

/** An emptied birth date is sent as null so the server clears it. */
export function toUpdateInput(values: FarmerEditValues): FarmerUpdateInput {
  return {
    name: values.name,
    email: values.email,
    phoneNumber: values.phoneNumber,
    address: toAddressInput(values.address),
    birthDate: values.birthDate ?? null,
  };
}
