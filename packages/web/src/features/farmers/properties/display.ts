import { formatHectares, formatInteger, formatNumber, type Place } from '@talhao/schema';

/** Display and conversion helpers of the land pages. */

export const EMPTY_VALUE = '—';

export const hectares = (value: number | null | undefined) => (value == null ? EMPTY_VALUE : formatHectares(value));
export const metres = (value: number | null | undefined) => (value == null ? EMPTY_VALUE : `${formatNumber(value)} m`);
export const plantsText = (value: number | null | undefined) => (value == null ? EMPTY_VALUE : formatInteger(value));

/** 'Linhares - ES' from an address. */
export const cityState = (address: { city?: string | null; stateFrom?: string | null } | null | undefined) =>
  [address?.city, address?.stateFrom].filter(Boolean).join(' - ') || EMPTY_VALUE;

/** An address answered by the BFF (camelCase, nullable parts) as the form's Place. */
export function placeFromAddress(
  address:
    | {
        formattedAddress: string;
        city?: string | null;
        stateFrom?: string | null;
        country?: string | null;
        neighborhood?: string | null;
        street?: string | null;
        streetNumber?: string | null;
        postalCode?: string | null;
        coords?: { latitude: number; longitude: number } | null;
      }
    | null
    | undefined,
): Place | null {
  if (!address?.coords || !address.city || !address.stateFrom) return null;
  const place: Place = {
    formattedAddress: address.formattedAddress,
    city: address.city,
    stateFrom: address.stateFrom,
    coords: { latitude: address.coords.latitude, longitude: address.coords.longitude },
  };
  if (address.country) place.country = address.country;
  if (address.neighborhood) place.neighborhood = address.neighborhood;
  if (address.street) place.street = address.street;
  if (address.streetNumber) place.street_number = address.streetNumber;
  if (address.postalCode) place.postal_code = address.postalCode;
  return place;
}
