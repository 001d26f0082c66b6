import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { createCache } from '@/app/apollo';
import { PublicViewerProvider } from '@/app/publicSession';
import { ViewerQuery } from '@/app/session';
import { useViewer } from '@/app/viewerContext';
import { publicRoutes } from '@/routes/public';
import { mockGraphqlFetch } from '@/test/graphqlFetch';
import { ToastProvider } from '@/ui';

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

interface RenderOptions {
  mocks?: Mock[];
  /** Wrap in the app's root viewer provider (pages that read or refetch the viewer). */
  withViewer?: boolean;
  strict?: boolean;
  wrap?: (children: ReactNode) => ReactNode;
  /** Receives the name of every operation sent to the (mocked) network, in order. */
  operations?: string[];
}

/** An area's stand-in; inside ViewerProvider it also shows whom the session belongs to. */
function AreaStandIn({ title }: { title: string }) {
  const { viewer } = useViewer();
  return (
    <>
      <h1>{title}</h1>
      {viewer ? <p>Sessão de {viewer.profile.name}</p> : null}
    </>
  );
}

/** A page deeper in an area: says where the router is, to check where a sign-in returned to. */
function AreaPageStandIn() {
  const { pathname, search, hash } = useLocation();
  return <h1>{`Página ${pathname}${search}${hash}`}</h1>;
}

/** The mocks behind a link that records each operation name before answering it. */
function recordingLink(mocks: Mock[], operations: string[]) {
  const record = new ApolloLink((operation, forward) => {
    operations.push(operation.operationName ?? '(anonymous)');
    return forward(operation);
  });
  return ApolloLink.from([record, new MockLink(mocks, { defaultOptions: { delay: 0 } })]);
}

/** Renders the real public route tree (lazy pages included) at `path`, with stand-ins for the areas. */
export function renderAt(
  path: string,
  { mocks = [], withViewer = false, strict = false, wrap, operations }: RenderOptions = {},
) {
  const area = (title: string) => (withViewer ? <AreaStandIn title={title} /> : <h1>{title}</h1>);
  const router = createMemoryRouter(
    [
      ...publicRoutes,
      { path: '/consultor', element: area('Área do consultor') },
      { path: '/empresa', element: area('Área da empresa') },
      { path: '/master', element: area('Área do master') },
      ...['/consultor/*', '/empresa/*', '/master/*'].map((path) => ({ path, element: <AreaPageStandIn /> })),
    ],
    { initialEntries: [path] },
  );
  // The signed-out pages post through fetch (app/lightGraphql.ts), the lazily loaded ones through Apollo:
  // both answer from the same mocks.
  mockGraphqlFetch(mocks, operations);
  let tree: ReactNode = <RouterProvider router={router} />;
  if (withViewer) tree = <PublicViewerProvider>{tree}</PublicViewerProvider>;
  if (wrap) tree = wrap(tree);
  tree = (
    <MockedProvider
      mocks={mocks}
      link={operations ? recordingLink(mocks, operations) : undefined}
      cache={createCache()}
      mockLinkDefaultOptions={{ delay: 0 }}
    >
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

type SignInRole = 'CONSULTANT' | 'ENTERPRISE' | 'MASTER';

/** A signed-in user of `role` as the Viewer query and the sign-in mutations select it. */
export function viewerOf(role: SignInRole, homePath: string, id = 'u1') {
  const typename =
    role === 'CONSULTANT' ? 'ConsultantProfile' : role === 'ENTERPRISE' ? 'EnterpriseProfile' : 'MasterProfile';
  return {
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
  };
}

/** The viewer query answering with a signed-in user of `role`. */
export function signedInViewerMock(role: SignInRole, homePath: string, id = 'u1'): Mock {
  return { request: { query: ViewerQuery }, result: { data: { viewer: viewerOf(role, homePath, id) } } };
}

/** A GraphQL error response as the BFF sends it. */
export const graphQLError = (message: string, code: string, status?: number) => ({
  errors: [{ message, extensions: { code, ...(status ? { status } : {}), severity: 'error' } }],
});
