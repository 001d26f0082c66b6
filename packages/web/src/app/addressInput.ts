import type { Address } from '@talhao/schema';
import type { AddressInput } from '@/gql/graphql';

/**
 * An address as the forms keep it (the specification's shape, snake_case) in the GraphQL input's camelCase shape,
 * without extras; every form that sends an address (sign-up, profile, farmer, property, consultant, offer regions,
 * training place) goes through this one mapping.
 */
export function toAddressInput(address: Address): AddressInput {
  return {
    formattedAddress: address.formattedAddress,
    city: address.city,
    stateFrom: address.stateFrom,
    country: address.country ?? null,
    neighborhood: address.neighborhood ?? null,
    street: address.street ?? null,
    streetNumber: address.street_number ?? null,
    postalCode: address.postal_code ?? null,
    coords: { latitude: address.coords.latitude, longitude: address.coords.longitude },
  };
}
