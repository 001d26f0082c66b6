import type { Address } from '@talhao/schema';
import type { AddressInput } from '@/gql/graphql';

/** The form keeps the specification's address shape; GraphQL names the same fields in camelCase. */
export function toAddressInput(address: Address): AddressInput {
  return {
    formattedAddress: address.formattedAddress,
    city: address.city,
    stateFrom: address.stateFrom,
    country: address.country,
    neighborhood: address.neighborhood,
    street: address.street,
    streetNumber: address.street_number,
    postalCode: address.postal_code,
    coords: { latitude: address.coords.latitude, longitude: address.coords.longitude },
  };
}
