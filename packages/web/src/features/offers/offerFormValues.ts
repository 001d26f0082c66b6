import type { OfferedConsultancyValues, Place } from '@talhao/schema';
import { toAddressInput } from '@/app/addressInput';
import type {
  ConsultancyFormat,
  FeeType,
  OfferedConsultancyFieldsFragment,
  OfferedConsultancyInput,
} from '@/gql/graphql';

/** A 'Personalizado' line while it is being typed: no amount or no charge type yet. */
export interface PriceLineDraft {
  amount: number | null;
  feeType: FeeType | '';
}

/** What the form holds; the schema turns it into OfferedConsultancyValues (or refuses it with its messages). */
export interface OfferFormValues {
  name: string;
  format: ConsultancyFormat | '';
  cultures: string[];
  agreedPrice: boolean;
  prices: PriceLineDraft[];
  regions: Place[];
  summary: string;
  content: string;
}

type StoredRegion = OfferedConsultancyFieldsFragment['regions'][number];

/** A stored region as the place list holds it; one without coordinates cannot be kept and is left out. */
function placeFromRegion(region: StoredRegion): Place | null {
  if (!region.coords) return null;
  return {
    formattedAddress: region.formattedAddress,
    city: region.city ?? '',
    stateFrom: region.stateFrom ?? '',
    coords: { latitude: region.coords.latitude, longitude: region.coords.longitude },
  };
}

export function offerDefaults(offer?: OfferedConsultancyFieldsFragment | null): OfferFormValues {
  if (!offer) {
    return {
      name: '',
      format: '',
      cultures: [],
      // A new offer starts 'A combinar' until the price dialog says otherwise.
      agreedPrice: true,
      prices: [],
      regions: [],
      summary: '',
      content: '',
    };
  }
  const lines = offer.prices.filter((line) => line.feeType !== 'AGREED_PRICE');
  return {
    name: offer.name,
    format: offer.format,
    cultures: offer.cultures,
    agreedPrice: offer.agreedPrice || lines.length === 0,
    prices: lines.map((line) => ({ amount: line.amount ?? null, feeType: line.feeType })),
    regions: offer.regions.map(placeFromRegion).filter((place): place is Place => place !== null),
    summary: offer.summary ?? '',
    content: offer.content,
  };
}

export function toOfferInput(values: OfferedConsultancyValues): OfferedConsultancyInput {
  return {
    name: values.name,
    format: values.format,
    cultures: values.cultures,
    agreedPrice: values.agreedPrice,
    prices: values.prices.map((line) => ({ amount: line.amount, feeType: line.feeType })),
    regions: values.regions.map(toAddressInput),
    summary: values.summary ?? null,
    content: values.content,
  };
}
