import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardCompanyQuery } from '@/features/dashboard/documents';
import { resetHomePrefetch, startHomePrefetch, takeHomePrefetch } from './homePrefetch';
import { usePrefetchedHome } from './usePrefetchedHome';

/** A home page as the dashboards use the hook: its own query skipped while the prefetch is on its way. */
function Page() {
  const waiting = usePrefetchedHome(DashboardCompanyQuery, {});
  const { data } = useQuery(DashboardCompanyQuery, { variables: {}, skip: waiting });
  return <p>{data ? `pendentes ${data.companyDashboard.pendingRequests}` : 'carregando'}</p>;
}

const company = { role: 'ENTERPRISE', homePath: '/empresa' };
const answer = {
  companyDashboard: {
    __typename: 'CompanyDashboard',
    month: '2026-11',
    revenue: 0,
    jobs: 0,
    activeConsultancies: 0,
    trainings: 0,
    pendingRequests: 3,
    agenda: [],
    consultants: [],
  },
};

function deferredFetch() {
  let resolve: (value: Response) => void = () => {};
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((done) => {
        resolve = done;
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (body: unknown) => resolve(new Response(JSON.stringify(body), { status: 200 })) };
}

/** The page with an Apollo client that has no network: returns the operations it tried to send. */
function renderOffline(): string[] {
  const requests: string[] = [];
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink((operation) => {
      requests.push(operation.operationName ?? '');
      return new Observable((observer) => observer.error(new Error('no network in this test')));
    }),
  });
  render(
    <ApolloProvider client={client}>
      <Page />
    </ApolloProvider>,
  );
  return requests;
}

afterEach(() => {
  resetHomePrefetch();
  vi.unstubAllGlobals();
});

describe('home prefetch', () => {
  it("asks for the role's home query by persisted id, only on the home itself", () => {
    const { fetchMock } = deferredFetch();
    startHomePrefetch(company, '/empresa/consultores');
    startHomePrefetch(company, '/empresa', '?viewAs=7');
    expect(fetchMock).not.toHaveBeenCalled();

    startHomePrefetch(company, '/empresa/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body.operationName).toBe('DashboardCompany');
    expect(body.documentId).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(body.variables).toEqual({});
    expect(takeHomePrefetch('DashboardCompany', { viewAs: '7' })).toBeNull();
    expect(takeHomePrefetch('DashboardConsultant', {})).toBeNull();
    expect(takeHomePrefetch('DashboardCompany', {})?.operationName).toBe('DashboardCompany');
  });

  it("hands the answer to Apollo's cache: the page waits for it and sends no request of its own", async () => {
    const network = deferredFetch();
    startHomePrefetch(company, '/empresa');
    const requests = renderOffline();
    expect(screen.getByText('carregando')).toBeInTheDocument();
    network.answer({ data: answer });
    expect(await screen.findByText('pendentes 3')).toBeInTheDocument();
    expect(requests).toEqual([]);
    // Used once: a later visit does not get the old answer again.
    expect(takeHomePrefetch('DashboardCompany', {})).toBeNull();
  });

  it("takes the answer that came with index.html and sends nothing; another query's answer is not taken", async () => {
    const network = deferredFetch();
    startHomePrefetch(company, '/empresa', '', { operationName: 'DashboardCompany', variables: {}, data: answer });
    expect(network.fetchMock).not.toHaveBeenCalled();
    const requests = renderOffline();
    // Written into the cache on the first render: no loading state at all.
    expect(screen.getByText('pendentes 3')).toBeInTheDocument();
    expect(requests).toEqual([]);

    resetHomePrefetch();
    startHomePrefetch(company, '/empresa', '', { operationName: 'DashboardConsultant', variables: {}, data: {} });
    expect(network.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets the page ask itself when the prefetch failed', async () => {
    const network = deferredFetch();
    startHomePrefetch(company, '/empresa');
    const requests: string[] = [];
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: new ApolloLink((operation) => {
        requests.push(operation.operationName ?? '');
        return new Observable((observer) => {
          observer.next({ data: answer });
          observer.complete();
        });
      }),
    });
    render(
      <ApolloProvider client={client}>
        <Page />
      </ApolloProvider>,
    );
    network.answer({ errors: [{ message: 'Erro ao carregar os dados' }] });
    expect(await screen.findByText('pendentes 3')).toBeInTheDocument();
    expect(requests).toEqual(['DashboardCompany']);
  });
});
