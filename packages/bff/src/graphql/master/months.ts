import { todayInSaoPaulo } from '@talhao/schema';

/** How many months the revenue chart shows, the current one included. */
export const EARNINGS_MONTHS = 6;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The revenue window in America/Sao_Paulo: the last six calendar months, oldest first, ending with
 * the current one; `startDate` is the first day of the oldest, `endDate` the last day of the current.
 */
export function earningsWindow(now: Date, months = EARNINGS_MONTHS) {
  const [year = 0, month = 1] = todayInSaoPaulo(now).split('-').map(Number);
  const list: string[] = [];
  for (let back = months - 1; back >= 0; back--) {
    const index = year * 12 + (month - 1) - back;
    list.push(`${Math.floor(index / 12)}-${pad((index % 12) + 1)}`);
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    months: list,
    current: `${year}-${pad(month)}`,
    startDate: `${list[0]}-01`,
    endDate: `${year}-${pad(month)}-${pad(lastDay)}`,
  };
}
