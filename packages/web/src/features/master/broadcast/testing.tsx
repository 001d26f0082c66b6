import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { AREA_BASE } from '@talhao/schema';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createCache } from '@/app/apollo';
import { AreaProvider } from '@/app/area';
import type { MasterBroadcastAdvertFieldsFragment, MasterBroadcastNotificationFieldsFragment } from '@/gql/graphql';
import { ToastProvider } from '@/ui';

/** Test-only helpers of the Divulgação pages. */

/** Where the router is now, for navigation assertions. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderBroadcast(
  routes: { path: string; element: ReactElement }[],
  { at, mocks = [] }: { at: string; mocks?: MockedProviderProps['mocks'] },
) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[at]}>
          <AreaProvider value={{ area: 'MASTER', basePath: AREA_BASE.MASTER }}>
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

export function makeAdvert(
  overrides: Partial<MasterBroadcastAdvertFieldsFragment> = {},
): MasterBroadcastAdvertFieldsFragment & { __typename: 'Advert' } {
  return {
    __typename: 'Advert',
    id: 'ad0000000000000000000001',
    title: 'Dia de campo do café',
    message: 'Venha conhecer as novas variedades no sábado.',
    url: 'https://talhao.dev/dia-de-campo',
    status: 'ACTIVE',
    periodicity: 7 * 86_400_000,
    startDate: '2026-05-04',
    endDate: '2026-06-01',
    lastPush: null,
    audience: ['USER', 'CONSULTANT'],
    imageUrl: '/files/uploads/dia-de-campo.png',
    ...overrides,
  };
}

export function makeNotification(
  overrides: Partial<MasterBroadcastNotificationFieldsFragment> = {},
): MasterBroadcastNotificationFieldsFragment & { __typename: 'PushNotification' } {
  return {
    __typename: 'PushNotification',
    id: 'nt0000000000000000000001',
    title: 'Chuva forte',
    message: 'Previsão de chuva forte para amanhã.',
    periodicity: 0,
    startDate: '2026-05-04',
    endDate: '2026-05-04',
    lastPush: null,
    audience: ['USER'],
    ...overrides,
  };
}
