import { AREA_BASE, type Place, type WebRole } from '@talhao/schema';
import type { ViewerState } from '@/app/session';
import type { OfferedConsultancyFieldsFragment } from '@/gql/graphql';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';

/** Test-only helpers of the offered-consultancy pages. */

export const BASE = AREA_BASE.CONSULTANT;

/** What useViewer() answers in these tests (the pages read only the role). */
export const viewerOf = (role: WebRole): ViewerState =>
  ({ viewer: { role }, loading: false, refetch: async () => undefined }) as unknown as ViewerState;

export const renderOffers = renderAreaRoutes;

export const VITORIA: Place = {
  formattedAddress: 'Vitória - ES, Brasil',
  city: 'Vitória',
  stateFrom: 'ES',
  coords: { latitude: -20.3155, longitude: -40.3128 },
};

type Offer = OfferedConsultancyFieldsFragment & { __typename: 'OfferedConsultancy' };

/** An offer as the BFF answers it (with __typename on nested objects, as the cache needs). */
export function makeOffer(overrides: Partial<Record<keyof OfferedConsultancyFieldsFragment, unknown>> = {}): Offer {
  const offer = {
    __typename: 'OfferedConsultancy',
    id: 'of0000000000000000000001',
    name: 'Manejo do café conilon',
    format: 'BOTH',
    cultures: ['Café', 'Pimenta'],
    agreedPrice: false,
    prices: [
      { __typename: 'PriceLine', amount: 1500, feeType: 'PER_HECTARE' },
      { __typename: 'PriceLine', amount: 300, feeType: 'PER_VISIT' },
    ],
    regions: [
      {
        __typename: 'Address',
        formattedAddress: VITORIA.formattedAddress,
        city: VITORIA.city,
        stateFrom: VITORIA.stateFrom,
        country: null,
        neighborhood: null,
        street: null,
        streetNumber: null,
        postalCode: null,
        coords: { __typename: 'Coords', ...VITORIA.coords },
      },
    ],
    summary: 'Acompanhamento completo da lavoura de café conilon, da poda à colheita, com visitas mensais.',
    content: '<p>Plano de manejo completo.</p>',
    imageUrl: null,
    clientCount: 3,
    ...overrides,
  };
  return offer as unknown as Offer;
}

/** An offer as the list asks for it (OfferedConsultancyListFields): no content, regions, cultures or image. */
export function makeOfferListItem(overrides: Partial<Record<keyof OfferedConsultancyFieldsFragment, unknown>> = {}) {
  const { __typename, id, name, summary, agreedPrice, prices, clientCount } = makeOffer(overrides);
  return { __typename, id, name, summary, agreedPrice, prices, clientCount };
}
