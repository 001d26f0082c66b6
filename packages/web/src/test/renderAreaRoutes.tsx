import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { AREA_BASE, type WebRole } from '@talhao/schema';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createCache } from '@/app/apollo';
import { AreaProvider } from '@/app/area';
import { ToastProvider } from '@/ui';

/** Where the router is now, for navigation assertions (`getByTestId('location')`). */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderAreaRoutesOptions {
  /** The URL the router starts at. */
  at: string;
  mocks?: MockedProviderProps['mocks'];
  /** Whose area the pages are mounted in (their base path follows). */
  area?: WebRole;
}

/**
 * Renders feature pages as the app mounts them: Apollo (mocked, with the app's cache policies),
 * toasts, a router at `at`, and the area context, plus a location probe. Shared by every feature's tests.
 */
export function renderAreaRoutes(
  routes: { path: string; element: ReactElement }[],
  { at, mocks = [], area = 'CONSULTANT' }: RenderAreaRoutesOptions,
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
