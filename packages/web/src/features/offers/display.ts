import { FEE_TYPES, formatBRL, MODES } from '@talhao/schema';
import type { ConsultancyFormat, FeeType, OfferedConsultancyFieldsFragment } from '@/gql/graphql';

/** Spec 001 §3: how each modality is shown. */
export const FORMAT_LABELS: Record<ConsultancyFormat, string> = MODES;

export const AGREED_PRICE_TEXT = FEE_TYPES.AGREED_PRICE.label;

/** Spec 001 §9: descriptions in lists are cut at 60 characters. */
export const DESCRIPTION_LIST_MAX = 60;

export function truncate(text: string, max = DESCRIPTION_LIST_MAX): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max).trimEnd()}…` : trimmed;
}

/** 'R$ 1.500,00' with a plain space (Intl puts a no-break space after the symbol). */
export const formatAmount = (amount: number): string => formatBRL(amount).replace(/\u00a0/g, ' ');

type Priced = Pick<OfferedConsultancyFieldsFragment, 'agreedPrice' | 'prices'>;

/** One text per price line ('R$ 1.500,00 Por hectare'), or just 'A combinar'. */
export function priceTexts(offer: Priced): string[] {
  const lines = offer.prices.filter((line) => line.feeType !== 'AGREED_PRICE' && line.amount != null);
  if (offer.agreedPrice || lines.length === 0) return [AGREED_PRICE_TEXT];
  return lines.map((line) => `${formatAmount(line.amount ?? 0)} ${FEE_TYPES[line.feeType as FeeType].label}`);
}
