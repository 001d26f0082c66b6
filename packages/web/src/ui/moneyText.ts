/**
 * Reads an amount written by hand or pasted from elsewhere: 'R$ 1.350,50', '1350.5', '350,5',
 * '1,350.50'. The last of ',' and '.' is the decimal point when both appear; ',' alone is always the
 * decimal point (the Brazilian way); '.' alone groups thousands when it is followed by exactly three
 * digits ('1.350', '1.350.000') and is the decimal point otherwise ('1350.5'). Null when no digit.
 */
export function parseAmountText(text: string): number | null {
  const kept = text.replace(/[^\d.,]/g, '');
  if (!/\d/.test(kept)) return null;
  const lastComma = kept.lastIndexOf(',');
  const lastDot = kept.lastIndexOf('.');
  let decimalAt = -1;
  if (lastComma >= 0 && lastDot >= 0) decimalAt = Math.max(lastComma, lastDot);
  else if (lastComma >= 0) decimalAt = lastComma;
  else if (lastDot >= 0 && !/^\d{1,3}(\.\d{3})+$/.test(kept)) decimalAt = lastDot;
  const whole = (decimalAt >= 0 ? kept.slice(0, decimalAt) : kept).replace(/\D/g, '');
  const cents = decimalAt >= 0 ? kept.slice(decimalAt + 1).replace(/\D/g, '') : '';
  const amount = Number(`${whole || '0'}.${cents || '0'}`);
  return Number.isFinite(amount) ? amount : null;
}
