import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createCache } from '@/app/apollo';
import { ViewerProvider, ViewerQuery } from '@/app/session';
import { publicRoutes } from '@/routes/public';
import { ToastProvider } from '@/ui';

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

interface RenderOptions {
  mocks?: Mock[];
  /** Wrap in ViewerProvider (pages that read or refetch the viewer). */
  withViewer?: boolean;
  strict?: boolean;
  wrap?: (children: ReactNode) => ReactNode;
}

/** Renders the real public route tree (lazy pages included) at `path`, with stand-ins for the areas. */
export function renderAt(path: string, { mocks = [], withViewer = false, strict = false, wrap }: RenderOptions = {}) {
  const router = createMemoryRouter(
    [
      ...publicRoutes,
      { path: '/consultor', element: <h1>Área do consultor</h1> },
      { path: '/empresa', element: <h1>Área da empresa</h1> },
      { path: '/master', element: <h1>Área do master</h1> },
    ],
    { initialEntries: [path] },
  );
  let tree: ReactNode = <RouterProvider router={router} />;
  if (withViewer) tree = <ViewerProvider>{tree}</ViewerProvider>;
  if (wrap) tree = wrap(tree);
  tree = (
    <MockedProvider mocks={mocks} cache={createCache()} mockLinkDefaultOptions={{ delay: 0 }}>
      <ToastProvider>{tree}</ToastProvider>
    </MockedProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...view, router };
}

/** The viewer query answering "signed out". */
export const signedOutViewerMock = (): Mock => ({
  request: { query: ViewerQuery },
  result: { data: { viewer: null } },
});

/** The viewer query answering with a signed-in user of `role`. */
export function signedInViewerMock(role: 'CONSULTANT' | 'ENTERPRISE' | 'MASTER', homePath: string, id = 'u1'): Mock {
  const typename =
    role === 'CONSULTANT' ? 'ConsultantProfile' : role === 'ENTERPRISE' ? 'EnterpriseProfile' : 'MasterProfile';
  return {
    request: { query: ViewerQuery },
    result: {
      data: {
        viewer: {
          __typename: 'Viewer',
          role,
          homePath,
          canDeleteAccount: role !== 'MASTER',
          profile: {
            __typename: typename,
            id,
            role,
            name: 'Ana Lima',
            email: 'ana@talhao.dev',
            phoneNumber: null,
            createdAt: '2025-01-10T12:00:00.000Z',
            pictureUrl: null,
            address: null,
            plan: null,
            ...(role === 'CONSULTANT' ? { birthDate: null, professionalResume: null } : {}),
            ...(role === 'ENTERPRISE' ? { cnpj: '11222333000181' } : {}),
          },
        },
      },
    },
  };
}

/** A GraphQL error response as the BFF sends it. */
export const graphQLError = (message: string, code: string, status?: number) => ({
  errors: [{ message, extensions: { code, ...(status ? { status } : {}), severity: 'error' } }],
});
