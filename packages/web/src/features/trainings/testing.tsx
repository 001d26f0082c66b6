import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { AREA_BASE, type WebRole } from '@talhao/schema';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createCache } from '@/app/apollo';
import { AreaProvider } from '@/app/area';
import type { TrainingFieldsFragment } from '@/gql/graphql';
import { ToastProvider } from '@/ui';

/** Test-only helpers of the training pages. */

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderTrainings(
  routes: { path: string; element: ReactElement }[],
  { at, mocks = [], area = 'CONSULTANT' }: { at: string; mocks?: MockedProviderProps['mocks']; area?: WebRole },
) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[at]}>
          <AreaProvider value={{ area, basePath: AREA_BASE[area] }}>
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

/** A training a week from now (so the form accepts its date), in person, with every field filled. */
export function makeTraining(
  overrides: Partial<TrainingFieldsFragment> = {},
): TrainingFieldsFragment & { __typename: 'Training' } {
  return {
    __typename: 'Training',
    id: 'tr0000000000000000000001',
    title: 'Manejo integrado de pragas',
    date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    duration: '02:30',
    price: 150,
    profit: 90,
    format: 'IN_PERSON',
    summary: 'Como identificar e controlar as principais pragas da soja sem excesso de defensivos.',
    description: '<p>Conteúdo completo do treinamento.</p>',
    specificInformation: '<p>Levar caderno.</p>',
    availableSpots: 20,
    confirmedCount: 3,
    remainingSpots: 17,
    imageUrl: null,
    editable: true,
    address: {
      __typename: 'Address',
      formattedAddress: 'Linhares, ES',
      city: 'Linhares',
      stateFrom: 'ES',
      country: null,
      neighborhood: null,
      street: null,
      streetNumber: null,
      postalCode: null,
      coords: { __typename: 'Coords', latitude: -19.39, longitude: -40.07 },
    },
    ...overrides,
  } as TrainingFieldsFragment & { __typename: 'Training' };
}
