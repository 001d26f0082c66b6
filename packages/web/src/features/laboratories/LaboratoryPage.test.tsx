import { todayInSaoPaulo } from '@talhao/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';
import { typeDay } from '@/ui/dateFieldTesting';
import { LabFarmerOptionsQuery, LaboratoryQuery, MyLabAnalysesQuery, ScheduleLabAnalysisMutation } from './documents';
import { LaboratoryPage } from './LaboratoryPage';
import { MyLabAnalysesPage } from './MyLabAnalysesPage';
import { labPage, makeLab, ROOT } from './testing';

const ID = 'lb0000000000000000000001';
const DETAIL = `${ROOT}/laboratorio`;
const MINE = `${ROOT}/minhas-analises`;

const inDays = (days: number) => {
  const day = new Date(`${todayInSaoPaulo()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

const labMock = (lab: unknown) => ({
  request: { query: LaboratoryQuery, variables: { id: ID, viewAs: null } },
  result: { data: { laboratory: lab } },
});
const farmersMock = {
  request: { query: LabFarmerOptionsQuery, variables: { name: null, page: 1 } },
  result: {
    data: {
      farmers: labPage('FarmerPage', [
        { __typename: 'Farmer', id: 'fa0000000000000000000001', name: 'Joana Ferreira' },
      ]),
    },
  },
  maxUsageCount: 5,
};
const emptyMine = {
  request: { query: MyLabAnalysesQuery, variables: { page: 1, viewAs: null } },
  result: { data: { myLabAnalyses: labPage('LabOrderPage', []) } },
  maxUsageCount: 5,
};

const routes = [
  { path: DETAIL, element: <LaboratoryPage /> },
  { path: MINE, element: <MyLabAnalysesPage /> },
];

describe('LaboratoryPage', () => {
  it('shows contact, the site as an external link, the address on a map and the priced analyses', async () => {
    renderAreaRoutes(routes, { at: `${DETAIL}?laboratoryId=${ID}`, mocks: [labMock(makeLab())] });
    expect(await screen.findByRole('heading', { name: 'Laboratório Agronômico do Triângulo' })).toBeInTheDocument();
    expect(screen.getByText('Uberlândia - MG · a 3,2 km')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(34) 3212-4400' })).toHaveAttribute('href', 'tel:3432124400');
    expect(screen.getByRole('link', { name: 'contato@labtriangulo.com.br' })).toHaveAttribute(
      'href',
      'mailto:contato@labtriangulo.com.br',
    );
    const site = screen.getByRole('link', { name: /www\.labtriangulo\.com\.br/ });
    expect(site).toHaveAttribute('href', 'https://www.labtriangulo.com.br/');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      await screen.findByRole(
        'region',
        { name: 'Localização de Laboratório Agronômico do Triângulo' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();

    const offers = screen.getByRole('table', { name: 'Análises oferecidas' });
    const rows = within(offers).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Análise química de solo (rotina)');
    expect(rows[0]).toHaveTextContent('Solo');
    expect(rows[0]).toHaveTextContent('7 dias');
    expect(rows[0]?.textContent).toMatch(/R\$\s95,00/);
    expect(rows[1]?.textContent).toMatch(/R\$\s129,90/);
    expect(screen.getByRole('link', { name: /Voltar/ })).toHaveAttribute('href', ROOT);
  });

  it("says 'Dados não encontrados' for a lab the provider does not have", async () => {
    renderAreaRoutes(routes, { at: `${DETAIL}?laboratoryId=${ID}`, mocks: [labMock(null)] });
    expect(await screen.findByText('Dados não encontrados')).toBeInTheDocument();
  });

  it('offers no schedule button where the area may not write (a company visit)', async () => {
    renderAreaRoutes(routes, { at: `${DETAIL}?laboratoryId=${ID}`, mocks: [labMock(makeLab())], area: 'ENTERPRISE' });
    await screen.findByRole('heading', { name: 'Laboratório Agronômico do Triângulo' });
    expect(screen.queryByRole('button', { name: 'Agendar análise' })).not.toBeInTheDocument();
  });

  it("'Agendar análise' asks for farmer and date, then schedules and opens 'minhas análises'", async () => {
    const user = userEvent.setup();
    const date = inDays(10);
    const scheduled = vi.fn(() => ({
      data: {
        scheduleLabAnalysis: {
          __typename: 'ScheduleLabAnalysisResult',
          message: 'Análise agendada com sucesso!',
          id: 'la0000000000000000000009',
        },
      },
    }));
    renderAreaRoutes(routes, {
      at: `${DETAIL}?laboratoryId=${ID}`,
      mocks: [
        labMock(makeLab()),
        farmersMock,
        emptyMine,
        {
          request: {
            query: ScheduleLabAnalysisMutation,
            variables: {
              input: {
                laboratoryId: ID,
                farmerId: 'fa0000000000000000000001',
                propertyId: null,
                analysisType: 'PLANT_TISSUE',
                date,
              },
            },
          },
          result: scheduled,
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Agendar análise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agendar análise' });
    const type = within(dialog).getByRole('combobox', { name: /Tipo de análise/ });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Selecione', 'Tecido vegetal — R$ 129,90', 'Solo — R$ 95,00']);

    await user.click(within(dialog).getByRole('button', { name: 'Agendar' }));
    expect(await within(dialog).findByText('Selecione o agricultor')).toBeInTheDocument();
    expect(within(dialog).getByText('Insira a data da análise')).toBeInTheDocument();
    expect(scheduled).not.toHaveBeenCalled();

    await typeDay(user, within(dialog).getByRole('textbox', { name: /^Data/ }), inDays(-1));
    await user.click(within(dialog).getByRole('button', { name: 'Agendar' }));
    expect(await within(dialog).findByText('A data da análise deve ser a partir de hoje')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText(/Agricultor/));
    await user.click(await screen.findByRole('option', { name: 'Joana Ferreira' }));
    await typeDay(user, within(dialog).getByRole('textbox', { name: /^Data/ }), date);
    await user.click(within(dialog).getByRole('button', { name: 'Agendar' }));

    await waitFor(() => expect(scheduled).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(MINE));
    expect(await screen.findByText('Análise agendada com sucesso!')).toBeInTheDocument();
  });

  it('keeps what was typed when the save fails, and a toast says why', async () => {
    const user = userEvent.setup();
    const date = inDays(3);
    renderAreaRoutes(routes, {
      at: `${DETAIL}?laboratoryId=${ID}`,
      mocks: [
        labMock(makeLab()),
        farmersMock,
        {
          request: {
            query: ScheduleLabAnalysisMutation,
            variables: {
              input: {
                laboratoryId: ID,
                farmerId: 'fa0000000000000000000001',
                propertyId: null,
                analysisType: 'PLANT_TISSUE',
                date,
              },
            },
          },
          result: {
            errors: [
              {
                message: 'Laboratório ou agricultor não encontrado.',
                extensions: { code: 'NOT_FOUND', status: 404, severity: 'error' },
              },
            ],
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Agendar análise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agendar análise' });
    await user.click(within(dialog).getByLabelText(/Agricultor/));
    await user.click(await screen.findByRole('option', { name: 'Joana Ferreira' }));
    await typeDay(user, within(dialog).getByRole('textbox', { name: /^Data/ }), date);
    await user.click(within(dialog).getByRole('button', { name: 'Agendar' }));
    expect(await screen.findByText('Laboratório ou agricultor não encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Agendar análise' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Agricultor/)).toHaveValue('Joana Ferreira');
    expect(within(dialog).getByRole('textbox', { name: /^Data/ })).toHaveValue(date.split('-').reverse().join('/'));
    expect(screen.getByTestId('location')).toHaveTextContent(DETAIL);
  });
});
