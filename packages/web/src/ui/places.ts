import type { Place } from '@talhao/schema';
import { graphql } from '@/gql';

export const PlacesQuery = graphql(`
  query Places($query: String!, $limit: Int) {
    places(query: $query, limit: $limit) {
      formattedAddress
      city
      stateFrom
      country
      ibgeCode
      coords {
        latitude
        longitude
      }
    }
  }
`);

export const ReversePlaceQuery = graphql(`
  query ReversePlace($latitude: Float!, $longitude: Float!) {
    reversePlace(latitude: $latitude, longitude: $longitude) {
      formattedAddress
      city
      stateFrom
      country
      ibgeCode
      coords {
        latitude
        longitude
      }
    }
  }
`);

export const PLACES_LIMIT = 8;

interface PlaceResult {
  formattedAddress: string;
  city: string;
  stateFrom: string;
  country: string;
  ibgeCode?: string | null;
  coords: { latitude: number; longitude: number };
}

/** GraphQL result -> the shared `Place` shape (no __typename, no nulls), ready for forms and inputs. */
export function toPlace(result: PlaceResult, coords = result.coords): Place {
  const place: Place = {
    formattedAddress: result.formattedAddress,
    city: result.city,
    stateFrom: result.stateFrom,
    country: result.country,
    coords: { latitude: coords.latitude, longitude: coords.longitude },
  };
  if (result.ibgeCode) place.ibgeCode = result.ibgeCode;
  return place;
}

/** 'Vitória - ES' */
export const placeCaption = (place: Pick<Place, 'city' | 'stateFrom'> | null | undefined): string | null =>
  place?.city ? `${place.city}${place.stateFrom ? ` - ${place.stateFrom}` : ''}` : null;
