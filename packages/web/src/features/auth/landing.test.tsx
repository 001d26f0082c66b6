import { PROVIDER_SITE_URL } from '@talhao/schema';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storedRole, storedUserId } from '@/app/storage';
import { renderAt, signedInViewerMock, signedOutViewerMock } from './testUtils';

describe('landing /', () => {
  it('offers sign-in, sign-up and the provider website', async () => {
    renderAt('/', { withViewer: true, mocks: [signedOutViewerMock()] });
    expect(await screen.findByRole('link', { name: 'Já tenho conta' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/cadastro');
    expect(screen.getByRole('link', { name: /Conheça o Talhão/ })).toHaveAttribute('href', PROVIDER_SITE_URL);
  });

  it('sends a user with a stored role and a live session to the home of the role', async () => {
    storedRole.set('ENTERPRISE');
    const { router } = renderAt('/', { withViewer: true, mocks: [signedInViewerMock('ENTERPRISE', '/empresa', 'e7')] });
    expect(await screen.findByRole('heading', { name: 'Área da empresa' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/empresa');
  });

  it('stays on the landing and clears the stored session when the viewer is gone', async () => {
    storedRole.set('CONSULTANT');
    storedUserId.set('CONSULTANT', 'c1');
    renderAt('/', { withViewer: true, mocks: [signedOutViewerMock()] });
    expect(await screen.findByRole('link', { name: 'Já tenho conta' })).toBeInTheDocument();
    await waitFor(() => expect(storedRole.get()).toBeNull());
    expect(storedUserId.get('CONSULTANT')).toBeNull();
  });
});
