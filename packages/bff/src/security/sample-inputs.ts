import { checkCnpj, checkCpf, todayInSaoPaulo } from '@talhao/schema';

/**
 * Valid values of the product's forms, shared by the BFF's value fuzz (valid-inputs.ts) and the bench's soak
 * (bench/src/soak-mix.ts): no test helpers here, so the bench imports them without the BFF's test stack.
 */

export const DAY_MS = 86_400_000;

/** yyyy-MM-dd `days` after today in São Paulo. */
export function dayFromToday(days: number): string {
  const today = todayInSaoPaulo();
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The CPF whose first nine digits are those of `base` (a 9-digit number), with its two check digits. */
export function cpfWithCheckDigits(base: number): string {
  const digits = String(base).slice(0, 9).split('').map(Number);
  const digit = (values: number[]) => {
    const rest = (values.reduce((acc, d, i) => acc + d * (values.length + 1 - i), 0) * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(digits);
  const cpf = [...digits, first, digit([...digits, first])].join('');
  if (!checkCpf(cpf)) throw new Error(`CPF gerado inválido: ${cpf}`);
  return cpf;
}

/** A CPF with valid check digits, unlike any seeded one. */
export function validCpf(seed: number): string {
  return cpfWithCheckDigits(811_000_000 + seed * 7919);
}

/** A CNPJ with valid check digits, unlike any seeded one. */
export function validCnpj(seed: number): string {
  const base = `${String(61_234_000 + seed * 37).slice(0, 8)}0001`.split('').map(Number);
  const digit = (digits: number[]) => {
    const weights =
      digits.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const rest = digits.reduce((acc, d, i) => acc + d * (weights[i] ?? 0), 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  const cnpj = [...base, first, digit([...base, first])].join('');
  if (!checkCnpj(cnpj)) throw new Error(`CNPJ gerado inválido: ${cnpj}`);
  return cnpj;
}

/** A Brazilian mobile in E.164 (+55 27 9xxxx-xxxx), one per seed. */
export const mobile = (seed: number) => `+55279${String(88_000_000 + seed)}`;

/** An address with every part filled, so each part is a leaf the fuzz reaches. */
export const FULL_ADDRESS = {
  formattedAddress: 'Rua das Palmeiras, 120 - Centro, Linhares - ES, Brasil',
  city: 'Linhares',
  stateFrom: 'ES',
  country: 'Brasil',
  neighborhood: 'Centro',
  street: 'Rua das Palmeiras',
  streetNumber: '120',
  postalCode: '29900-000',
  coords: { latitude: -19.3911, longitude: -40.0722 },
};

export const offerInput = (name: string) => ({
  name,
  format: 'IN_PERSON',
  cultures: ['Soja', 'Milho'],
  agreedPrice: false,
  prices: [{ amount: 120.5, feeType: 'PER_HECTARE' }],
  regions: [FULL_ADDRESS],
  summary: 'Acompanhamento técnico do plantio à colheita',
  content: '<p>Acompanhamento completo do plantio à colheita, com visitas quinzenais.</p>',
});

export const trainingInput = (title: string, consultantIds?: string[]) => ({
  title,
  date: new Date(Date.now() + 20 * DAY_MS).toISOString(),
  duration: '02:30',
  address: FULL_ADDRESS,
  price: 150.5,
  profit: 100.25,
  format: 'IN_PERSON',
  summary: 'Manejo de pragas na soja',
  description: '<p>Como reconhecer e controlar as principais pragas da soja.</p>',
  specificInformation: '<p>Levar botas e caderno de campo.</p>',
  availableSpots: 30,
  // A company's training names its consultants; a consultant's sends none.
  ...(consultantIds ? { consultantIds } : {}),
});

export const advertInput = (title: string) => ({
  title,
  message: `Mensagem de ${title.toLowerCase()}.`,
  url: 'https://talhao.agr.br/campanha',
  status: 'WAITING',
  periodicity: 7 * DAY_MS,
  startDate: dayFromToday(1),
  endDate: dayFromToday(30),
  audience: ['USER', 'CONSULTANT'],
});

export const notificationInput = (title: string) => ({
  title,
  message: `Aviso: ${title.toLowerCase()}.`,
  periodicity: 7 * DAY_MS,
  startDate: dayFromToday(1),
  endDate: dayFromToday(30),
  audience: ['USER', 'CONSULTANT'],
});
