import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';
import {
  CreateMonitoringMutation,
  MonitoringConsultancyQuery,
  MonitoringQuery,
  MonitoringSectorsQuery,
  MonitoringsQuery,
} from './documents';
import { MonitoringCreatePage } from './MonitoringCreatePage';
import { MonitoringDetailPage } from './MonitoringDetailPage';
import { MonitoringListPage } from './MonitoringListPage';

const upload = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('@/app/upload', () => upload);

const LIST = '/consultor/consultorias/prestadas/monitoramentos';
const QUERY = '?consultancyProvidedId=pc1&farmerId=f1';
const SLOW = { timeout: 15_000 };
/** The links' search, in farmPaths' fixed key order. */
const KEPT = '?farmerId=f1&consultancyProvidedId=pc1';

const row = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Monitoring' as const,
  id: 'm1',
  title: 'Ferrugem asiática',
  status: 'IN_PROGRESS',
  sectors: [
    { __typename: 'FarmRecordRef' as const, id: 's1', name: 'Setor 1' },
    { __typename: 'FarmRecordRef' as const, id: 's2', name: 'Setor 2' },
  ],
  postCount: 2,
  lastUpdate: '2026-11-20T14:30:00.000Z',
  ...overrides,
});

const listMock = (items: ReturnType<typeof row>[], page = 1, hasNextPage = false) => ({
  request: { query: MonitoringsQuery, variables: { consultancyProvidedId: 'pc1', page, viewAs: null } },
  result: {
    data: { monitorings: { __typename: 'MonitoringPage', page, hasNextPage, total: items.length, items } },
  },
  maxUsageCount: 5,
});

const post = (id: string, date: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'MonitoringPost' as const,
  id,
  date,
  title: null,
  description: `Descrição ${id}`,
  sendByName: 'Ana Paula Ribeiro',
  fileUrl: `/files/uploads/${id}.png`,
  fileName: `${id}.png`,
  fileType: 'image/png',
  ...overrides,
});

const detail = (canWrite = true) => ({
  __typename: 'Monitoring' as const,
  id: 'm1',
  title: 'Ferrugem asiática',
  description: 'Acompanhamento semanal.',
  status: 'IN_PROGRESS',
  consultancyProvidedId: 'pc1',
  sectors: row().sectors,
  createdAt: '2026-10-01T12:00:00.000Z',
  lastUpdate: '2026-11-20T14:30:00.000Z',
  canWrite,
  posts: [
    post('p2', '2026-11-20T14:30:00.000Z', { title: 'Primeiros sintomas' }),
    post('p1', '2026-10-05T12:00:00.000Z', {
      fileUrl: '/files/uploads/laudo.pdf',
      fileName: 'laudo.pdf',
      fileType: 'application/pdf',
    }),
  ],
});

const detailMock = (canWrite = true) => ({
  request: { query: MonitoringQuery, variables: { id: 'm1', viewAs: null } },
  result: { data: { monitoring: detail(canWrite) } },
  maxUsageCount: 5,
});

const AREA_LIST = {
  CONSULTANT: LIST,
  ENTERPRISE: '/empresa/consultorias/prestadas/monitoramentos',
  ENTERPRISE_CONSULTANT: '/consultor-empresarial/consultorias/prestadas/monitoramentos',
} as const;

const render = (at: string, mocks: unknown[], area: keyof typeof AREA_LIST = 'CONSULTANT') => {
  const base = AREA_LIST[area];
  return renderAreaRoutes(
    [
      { path: base, element: <MonitoringListPage /> },
      { path: `${base}/criar`, element: <MonitoringCreatePage /> },
      { path: `${base}/:id`, element: <MonitoringDetailPage /> },
    ],
    { at, mocks: mocks as never, area },
  );
};

