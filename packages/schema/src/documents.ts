import {
  formatCnpj,
  formatCpf,
  formatPhone,
  getStateNameByCode,
  getStates,
  isValidCnpj,
  isValidCpf,
  isValidMobilePhone,
} from '@brazilian-utils/brazilian-utils';

export const onlyDigits = (value: string): string => value.replace(/\D+/g, '');

/** Input masks: CPF ### ### ###-## (spec 002 §5) and CNPJ ##.###.###/####-##. */
export const maskCpf = (value: string): string => {
  const d = onlyDigits(value).slice(0, 11);
  const parts = [d.slice(0, 3), d.slice(3, 6), d.slice(6, 9)].filter(Boolean).join(' ');
  return d.length > 9 ? `${parts}-${d.slice(9)}` : parts;
};
export const maskCnpj = (value: string): string => formatCnpj(onlyDigits(value).slice(0, 14));
export const displayCpf = (value: string): string => formatCpf(onlyDigits(value));

export const checkCpf = (value: string): boolean => isValidCpf(onlyDigits(value));
export const checkCnpj = (value: string): boolean => isValidCnpj(onlyDigits(value));

/**
 * Phones are stored in E.164 for Brazil: "+55" + DDD + number = exactly 14 characters for a
 * mobile (the specification's "exactly 14 characters, Brazil only").
 */
export const toE164 = (value: string): string => {
  const digits = onlyDigits(value);
  const national = digits.startsWith('55') && digits.length > 11 ? digits.slice(2) : digits;
  return national ? `+55${national.slice(0, 11)}` : '';
};
export const isValidBrazilMobile = (e164: string): boolean =>
  e164.length === 14 && e164.startsWith('+55') && isValidMobilePhone(e164.slice(3));

/** Display as (27) 99876-5432. */
export const displayPhone = (value: string | null | undefined): string => {
  if (!value) return '';
  const digits = onlyDigits(value);
  const national = digits.startsWith('55') && digits.length > 11 ? digits.slice(2) : digits;
  return formatPhone(national, { mask: 'auto' });
};

/** Progressive mask while typing a Brazilian mobile: (27) 99876-5432. */
export const maskPhoneInput = (value: string): string => {
  const d = onlyDigits(value)
    .replace(/^55(?=\d{11})/, '')
    .slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  if (d.length <= 7) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
};

/** Full name of a state from its UF ('ES' → 'Espírito Santo'), or null for an unknown code. */
export const stateName = (uf: string): string | null => getStateNameByCode(uf.toUpperCase()) ?? null;

/** Every UF with its full name, from the same library. */
export const BRAZILIAN_STATES: ReadonlyArray<{ uf: string; name: string }> = getStates().map((state) => ({
  uf: state.code,
  name: state.name,
}));
