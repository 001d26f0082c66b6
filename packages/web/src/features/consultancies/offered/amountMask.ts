import { OFFER_LIMITS } from '@talhao/schema';
import { formatAmount } from './display';

/** The amount field's text: 'R$ 1.500,00', or '' when no amount is typed yet. */
export const amountText = (amount: number | null): string => (amount == null ? '' : formatAmount(amount));

/**
 * Reads what was typed in the amount field as cents (the usual Brazilian money mask: digits fill
 * from the right, so typing 150000 shows R$ 1.500,00). Capped at the specification's maximum.
 */
export function parseAmountInput(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return null;
  const amount = Number(digits) / 100;
  return Math.min(amount, OFFER_LIMITS.amountMax);
}