describe('monitorings list', () => {
  it('shows title, status label, sectors and last update; Criar and Voltar keep the consultancy', async () => {
    render(`${LIST}${QUERY}`, [listMock([row()])]);
    const link = await screen.findByRole('link', { name: 'Ferrugem asiática' });
    expect(link).toHaveAttribute('href', `${LIST}/m1${KEPT}`);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Título', 'Status', 'Setores', 'Andamentos', 'Última atualização']);
    const [, first] = within(table).getAllByRole('row');
    const cells = within(first as HTMLElement).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Em andamento');
    expect(cells[2]).toHaveTextContent('Setor 1, Setor 2');
    expect(cells[4]).toHaveTextContent('20/11/2026 11:30');
    expect(screen.getByRole('link', { name: 'Criar' })).toHaveAttribute('href', `${LIST}/criar${KEPT}`);
    expect(screen.getByRole('link', { name: /Voltar/ })).toHaveAttribute(
      'href',
      '/consultor/consultorias/prestadas/pc1',
    );
  });

  it('says when there is none, and the company reads without Criar', async () => {
    render('/empresa/consultorias/prestadas/monitoramentos?consultancyProvidedId=pc1', [listMock([])], 'ENTERPRISE');
    expect(await screen.findByText('Nenhum monitoramento encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar' })).not.toBeInTheDocument();
  });

  it('the company consultant creates from their own area', async () => {
    render(`${AREA_LIST.ENTERPRISE_CONSULTANT}${QUERY}`, [listMock([row()])], 'ENTERPRISE_CONSULTANT');
    expect(await screen.findByRole('link', { name: 'Ferrugem asiática' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar' })).toHaveAttribute(
      'href',
      `${AREA_LIST.ENTERPRISE_CONSULTANT}/criar${KEPT}`,
    );
    expect(screen.getByRole('link', { name: /Voltar/ })).toHaveAttribute(
      'href',
      '/consultor-empresarial/consultorias/prestadas/pc1',
    );
  });

  it('shows the load error with a retry', async () => {
    render(`${LIST}${QUERY}`, [
      {
        request: { query: MonitoringsQuery, variables: { consultancyProvidedId: 'pc1', page: 1, viewAs: null } },
        error: new Error('rede'),
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

const consultancyMock = {
  request: { query: MonitoringConsultancyQuery, variables: { id: 'pc1' } },
  result: {
    data: {
      providedConsultancy: {
        __typename: 'ProvidedConsultancy',
        id: 'pc1',
        property: { __typename: 'Property', id: 'prop1', name: 'Fazenda Boa Vista' },
      },
    },
  },
  maxUsageCount: 5,
};
const sectorsMock = {
  request: { query: MonitoringSectorsQuery, variables: { propertyId: 'prop1' } },
  result: {
    data: {
      propertySectors: [
        { __typename: 'Sector', id: 's1', name: 'Setor 1', areaName: 'Área Norte' },
        { __typename: 'Sector', id: 's2', name: 'Setor 2', areaName: 'Área Norte' },
      ],
    },
  },
  maxUsageCount: 5,
};
const input = {
  consultancyProvidedId: 'pc1',
  title: 'Lagarta-do-cartucho',
  description: 'Contagem semanal.',
  status: 'PLANNED',
  sectorIds: ['s2'],
};

describe('Criar Monitoramento', () => {
  it('says what is missing, with the specification’s texts, and sends nothing', async () => {
    const user = userEvent.setup();
    render(`${LIST}/criar${QUERY}`, [consultancyMock, sectorsMock]);
    expect(await screen.findByRole('heading', { name: 'Criar Monitoramento' })).toBeInTheDocument();
    await screen.findByLabelText(/Setor 1/);
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Insira o titulo')).toBeInTheDocument();
    expect(screen.getByText('Insira a descrição')).toBeInTheDocument();
    expect(screen.getByText('Selecione pelo menos um setor')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveValue('PLANNED');
  });

  it('creates it and opens its page', async () => {
    const user = userEvent.setup();
    render(`${LIST}/criar${QUERY}`, [
      consultancyMock,
      sectorsMock,
      {
        request: { query: CreateMonitoringMutation, variables: { input } },
        result: {
          data: {
            createMonitoring: {
              __typename: 'MonitoringResult',
              message: 'Monitoramento criado com sucesso!',
              monitoring: { __typename: 'Monitoring', id: 'm9' },
            },
          },
        },
      },
    ]);
    await user.type(await screen.findByLabelText(/^Título/), input.title);
    await user.type(screen.getByLabelText(/^Descrição/), input.description);
    expect(screen.getByText('17/210')).toBeInTheDocument();
    await user.click(await screen.findByLabelText(/Setor 2/));
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Monitoramento criado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${LIST}/m9${KEPT}`));
  });

  it('keeps the values and says Conflito on the 409', async () => {
    const user = userEvent.setup();
    render(`${LIST}/criar${QUERY}`, [
      consultancyMock,
      sectorsMock,
      {
        request: { query: CreateMonitoringMutation, variables: { input } },
        result: {
          errors: [
            {
              message: 'Já existe monitoramento com os mesmos dados',
              extensions: { code: 'CONFLICT', status: 409 },
            },
          ],
        },
      },
    ]);
    await user.type(await screen.findByLabelText(/^Título/), input.title);
    await user.type(screen.getByLabelText(/^Descrição/), input.description);
    await user.click(await screen.findByLabelText(/Setor 2/));
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Conflito: Já existe monitoramento com os mesmos dados')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Título/)).toHaveValue(input.title);
    expect(screen.getByLabelText(/Setor 2/)).toBeChecked();
  });
});

describe('monitoring detail', () => {
  beforeEach(() => upload.uploadFile.mockReset());

  it('shows the summary and the timeline newest first: photos as thumbnails that open large, PDFs as links', async () => {
    const user = userEvent.setup();
    render(`${LIST}/m1${QUERY}`, [detailMock()]);
    expect(await screen.findByRole('heading', { name: 'Ferrugem asiática' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resumo' })).toBeInTheDocument();
    expect(screen.getByText('Em andamento')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Andamento' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('20/11/2026 11:30 · Ana Paula Ribeiro');
    expect(items[0]).toHaveTextContent('Primeiros sintomas');
    expect(items[1]).toHaveTextContent('05/10/2026');
    const pdf = within(items[1] as HTMLElement).getByRole('link', { name: /laudo\.pdf/ });
    expect(pdf).toHaveAttribute('href', '/files/uploads/laudo.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Voltar/ })).toHaveAttribute('href', `${LIST}${KEPT}`);
    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: /ampliar/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/files/uploads/p2.png');
  });

  it('adds a post with a real progress bar; a failure keeps the dialog and its values', async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => {};
    upload.uploadFile.mockImplementationOnce((_url: string, _file: File, onProgress: (ratio: number) => void) => {
      onProgress(0.25);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    render(`${LIST}/m1${QUERY}`, [detailMock()]);
    await user.click(await screen.findByRole('button', { name: 'Adicionar andamento' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Insira a descrição')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecione o arquivo')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Descrição/), 'Sem novos focos.');
    expect(within(dialog).getByText('16/686')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Arquivo/), {
      target: { files: [new File([new Uint8Array(10)], 'foto.png', { type: 'image/png' })] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByRole('progressbar', { name: 'Enviando andamento' }, SLOW)).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(upload.uploadFile.mock.calls[0]?.[0]).toBe('/uploads/monitoring-post/m1');
    expect(upload.uploadFile.mock.calls[0]?.[3]).toEqual([['description', 'Sem novos focos.']]);
    finish({ ok: false, status: 413, body: { code: 'BAD_USER_INPUT', message: 'O arquivo deve ter no máximo 3 MB' } });
    expect(await screen.findByText('O arquivo deve ter no máximo 3 MB')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Descrição/)).toHaveValue('Sem novos focos.');
  });

  it('the company reads without adding posts', async () => {
    render(
      '/empresa/consultorias/prestadas/monitoramentos/m1?consultancyProvidedId=pc1',
      [detailMock(false)],
      'ENTERPRISE',
    );
    expect(await screen.findByRole('heading', { name: 'Andamento' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar andamento' })).not.toBeInTheDocument();
  });
});
