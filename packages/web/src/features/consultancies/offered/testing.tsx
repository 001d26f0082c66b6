import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { AREA_BASE, type Place, type WebRole } from '@talhao/schema';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createCache } from '@/app/apollo';
import { AreaProvider } from '@/app/area';
import type { ViewerState } from '@/app/session';
import type { OfferedConsultancyFieldsFragment } from '@/gql/graphql';
import { ToastProvider } from '@/ui';

/** Test-only helpers of the offered-consultancy pages. */

export const BASE = AREA_BASE.CONSULTANT;

/** What useViewer() answers in these tests (the pages read only the role). */
export const viewerOf = (role: WebRole): ViewerState =>
  ({ viewer: { role }, loading: false, refetch: async () => undefined }) as unknown as ViewerState;

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderOffers(
  routes: { path: string; element: ReactElement }[],
  { at, mocks = [] }: { at: string; mocks?: MockedProviderProps['mocks'] },
) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[at]}>
          <AreaProvider value={{ area: 'CONSULTANT', basePath: BASE }}>
            <Routes>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
            </Routes>
            <LocationProbe />
          </AreaProvider>
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
}

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
