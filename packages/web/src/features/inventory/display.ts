import { formatNumber } from '@talhao/schema';

/** '1.250,5 kg': the pt-BR number and the unit as the farmer wrote it. */
export const formatQuantity = (value: number, unit: string): string => `${formatNumber(value)} ${unit}`.trim();

/** '+250' for an entry, '−250' (the minus sign) for an exit. */
export const formatSignedQuantity = (value: number): string =>
  value > 0 ? `+${formatNumber(value)}` : value < 0 ? `−${formatNumber(-value)}` : formatNumber(0);
