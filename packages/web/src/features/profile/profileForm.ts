import type { Place, ProfileEditValues } from '@talhao/schema';
import { toAddressInput } from '@/app/addressInput';
import type { ViewerProfile } from '@/app/session';
import type { ProfileUpdateInput } from '@/gql/graphql';
import { profileExtras } from './profileFields';

/** What the edit form holds: the address is empty until a place is chosen, the date '' when unset. */
export interface ProfileFormValues {
  name: string;
  phoneNumber: string;
  address: Place | null;
  birthDate: string;
}

/**
 * The viewer's address as a place for the address field. Without coordinates it cannot satisfy
 * the address rule (a map pin is required), so the user is asked to choose it again.
 */
export function placeFromProfile(address: ViewerProfile['address']): Place | null {
  if (!address?.coords) return null;
  return {
    formattedAddress: address.formattedAddress,
    city: address.city ?? '',
    stateFrom: address.stateFrom ?? '',
    coords: { latitude: address.coords.latitude, longitude: address.coords.longitude },
  };
}

export function formDefaults(profile: ViewerProfile): ProfileFormValues {
  return {
    name: profile.name,
    phoneNumber: profile.phoneNumber ?? '',
    address: placeFromProfile(profile.address),
    birthDate: profileExtras(profile).birthDate ?? '',
  };
}

/**
 * The mutation input. The birth date is sent only by roles that have one; an emptied date is sent
 * as null so the server clears it.
 */
export function toUpdateInput(values: ProfileEditValues, withBirthDate: boolean): ProfileUpdateInput {
  return {
    name: values.name,
    phoneNumber: values.phoneNumber,
    address: toAddressInput(values.address),
    ...(withBirthDate ? { birthDate: values.birthDate ?? null } : {}),
  };
}
