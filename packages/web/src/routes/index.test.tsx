import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ClientConfigQuery } from '@/app/clientConfig';
import { ViewerQuery } from '@/app/session';
import { mockGraphqlFetch } from '@/test/graphqlFetch';
import { patchAreaRoutes, routes } from './index';

const mocks = [
  { request: { query: ViewerQuery }, result: { data: { viewer: null } }, maxUsageCount: 5 },
  {
    request: { query: ClientConfigQuery },
    result: {
      data: {
        clientConfig: {
          __typename: 'ClientConfig',
          googleClientId: null,
          tileUrl: null,
          tileAttribution: null,
          supportPhone: '+55 27 3000-4500',
          supportChatUrl: 'https://wa.me/552730004500',
        },
      },
    },
    maxUsageCount: 5,
  },
];

/** The app's router at `path`, rendered. */
function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: patchAreaRoutes });
  // The root's viewer and configuration come through fetch (app/lightGraphql.ts), the areas' through Apollo.
  mockGraphqlFetch(mocks);
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

describe('router', () => {
  it.each(['/nao-existe', '/admin/qualquer'])('renders the not-found page for %s', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Conteúdo não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar à página inicial' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/consultor/consultorias/ofertadas/abc', '/login', 'Qual o seu tipo de conta?'],
    ['/master/empresas', '/login/master/talhao', 'Entrar como administrador'],
  ])('sends a signed-out visit to %s to %s, keeping the page to come back to', async (path, signIn, heading) => {
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(signIn);
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(path);
  });

  const areaIds = (router: ReturnType<typeof createMemoryRouter>) =>
    (router.routes[0]?.children ?? []).flatMap((route) => (route.id?.startsWith('area-') ? [route.id] : []));

  it.each([
    ['/nao-existe', []],
    ['/consultor-empresarialx', []],
    ['/consultor-empresarial/agenda-inexistente', ['area-ENTERPRISE_CONSULTANT']],
    ['/master', ['area-MASTER']],
  ])('adds an area’s routes to the tree only on a visit into it (%s)', async (path, expected) => {
    const router = renderAt(path);
    expect(areaIds(router)).toEqual([]);
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(areaIds(router)).toEqual(expected);
  });
});
