import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeViewer, renderApp, viewerMock } from '@/features/shell/testing';
import { FinanceQuery } from './documents';
import { CUSTOM_DEFAULT, CUSTOM_RANGE, ELEVEN_MONTHS, EMPTY_MONTHLY, MONTHLY, YEARLY } from './testing';
import './FinancesPage';
import '@/features/shell/AreaRoot';

/**
 * jsdom lays nothing out: report a 720 px wide chart box so the charts draw. Not for the dialog,
 * which Headless UI closes when its panel is measured with no size.
 */
class SizedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    if (target.closest('[role="dialog"]')) return;
    this.callback(
      [{ contentRect: { width: 720, height: 0, top: 0, left: 0 } } as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', SizedResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const consultant = viewerMock(makeViewer('CONSULTANT'));
/** The charts draw after the mocked answer and a measured width: on a busy machine that can pass 1 s. */
const WAIT = { timeout: 15_000 };

function financeMock(variables: Record<string, unknown>, finance: unknown) {
  const result = vi.fn(() => ({ data: { finance } }));
  return { mock: { request: { query: FinanceQuery, variables }, result }, result };
}

const chart = (name: string) => screen.getByRole('group', { name });
const region = (name: string) => screen.getByRole('region', { name });
/** The value of a `dt` label inside a totals card, no-break spaces read as spaces. */
const figure = (card: HTMLElement, term: string) =>
  within(card)
    .getByText(term, { selector: 'dt' })
    .nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');
/** A chart point's accessible name, with Intl's no-break space after R$ read as a space. */
const label = (element: Element | undefined) => element?.getAttribute('aria-label')?.replace(/\u00a0/g, ' ');

describe('FinancesPage', () => {
  it('opens on Mensal and draws both profit charts with BRL tooltips', async () => {
    const user = userEvent.setup();
    const monthly = financeMock({ period: 'MONTH' }, MONTHLY);
    renderApp('/consultor/financas', [consultant, monthly.mock]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Finanças' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Mensal' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Customizado' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Alterar' })).not.toBeInTheDocument();

    const consultancy = await screen.findByRole('group', { name: 'Lucro de consultoria prestada por mês' }, WAIT);
    expect(screen.getByText('01/06/2026 a 21/11/2026')).toBeInTheDocument();
    expect(within(region('Lucro de consultoria prestada')).getByText('Média')).toBeInTheDocument();
    expect(within(region('Lucro de consultoria prestada')).getByText('Máximo')).toBeInTheDocument();
    expect(within(region('Lucro de consultoria prestada')).getByText('Mínimo')).toBeInTheDocument();
    expect(within(consultancy).getByText('jun/2026')).toBeInTheDocument();
    const points = within(consultancy).getAllByRole('img');
    expect(points).toHaveLength(6);
    expect(label(points[0])).toBe('Junho de 2026: Média R$ 1.000,00, Máximo R$ 2.000,00, Mínimo R$ 500,00');
    // The current month is counted up to today, and says so.
    expect(label(points[5])).toBe(
      'Novembro de 2026 (01/11 a 21/11): Média R$ 1.250,50, Máximo R$ 2.501,00, Mínimo R$ 625,25',
    );

    const trainings = chart('Lucro de treinamentos por mês');
    expect(within(region('Lucro de treinamentos')).getByText('Confirmado')).toBeInTheDocument();
    expect(within(region('Lucro de treinamentos')).getByText('Cancelado')).toBeInTheDocument();
    await user.hover(within(trainings).getAllByRole('img')[0] as HTMLElement);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Junho de 2026');
    expect(tooltip).toHaveTextContent('TotalR$ 3.000,00');
    expect(tooltip).toHaveTextContent('ConfirmadoR$ 2.000,00');
    expect(tooltip).toHaveTextContent('CanceladoR$ 1.000,00');
    expect(monthly.result).toHaveBeenCalledTimes(1);
  });

  it('asks for the yearly figures when Anual is chosen and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const monthly = financeMock({ period: 'MONTH' }, MONTHLY);
    const yearly = financeMock({ period: 'YEAR' }, YEARLY);
    const { router } = renderApp('/consultor/financas', [consultant, monthly.mock, yearly.mock]);
    await screen.findByRole('group', { name: 'Lucro de consultoria prestada por mês' }, WAIT);

    await user.click(screen.getByRole('radio', { name: 'Anual' }));
    const consultancy = await screen.findByRole('group', { name: 'Lucro de consultoria prestada por ano' }, WAIT);
    expect(chart('Lucro de treinamentos por ano')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Lucro de consultoria prestada por mês' })).not.toBeInTheDocument();
    expect(within(consultancy).getByText('2022')).toBeInTheDocument();
    expect(within(consultancy).getAllByRole('img')).toHaveLength(5);
    expect(screen.getByText('01/01/2022 a 21/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Total, confirmado e cancelado por ano')).toBeInTheDocument();
    expect(yearly.result).toHaveBeenCalledTimes(1);
    expect(monthly.result).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?period=year');
  });

  it('refuses empty dates in Selecionar período, then saves a valid range into the query', async () => {
    const user = userEvent.setup();
    const custom = financeMock({ period: 'CUSTOM' }, CUSTOM_DEFAULT);
    const chosen = financeMock({ period: 'CUSTOM', startDate: '2026-10-01', endDate: '2026-10-03' }, CUSTOM_RANGE);
    const { router } = renderApp('/consultor/financas?period=custom', [consultant, custom.mock, chosen.mock]);

    expect(await screen.findByText('23/09/2026 a 21/11/2026', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Customizado' })).toBeChecked();
    // Sixty days read in weeks.
    const weekly = await screen.findByRole('group', { name: 'Lucro de consultoria prestada por semana' }, WAIT);
    expect(within(weekly).getAllByRole('img')).toHaveLength(9);
    expect(label(within(weekly).getAllByRole('img')[0])).toBe(
      'Semana de 23/09/2026 a 27/09/2026: Média R$ 100,00, Máximo R$ 200,00, Mínimo R$ 50,00',
    );
    await user.click(screen.getByRole('button', { name: 'Alterar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Selecionar período' }, WAIT);
    const start = within(dialog).getByLabelText('Data de início');
    const end = within(dialog).getByLabelText('Data de fim');
    // Opens on the range shown.
    expect(start).toHaveValue('23/09/2026');
    expect(end).toHaveValue('21/11/2026');
    await user.clear(start);
    await user.clear(end);
    await user.click(within(dialog).getByRole('button', { name: 'salvar' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Insira a data de início e de fim para salvar');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Parece que você esqueceu de algo 🧐', undefined, WAIT)).toBeInTheDocument();
    expect(chosen.result).not.toHaveBeenCalled();

    await user.type(start, '01/10/2026');
    await user.type(end, '03/10/2026');
    await user.click(within(dialog).getByRole('button', { name: 'salvar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('01/10/2026 a 03/10/2026', undefined, WAIT)).toBeInTheDocument();
    const consultancy = await screen.findByRole('group', { name: 'Lucro de consultoria prestada por dia' }, WAIT);
    expect(label(within(consultancy).getAllByRole('img')[0])).toBe(
      '01/10/2026: Média R$ 300,00, Máximo R$ 600,00, Mínimo R$ 150,00',
    );
    expect(chosen.result).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?period=custom&start=2026-10-01&end=2026-10-03');
  });

  it('keeps a chosen range across a reload (read from the URL)', async () => {
    const chosen = financeMock({ period: 'CUSTOM', startDate: '2026-10-01', endDate: '2026-10-03' }, CUSTOM_RANGE);
    renderApp('/consultor/financas?period=custom&start=2026-10-01&end=2026-10-03', [consultant, chosen.mock]);
    expect(await screen.findByRole('group', { name: 'Lucro de treinamentos por dia' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText('01/10/2026 a 03/10/2026')).toBeInTheDocument();
    expect(chosen.result).toHaveBeenCalledTimes(1);
  });

  it('shows the period’s totals above the charts, in BRL, from the same answer', async () => {
    const monthly = financeMock({ period: 'MONTH' }, MONTHLY);
    renderApp('/consultor/financas', [consultant, monthly.mock]);
    const totals = await screen.findByRole('region', { name: 'Totais do período' }, WAIT);
    const consultancies = within(totals).getByRole('article', { name: 'Consultorias prestadas' });
    expect(consultancies).toHaveTextContent('R$ 13.101,00');
    expect(consultancies).toHaveTextContent('lucro de 10 consultorias');
    expect(figure(consultancies, 'Média')).toBe('R$ 1.310,10');
    expect(figure(consultancies, 'Maior')).toBe('R$ 4.000,00');
    expect(figure(consultancies, 'Menor')).toBe('R$ 400,00');
    const trainings = within(totals).getByRole('article', { name: 'Treinamentos' });
    expect(trainings).toHaveTextContent('R$ 19.651,50');
    expect(figure(trainings, 'Confirmado')).toBe('R$ 13.101,00');
    expect(figure(trainings, 'Cancelado')).toBe('R$ 6.550,50');
    // Above the charts, in document order.
    const chart = await screen.findByRole('group', { name: 'Lucro de consultoria prestada por mês' }, WAIT);
    expect(totals.compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(monthly.result).toHaveBeenCalledTimes(1);
  });

  it('draws eleven months as eleven points and walks them from the keyboard with their tooltips', async () => {
    const user = userEvent.setup();
    const range = { period: 'CUSTOM', startDate: '2025-12-15', endDate: '2026-10-31' };
    const eleven = financeMock(range, ELEVEN_MONTHS);
    renderApp('/consultor/financas?period=custom&start=2025-12-15&end=2026-10-31', [consultant, eleven.mock]);

    const consultancy = await screen.findByRole('group', { name: 'Lucro de consultoria prestada por mês' }, WAIT);
    const points = within(consultancy).getAllByRole('img');
    expect(points).toHaveLength(11);
    expect(within(consultancy).getByText('dez/2025')).toBeInTheDocument();
    // One Tab stop per chart.
    expect(points.filter((point) => point.getAttribute('tabindex') === '0')).toHaveLength(1);

    act(() => (points[0] as unknown as HTMLElement).focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Dezembro de 2025 (15/12 a 31/12)');
    expect(screen.getByRole('tooltip')).toHaveTextContent('MédiaR$ 1.000,00');
    await user.keyboard('{ArrowRight}');
    expect(points[1]).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Janeiro de 2026');
    expect(screen.getByRole('tooltip')).toHaveTextContent('MédiaR$ 0,00');
    await user.keyboard('{End}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Outubro de 2026');
    expect(screen.getByRole('tooltip')).toHaveTextContent('MáximoR$ 4.000,00');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(points[10]).toHaveFocus();

    const trainings = chart('Lucro de treinamentos por mês');
    await user.hover(within(trainings).getAllByRole('img')[2] as HTMLElement);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Fevereiro de 2026');
    expect(screen.getByRole('tooltip')).toHaveTextContent('TotalR$ 3.600,00');
    expect(
      within(region('Totais do período')).getByRole('article', { name: 'Consultorias prestadas' }),
    ).toHaveTextContent('lucro de 20 consultorias');
    expect(eleven.result).toHaveBeenCalledTimes(1);
  });

  it('says so instead of drawing when every point is zero', async () => {
    renderApp('/consultor/financas', [consultant, financeMock({ period: 'MONTH' }, EMPTY_MONTHLY).mock]);
    expect(await screen.findAllByText('Nenhum lucro registrado no período.', undefined, WAIT)).toHaveLength(2);
    expect(screen.queryByRole('group', { name: 'Lucro de consultoria prestada por mês' })).not.toBeInTheDocument();
  });

  it('shows the error and loads again on Tentar novamente', async () => {
    const user = userEvent.setup();
    const retry = financeMock({ period: 'MONTH' }, MONTHLY);
    renderApp('/consultor/financas', [
      consultant,
      { request: { query: FinanceQuery, variables: { period: 'MONTH' } }, error: new Error('Falha na conexão') },
      retry.mock,
    ]);
    const alert = await screen.findByRole('alert', undefined, WAIT);
    expect(alert).toHaveTextContent('Erro ao carregar os dados');
    expect(alert).toHaveTextContent('Falha na conexão');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('group', { name: 'Lucro de consultoria prestada por mês' }, WAIT),
    ).toBeInTheDocument();
    expect(retry.result).toHaveBeenCalledTimes(1);
  });
});
