import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeViewer, renderApp, viewerMock } from '@/features/shell/testing';
import { FinanceQuery } from './documents';
import { CUSTOM_DEFAULT, CUSTOM_RANGE, EMPTY_MONTHLY, MONTHLY, YEARLY } from './testing';
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

function financeMock(variables: Record<string, unknown>, finance: unknown) {
  const result = vi.fn(() => ({ data: { finance } }));
  return { mock: { request: { query: FinanceQuery, variables }, result }, result };
}

const chart = (name: string) => screen.getByRole('group', { name });
const region = (name: string) => screen.getByRole('region', { name });
/** A chart point's accessible name, with Intl's no-break space after R$ read as a space. */
const label = (element: Element | undefined) => element?.getAttribute('aria-label')?.replace(/\u00a0/g, ' ');

describe('FinancesPage', () => {
  it('opens on Mensal and draws both profit charts with BRL tooltips', async () => {
    const user = userEvent.setup();
    const monthly = financeMock({ period: 'MONTH' }, MONTHLY);
    renderApp('/consultor/financas', [consultant, monthly.mock]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Finanças' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Mensal' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Customizado' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Alterar' })).not.toBeInTheDocument();

    const consultancy = await screen.findByRole('group', { name: 'Lucro de consultoria prestada por mês' });
    expect(screen.getByText('01/06/2026 a 21/11/2026')).toBeInTheDocument();
    expect(within(region('Lucro de consultoria prestada')).getByText('Média')).toBeInTheDocument();
    expect(within(region('Lucro de consultoria prestada')).getByText('Máximo')).toBeInTheDocument();
    expect(within(region('Lucro de consultoria prestada')).getByText('Mínimo')).toBeInTheDocument();
    expect(within(consultancy).getByText('06/2026')).toBeInTheDocument();
    const points = within(consultancy).getAllByRole('img');
    expect(points).toHaveLength(6);
    expect(label(points[5])).toBe('Novembro de 2026: Média R$ 1.250,50, Máximo R$ 2.501,00, Mínimo R$ 625,25');

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
    await screen.findByRole('group', { name: 'Lucro de consultoria prestada por mês' });

    await user.click(screen.getByRole('radio', { name: 'Anual' }));
    const consultancy = await screen.findByRole('group', { name: 'Lucro de consultoria prestada por ano' });
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

    expect(await screen.findByText('23/09/2026 a 21/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Customizado' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Alterar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Selecionar período' });
    const start = within(dialog).getByLabelText('Data de início');
    const end = within(dialog).getByLabelText('Data de fim');
    // Opens on the range shown.
    expect(start).toHaveValue('2026-09-23');
    fireEvent.change(start, { target: { value: '' } });
    fireEvent.change(end, { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'salvar' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Insira a data de início e de fim para salvar');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Parece que você esqueceu de algo 🧐')).toBeInTheDocument();
    expect(chosen.result).not.toHaveBeenCalled();

    fireEvent.change(start, { target: { value: '2026-10-01' } });
    fireEvent.change(end, { target: { value: '2026-10-03' } });
    await user.click(within(dialog).getByRole('button', { name: 'salvar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('01/10/2026 a 03/10/2026')).toBeInTheDocument();
    const consultancy = await screen.findByRole('group', { name: 'Lucro de consultoria prestada por dia' });
    expect(label(within(consultancy).getAllByRole('img')[0])).toBe(
      '01/10/2026: Média R$ 300,00, Máximo R$ 600,00, Mínimo R$ 150,00',
    );
    expect(chosen.result).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?period=custom&start=2026-10-01&end=2026-10-03');
  });

  it('keeps a chosen range across a reload (read from the URL)', async () => {
    const chosen = financeMock({ period: 'CUSTOM', startDate: '2026-10-01', endDate: '2026-10-03' }, CUSTOM_RANGE);
    renderApp('/consultor/financas?period=custom&start=2026-10-01&end=2026-10-03', [consultant, chosen.mock]);
    expect(await screen.findByRole('group', { name: 'Lucro de treinamentos por dia' })).toBeInTheDocument();
    expect(screen.getByText('01/10/2026 a 03/10/2026')).toBeInTheDocument();
    expect(chosen.result).toHaveBeenCalledTimes(1);
  });

  it('says so instead of drawing when every point is zero', async () => {
    renderApp('/consultor/financas', [consultant, financeMock({ period: 'MONTH' }, EMPTY_MONTHLY).mock]);
    expect(await screen.findAllByText('Nenhum lucro registrado no período.')).toHaveLength(2);
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
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar os dados');
    expect(alert).toHaveTextContent('Falha na conexão');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('group', { name: 'Lucro de consultoria prestada por mês' })).toBeInTheDocument();
    expect(retry.result).toHaveBeenCalledTimes(1);
  });
});
