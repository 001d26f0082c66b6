import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { createCache } from '@/app/apollo';
import { AreaProvider } from '@/app/area';
import type { UserKind } from '@/gql/graphql';
import { ToastProvider } from '@/ui';
import { MasterUsersDetailQuery, MasterUsersListQuery } from './documents';
import { userRoutes } from './routes';

/** Test-only helpers of the master's users pages: fixtures, mocks and a render of the real routes. */

type Mocks = NonNullable<MockedProviderProps['mocks']>;
export type Mock = Mocks[number];

export const OUTSIDE_TEXT = 'Fora das páginas de usuários';

export function renderUsers(path: string, mocks: Mocks) {
  const router = createMemoryRouter(
    [
      {
        path: '/master',
        element: (
          <AreaProvider value={{ area: 'MASTER', basePath: '/master' }}>
            <Outlet />
          </AreaProvider>
        ),
        children: userRoutes,
      },
      { path: '*', element: <p>{OUTSIDE_TEXT}</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
  return { ...view, router };
}

export function summary(id: string, name: string, kind: UserKind, city: string | null = 'Vitória', stateFrom = 'ES') {
  return { __typename: 'UserSummary', id, kind, name, pictureUrl: null, city, stateFrom: city ? stateFrom : null };
}

export function listMock(
  variables: { kind: UserKind; name?: string | null; page?: number },
  items: ReturnType<typeof summary>[],
  { hasNextPage = false, total = items.length }: { hasNextPage?: boolean; total?: number } = {},
): Mock {
  const vars = { kind: variables.kind, name: variables.name ?? null, page: variables.page ?? 1 };
  return {
    request: { query: MasterUsersListQuery, variables: vars },
    result: { data: { users: { __typename: 'UserPage', page: vars.page, hasNextPage, total, items } } },
  };
}

const TYPENAME: Record<string, string> = {
  CONSULTANT: 'ConsultantProfile',
  ENTERPRISE_CONSULTANT: 'EnterpriseConsultantProfile',
  ENTERPRISE: 'EnterpriseProfile',
  USER: 'FarmerProfile',
};

export const VITORIA_ADDRESS = {
  __typename: 'Address',
  formattedAddress: 'Vitória - ES, Brasil',
  city: 'Vitória',
  stateFrom: 'ES',
  coords: { __typename: 'Coords', latitude: -20.3155, longitude: -40.3128 },
};

/** A user's profile as `user(id)` answers it. */
export function userProfile(
  role: 'CONSULTANT' | 'ENTERPRISE_CONSULTANT' | 'ENTERPRISE' | 'USER',
  overrides: Record<string, unknown> = {},
) {
  const profile: Record<string, unknown> = {
    __typename: TYPENAME[role],
    id: `${role.toLowerCase()}-7`,
    role,
    name: 'Carla Mendes',
    email: 'carla@talhao.dev',
    phoneNumber: '+5527998765432',
    createdAt: '2026-02-10T13:00:00.000Z',
    pictureUrl: null,
    address: VITORIA_ADDRESS,
    plan:
      role === 'ENTERPRISE_CONSULTANT'
        ? null
        : { __typename: 'Plan', marker: '__freetrial', badge: 'Teste Gratuito', trialDaysLeft: 20 },
  };
  if (role === 'CONSULTANT' || role === 'ENTERPRISE_CONSULTANT') {
    profile.birthDate = '1988-04-02';
    profile.professionalResume = null;
  }
  if (role === 'ENTERPRISE_CONSULTANT') {
    profile.company = { __typename: 'CompanyRef', id: 'enterprise-3', name: 'Agro Vale Consultoria' };
  }
  if (role === 'ENTERPRISE') profile.cnpj = '11222333000181';
  if (role === 'USER') profile.cpf = '52998224725';
  return { ...profile, ...overrides };
}

export function detailMock(profile: ReturnType<typeof userProfile> | null, id = String(profile?.id)): Mock {
  return { request: { query: MasterUsersDetailQuery, variables: { id } }, result: { data: { user: profile } } };
}
