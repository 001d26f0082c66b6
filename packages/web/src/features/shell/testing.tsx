import type { ApolloLink } from '@apollo/client';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { AREA_BASE, type WebRole } from '@talhao/schema';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router-dom';
import { createCache } from '@/app/apollo';
import { type ViewerFields, ViewerProvider, ViewerQuery } from '@/app/session';
import { storedRole, storedUserId } from '@/app/storage';
import { UnsavedChangesProvider } from '@/app/unsavedChanges';
import { allAreaRoutes } from '@/routes/areas';
import { ToastProvider } from '@/ui';

/** Test-only helpers of the shell and account settings: viewer fixtures, mocks and an app render. */

type Mocks = NonNullable<MockedProviderProps['mocks']>;

const PROFILE_TYPENAME: Record<WebRole, string> = {
  CONSULTANT: 'ConsultantProfile',
  ENTERPRISE_CONSULTANT: 'EnterpriseConsultantProfile',
  ENTERPRISE: 'EnterpriseProfile',
  MASTER: 'MasterProfile',
};

export const LANDING_TEXT = 'Página inicial (teste)';
/** The stand-in of both sign-in pages (/login and the master's hidden one). */
export const SIGN_IN_TEXT = 'Entrar (teste)';

interface ViewerOptions {
  name?: string;
  email?: string | null;
  phoneNumber?: string | null;
  pictureUrl?: string | null;
  trialDaysLeft?: number | null;
  badge?: string;
  canDeleteAccount?: boolean;
  withAddress?: boolean;
}

/** A viewer as the BFF answers it (with __typename everywhere, as the cache needs). */
export function makeViewer(role: WebRole, options: ViewerOptions = {}): ViewerFields {
  const hasPlan = role !== 'MASTER';
  const profile: Record<string, unknown> = {
    __typename: PROFILE_TYPENAME[role],
    id: `${role.toLowerCase()}-1`,
    role,
    name: options.name ?? 'Ana Paula Souza',
    email: options.email === undefined ? 'ana@talhao.dev' : options.email,
    phoneNumber: options.phoneNumber === undefined ? '+5527998765432' : options.phoneNumber,
    createdAt: '2026-03-05T13:00:00.000Z',
    pictureUrl: options.pictureUrl ?? null,
    address:
      options.withAddress === false
        ? null
        : {
            __typename: 'Address',
            formattedAddress: 'Vitória - ES, Brasil',
            city: 'Vitória',
            stateFrom: 'ES',
            coords: { __typename: 'Coords', latitude: -20.3155, longitude: -40.3128 },
          },
    plan: hasPlan
      ? {
          __typename: 'Plan',
          marker: options.trialDaysLeft == null ? '__std' : '__freetrial',
          badge: options.badge ?? (options.trialDaysLeft == null ? 'Padrão' : 'Teste Gratuito'),
          trialDaysLeft: options.trialDaysLeft ?? null,
        }
      : null,
  };
  if (role === 'CONSULTANT' || role === 'ENTERPRISE_CONSULTANT') {
    profile.birthDate = '1990-07-21';
    profile.professionalResume = '<p>Agrônoma.</p>';
  }
  if (role === 'ENTERPRISE_CONSULTANT') {
    profile.company = { __typename: 'CompanyRef', id: 'company-1', name: 'Agro Vale Consultoria' };
  }
  if (role === 'ENTERPRISE') profile.cnpj = '11222333000181';
  return {
    __typename: 'Viewer',
    role,
    homePath: AREA_BASE[role],
    canDeleteAccount: options.canDeleteAccount ?? (role === 'CONSULTANT' || role === 'ENTERPRISE'),
    profile,
  } as unknown as ViewerFields;
}

/** The Viewer query answered with `viewer` (null = signed out). */
export function viewerMock(viewer: ViewerFields | null, delay = 0): Mocks[number] {
  return { request: { query: ViewerQuery }, result: { data: { viewer } }, delay };
}

/** What a previous sign-in left in the browser: the role and that role's user id (as makeViewer's). */
export function rememberSignedIn(role: WebRole): void {
  storedRole.set(role);
  storedUserId.set(role, `${role.toLowerCase()}-1`);
}

/**
 * Records the operation name of each request as the mock link receives it (the order the browser
 * would send them), then answers after `delay` ms.
 */
export function trackRequests(sent: string[]) {
  return <M extends Mocks[number]>(mock: M, delay = 0): M => ({
    ...mock,
    delay: (operation: { operationName?: string }) => {
      sent.push(operation.operationName ?? '?');
      return delay;
    },
  });
}

/** What the app's root layout provides, minus the client config (its defaults apply). */
function TestRoot() {
  return (
    <ToastProvider>
      <ViewerProvider>
        <UnsavedChangesProvider>
          <Outlet />
        </UnsavedChangesProvider>
      </ViewerProvider>
    </ToastProvider>
  );
}

/**
 * Renders the real area routes at `path`, with stand-ins for the landing ('/') and sign-in pages.
 * `link` replaces the plain mock link (e.g. heldAnswers' link, whose answers wait for the test).
 */
export function renderApp(path: string, mocks: Mocks, link?: ApolloLink) {
  const routes: RouteObject[] = [
    {
      element: <TestRoot />,
      children: [
        { path: '/', element: <p>{LANDING_TEXT}</p> },
        { path: '/login/*', element: <p>{SIGN_IN_TEXT}</p> },
        ...allAreaRoutes(),
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <MockedProvider mocks={mocks} link={link} cache={createCache()}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { ...view, router };
}

/** Renders one element with the viewer, toasts and a router (no area layout around it). */
export function renderWithViewer(element: ReactNode, mocks: Mocks, path = '/consultor') {
  const router = createMemoryRouter(
    [
      {
        element: <TestRoot />,
        children: [
          { path: '/', element: <p>{LANDING_TEXT}</p> },
          { path: '*', element: element },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { ...view, router };
}
