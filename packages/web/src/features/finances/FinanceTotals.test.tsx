import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consultancyCountText, consultancyDetails, FinanceTotals } from './FinanceTotals';
import { MONTHLY } from './testing';

const noConsultancy = { total: 0, count: 0, average: null, maximum: null, minimum: null };
const oneConsultancy = { total: 1_800, count: 1, average: 1_800, maximum: 1_800, minimum: 1_800 };

describe('FinanceTotals', () => {
  it('counts the consultancies in words', () => {
    expect(consultancyCountText(0)).toBe('Nenhuma consultoria no período');
    expect(consultancyCountText(1)).toBe('lucro de 1 consultoria');
    expect(consultancyCountText(1234)).toBe('lucro de 1.234 consultorias');
  });

  it('gives average, largest and smallest only from two consultancies on', () => {
    expect(consultancyDetails(noConsultancy)).toEqual([]);
    expect(consultancyDetails(oneConsultancy)).toEqual([]);
    expect(consultancyDetails({ total: 3_000, count: 2, average: 1_500, maximum: 2_000, minimum: 1_000 })).toEqual([
      ['Média', 1_500],
      ['Maior', 2_000],
      ['Menor', 1_000],
    ]);
  });

  it('shows one consultancy as its total alone, and zero trainings as R$ 0,00', () => {
    render(
      <FinanceTotals
        totals={{ ...MONTHLY.totals, consultancy: oneConsultancy, training: { total: 0, confirmed: 0, canceled: 0 } }}
        busy={false}
      />,
    );
    const consultancies = screen.getByRole('article', { name: 'Consultorias prestadas' });
    expect(consultancies).toHaveTextContent(/^Consultorias prestadasR\$\s1\.800,00lucro de 1 consultoria$/);
    expect(within(consultancies).queryByText('Média')).not.toBeInTheDocument();
    const trainings = screen.getByRole('article', { name: 'Treinamentos' });
    expect(trainings).toHaveTextContent(/R\$\s0,00.*ConfirmadoR\$\s0,00CanceladoR\$\s0,00/);
  });

  it('marks the figures busy while another period loads', () => {
    render(<FinanceTotals totals={MONTHLY.totals} busy />);
    expect(
      screen.getByRole('region', { name: 'Totais do período' }).querySelector('[aria-busy="true"]'),
    ).not.toBeNull();
  });
});
