import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { viewerOf } from '@/features/offers/testing';
import { LIST, makeProvided, REQUESTS, renderPages } from '@/features/provided/testing';
import { RequestAnswerMutation, RequestConsultanciesQuery, RequestConsultancyQuery } from './documents';
import { REFUSE_CONFIRM, RequestDetailPage } from './RequestDetailPage';
import { REQUESTS_EMPTY, REQUESTS_TITLE, RequestListPage } from './RequestListPage';

vi.mock('@/app/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/app/session')>()),
  useViewer: () => viewerOf('CONSULTANT'),
}));

const SLOW = { timeout: 15_000 };
const ID = 'pc0000000000000000000001';
const request = makeProvided({ status: 'REQUESTED' });

const listMock = (items: unknown[]) => ({
  request: { query: RequestConsultanciesQuery, variables: { page: 1, viewAs: null } },
  result: {
    data: {
      consultancyRequests: { __typename: 'ProvidedConsultancyPage', page: 1, hasNextPage: false, total: 1, items },
    },
  },
});
const detailMock = (value: unknown) => ({
  request: { query: RequestConsultancyQuery, variables: { id: ID, viewAs: null } },
  result: { data: { providedConsultancy: value } },
});
const answerResult = (accept: boolean) =>
  vi.fn(() => ({
    data: {
      answerConsultancyRequest: {
        __typename: 'ProvidedConsultancyResult',
        message: 'Solicitação respondida!',
        providedConsultancy: makeProvided({ status: accept ? 'PLANNED' : 'REJECTED' }),
      },
    },
  }));

function render(at: string, mocks: unknown[]) {
  return renderPages(
    [
      { path: REQUESTS, element: <RequestListPage /> },
      { path: `${REQUESTS}/:id`, element: <RequestDetailPage /> },
      { path: `${LIST}/:id`, element: <p>detalhe da consultoria prestada</p> },
    ],
    { at, mocks: mocks as never },
  );
}

const COMPANY_REQUESTS = '/empresa/consultorias/solicitadas';
const COMPANY_LIST = '/empresa/consultorias/prestadas';
function renderCompany(at: string, mocks: unknown[]) {
  return renderPages(
    [
      { path: COMPANY_REQUESTS, element: <RequestListPage /> },
      { path: `${COMPANY_REQUESTS}/:id`, element: <RequestDetailPage /> },
      { path: `${COMPANY_LIST}/:id`, element: <p>detalhe da consultoria prestada</p> },
    ],
    { at, mocks: mocks as never, area: 'ENTERPRISE' },
  );
}
const location = () => screen.getByTestId('location');

describe('RequestListPage', () => {
  it('shows a card per request with the date, farmer, consultancy, property and start', async () => {
    render(REQUESTS, [listMock([request])]);
    expect(screen.getByRole('heading', { name: REQUESTS_TITLE })).toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: 'Solicitações' });
    const card = within(cards).getAllByRole('listitem')[0] as HTMLElement;
    expect(card).toHaveTextContent('José Pereira');
    expect(card).toHaveTextContent('Solicitada em 01/02/2026');
    expect(card).toHaveTextContent('Manejo do café conilon');
    expect(card).toHaveTextContent('Sítio Boa Vista');
    expect(card).toHaveTextContent('10/03/2026');
    expect(within(card).getByRole('link', { name: /Visualizar/ })).toHaveAttribute('href', `${REQUESTS}/${ID}`);
  });

  it('says when there is no request', async () => {
    render(REQUESTS, [listMock([])]);
    expect(await screen.findByText(REQUESTS_EMPTY)).toBeInTheDocument();
  });
});

describe('RequestDetailPage', () => {
  it('accepts and goes to the provided-consultancy detail', async () => {
    const user = userEvent.setup();
    const accepted = answerResult(true);
    render(`${REQUESTS}/${ID}`, [
      detailMock(request),
      { request: { query: RequestAnswerMutation, variables: { id: ID, accept: true } }, result: accepted },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(location()).toHaveTextContent(`${LIST}/${ID}`), SLOW);
    expect(accepted).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Solicitação respondida!')).toBeInTheDocument();
  });

  it('asks for confirmation before refusing, then goes back to the requests', async () => {
    const user = userEvent.setup();
    const refused = answerResult(false);
    render(`${REQUESTS}/${ID}`, [
      detailMock(request),
      { request: { query: RequestAnswerMutation, variables: { id: ID, accept: false } }, result: refused },
      listMock([]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Recusar' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(REFUSE_CONFIRM);
    expect(refused).not.toHaveBeenCalled();
    // Cancelar keeps the request pending.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(refused).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Recusar' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${REQUESTS}$`)), SLOW);
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it("toasts 'Erro: {status}' from the server and stays on the request", async () => {
    const user = userEvent.setup();
    render(`${REQUESTS}/${ID}`, [
      detailMock(request),
      {
        request: { query: RequestAnswerMutation, variables: { id: ID, accept: true } },
        result: { errors: [{ message: 'Erro: 500' }] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByText('Erro: 500')).toBeInTheDocument();
    expect(location()).toHaveTextContent(`${REQUESTS}/${ID}`);
  });

  it('shows the status and no buttons once the request was answered', async () => {
    render(`${REQUESTS}/${ID}`, [detailMock(makeProvided({ status: 'REJECTED' }))]);
    expect(await screen.findByText('Rejeitado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceitar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recusar' })).not.toBeInTheDocument();
  });
});

describe('the company answers its requests', () => {
  it('shows the cards with the consultant the request names and a Visualizar link', async () => {
    renderCompany(COMPANY_REQUESTS, [listMock([request])]);
    expect(await screen.findByText('Marina Lopes')).toBeInTheDocument();
    expect(screen.getByText('Consultor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Visualizar/ })).toHaveAttribute('href', `${COMPANY_REQUESTS}/${ID}`);
  });

  it('offers Recusar and Aceitar; accepting opens the delivered consultancy in the company area', async () => {
    const user = userEvent.setup();
    const accepted = answerResult(true);
    renderCompany(`${COMPANY_REQUESTS}/${ID}`, [
      detailMock(request),
      { request: { query: RequestAnswerMutation, variables: { id: ID, accept: true } }, result: accepted },
    ]);
    expect(await screen.findByRole('button', { name: 'Recusar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(location()).toHaveTextContent(`${COMPANY_LIST}/${ID}`), SLOW);
    expect(accepted).toHaveBeenCalledTimes(1);
  });
});
