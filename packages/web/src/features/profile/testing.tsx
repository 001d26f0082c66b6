import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { AREA_BASE, type WebRole } from '@talhao/schema';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { createCache } from '@/app/apollo';
import { AreaProvider } from '@/app/area';
import type { ViewerFields, ViewerProfile, ViewerState } from '@/app/session';
import { ToastProvider } from '@/ui';

/** Test-only helpers of the profile pages: viewer fixtures and a render inside an area. */

const TYPENAME: Record<WebRole, string> = {
  CONSULTANT: 'ConsultantProfile',
  ENTERPRISE_CONSULTANT: 'EnterpriseConsultantProfile',
  ENTERPRISE: 'EnterpriseProfile',
  MASTER: 'MasterProfile',
};

export const VITORIA = {
  formattedAddress: 'Vitória - ES, Brasil',
  city: 'Vitória',
  stateFrom: 'ES',
  coords: { latitude: -20.3155, longitude: -40.3128 },
};

/** A viewer of the given role; the role-specific fields only exist on the roles that have them. */
export function makeViewer(role: WebRole, profile: Partial<Record<string, unknown>> = {}): ViewerFields {
  const base: Record<string, unknown> = {
    __typename: TYPENAME[role],
    id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
    role,
    name: 'Joana Ribeiro',
    email: 'joana@talhao.dev',
    phoneNumber: '+5527998765432',
    createdAt: '2026-03-05T13:00:00.000Z',
    pictureUrl: null,
    address: VITORIA,
    plan: role === 'MASTER' ? null : { marker: '__freetrial', badge: 'Teste Gratuito', trialDaysLeft: 12 },
  };
  if (role === 'CONSULTANT' || role === 'ENTERPRISE_CONSULTANT') {
    base.birthDate = '1990-07-21';
    base.professionalResume = null;
  }
  if (role === 'ENTERPRISE_CONSULTANT')
    base.company = { id: 'c0ffeec0ffeec0ffeec0ffee', name: 'Agro Vale Consultoria' };
  if (role === 'ENTERPRISE') base.cnpj = '11222333000181';
  return {
    role,
    homePath: AREA_BASE[role],
    canDeleteAccount: role === 'CONSULTANT' || role === 'ENTERPRISE',
    profile: { ...base, ...profile } as unknown as ViewerProfile,
  };
}

/** A `useViewer()` result with a spy refetch. */
export function viewerState(viewer: ViewerFields | null, extra: Partial<ViewerState> = {}) {
  return { viewer, loading: false, error: undefined, refetch: vi.fn(async () => undefined), ...extra };
}

interface RenderOptions {
  role: WebRole;
  /** The route rendered first, relative to the area's base path (default '/perfil'). */
  at?: string;
  mocks?: MockedProviderProps['mocks'];
}

/** Renders `<base>/perfil` and `<base>/perfil/editar` with the given pages, as the area routes do. */
export function renderInArea(
  pages: { profile: ReactElement; edit?: ReactElement },
  { role, at = '/perfil', mocks = [] }: RenderOptions,
) {
  const basePath = AREA_BASE[role];
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[`${basePath}${at}`]}>
          <AreaProvider value={{ area: role, basePath }}>
            <Routes>
              <Route path={`${basePath}/perfil`} element={pages.profile} />
              <Route path={`${basePath}/perfil/editar`} element={pages.edit ?? <p>editar</p>} />
            </Routes>
          </AreaProvider>
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
}
