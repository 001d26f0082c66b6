import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCache } from './apollo';
import { useViewer, ViewerProvider, ViewerQuery } from './session';
import { storedRole, storedUserId } from './storage';

const consultant = {
  __typename: 'Viewer',
  role: 'CONSULTANT',
  homePath: '/consultor',
  canDeleteAccount: true,
  profile: {
    __typename: 'ConsultantProfile',
    id: 'c-42',
    role: 'CONSULTANT',
    name: 'Ana Souza',
    email: 'ana@example.com',
    phoneNumber: '+5527998765432',
    createdAt: '2026-01-10T12:00:00.000Z',
    pictureUrl: null,
    address: null,
    plan: { __typename: 'Plan', marker: '__std', badge: 'Padrão', trialDaysLeft: null },
    birthDate: '1990-04-02',
    professionalResume: '<p>Agrônoma</p>',
  },
};

function Probe() {
  const { viewer, loading, error } = useViewer();
  if (loading) return <p>carregando</p>;
  if (error) return <p>falhou</p>;
  return <p>{viewer ? `${viewer.profile.name} (${viewer.role})` : 'visitante'}</p>;
}

const renderWith = (viewer: unknown) =>
  render(
    <MockedProvider cache={createCache()} mocks={[{ request: { query: ViewerQuery }, result: { data: { viewer } } }]}>
      <ViewerProvider>
        <Probe />
      </ViewerProvider>
    </MockedProvider>,
  );

describe('ViewerProvider', () => {
  it('loads the viewer and remembers its role and id', async () => {
    renderWith(consultant);
    expect(screen.getByText('carregando')).toBeInTheDocument();
    expect(await screen.findByText('Ana Souza (CONSULTANT)')).toBeInTheDocument();
    await waitFor(() => expect(storedRole.get()).toBe('CONSULTANT'));
    expect(storedUserId.get('CONSULTANT')).toBe('c-42');
  });

  it('forgets the stored user for a visitor', async () => {
    storedRole.set('MASTER');
    storedUserId.set('MASTER', 'm-1');
    window.sessionStorage.setItem('talhao.signup.CONSULTANT', '{"page":2}');
    renderWith(null);
    expect(await screen.findByText('visitante')).toBeInTheDocument();
    await waitFor(() => expect(storedRole.get()).toBeNull());
    expect(storedUserId.get('MASTER')).toBeNull();
    // A visitor's sign-up draft survives the app start.
    expect(window.sessionStorage.getItem('talhao.signup.CONSULTANT')).toBe('{"page":2}');
  });

  it('keeps the stored user when the profile cannot be loaded and reports the error', async () => {
    storedRole.set('ENTERPRISE');
    render(
      <MockedProvider mocks={[{ request: { query: ViewerQuery }, error: new Error('Failed to fetch') }]}>
        <ViewerProvider>
          <Probe />
        </ViewerProvider>
      </MockedProvider>,
    );
    expect(await screen.findByText('falhou')).toBeInTheDocument();
    expect(storedRole.get()).toBe('ENTERPRISE');
  });
});
