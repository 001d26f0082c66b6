import { describe, expect, it } from 'vitest';
import {
  BOUND_MESSAGES,
  BOUNDS,
  isBoundedDate,
  isBoundedDateTime,
  isCalendarDate,
  isCleanLine,
  isCleanText,
  isStorableMoney,
  visibleText,
} from './bounds';
import { offeredConsultancySchema } from './consultancy';
import { financePeriodSchema } from './finance';
import { advertSchema } from './master';
import { profileEditSchema, resumeSchema } from './profile';
import { providedConsultancySchema } from './provided';
import { activitySchema } from './schedule';
import { trainingSchema } from './training';

/** The message zod gives for one field of a parse, or undefined when that field passed. */
function messageAt(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  path: string,
) {
  return result.error?.issues.find((issue) => issue.path.map(String).join('.') === path)?.message;
}

const place = {
  formattedAddress: 'Linhares, ES',
  city: 'Linhares',
  stateFrom: 'ES',
  coords: { latitude: -19.39, longitude: -40.07 },
};

describe('bounds: the primitives', () => {
  it('calendar dates are real days between 1900 and 2100', () => {
    for (const bad of ['2026-02-31', '2027-02-29', '2026-13-01', '2026-00-10', '9999-99-99', '2026-2-3', '']) {
      expect(isCalendarDate(bad) && isBoundedDate(bad), bad).toBe(false);
    }
    expect(isCalendarDate('1899-12-31')).toBe(true);
    expect(isBoundedDate('1899-12-31')).toBe(false);
    expect(isBoundedDate('2101-01-01')).toBe(false);
    for (const good of ['1900-01-01', '2028-02-29', '2100-12-31']) expect(isBoundedDate(good), good).toBe(true);
  });

  it('date-times need a real, bounded day and a zone', () => {
    expect(isBoundedDateTime('2026-12-01T13:00:00.000Z')).toBe(true);
    expect(isBoundedDateTime('2026-12-01T10:00:00-03:00')).toBe(true);
    for (const bad of [
      '2026-02-31T10:00:00Z',
      '9999-12-01T10:00:00Z',
      '2026-12-01T24:00:00Z',
      '2026-12-01T10:00:00',
      'amanhã',
    ]) {
      expect(isBoundedDateTime(bad), bad).toBe(false);
    }
  });

  it('money is finite, 0 to 9,999,999,999,999, with cents at most', () => {
    for (const good of [0, 0.01, 350.5, 1350.5, 0.1 + 0.2, BOUNDS.moneyMax])
      expect(isStorableMoney(good), String(good)).toBe(true);
    for (const bad of [-0.01, 1e308, Number.POSITIVE_INFINITY, Number.NaN, 10.005, BOUNDS.moneyMax + 1]) {
      expect(isStorableMoney(bad), String(bad)).toBe(false);
    }
  });

  it('names refuse every control character; multi-line texts keep line breaks and tabs', () => {
    expect(isCleanLine('Café\u0000')).toBe(false);
    expect(isCleanLine('linha\nnova')).toBe(false);
    expect(isCleanLine('São João — ☕')).toBe(true);
    expect(isCleanText('linha\nnova\tcom tab')).toBe(true);
    expect(isCleanText('bip\u0007')).toBe(false);
    expect(isCleanText('del\u007f')).toBe(false);
  });

  it('visible text drops scripts, styles, comments and tags as the sanitizer does', () => {
    expect(visibleText('<script>alert(1)</script>')).toBe('');
    expect(visibleText('<p></p><style>p{}</style><!-- x -->')).toBe('');
    expect(visibleText('<p>Olá&nbsp;<b>mundo</b></p>')).toBe('Olá mundo');
    expect(visibleText('<p>a &amp; b</p>')).toBe('a x b');
  });
});

describe('bounds: every form refuses impossible values in pt-BR', () => {
  it('provided consultancy: impossible and far-off dates, a price of 1e308', () => {
    const valid = {
      offerId: 'c',
      farmerId: 'f',
      propertyId: 'p',
      fixedPrice: 100,
      status: 'PLANNED',
      startDate: '2026-03-01',
    };
    const schema = providedConsultancySchema('create');
    expect(schema.safeParse(valid).success).toBe(true);
    expect(messageAt(schema.safeParse({ ...valid, startDate: '2026-02-31' }), 'startDate')).toBe(
      BOUND_MESSAGES.invalidDate,
    );
    expect(messageAt(schema.safeParse({ ...valid, startDate: '9999-99-99' }), 'startDate')).toBe(
      BOUND_MESSAGES.invalidDate,
    );
    expect(messageAt(schema.safeParse({ ...valid, startDate: '2999-01-01' }), 'startDate')).toBe(
      BOUND_MESSAGES.dateOutOfRange,
    );
    expect(messageAt(schema.safeParse({ ...valid, fixedPrice: 1e308 }), 'fixedPrice')).toBe(BOUND_MESSAGES.moneyRange);
    expect(messageAt(schema.safeParse({ ...valid, fixedPrice: 10.123 }), 'fixedPrice')).toBe(
      BOUND_MESSAGES.moneyDecimals,
    );
  });

  it('activity: impossible day, huge price, too many sectors, a NUL in the title', () => {
    const valid = {
      farmerId: 'f',
      providedConsultancyId: 'p',
      title: 'Visita técnica',
      sectorIds: ['s1'],
      day: '2027-02-10',
      startWork: '09:00',
      endWork: '10:00',
      format: 'ONLINE',
    };
    const schema = activitySchema();
    expect(schema.safeParse(valid).success).toBe(true);
    expect(messageAt(schema.safeParse({ ...valid, day: '2027-02-30' }), 'day')).toBe('Data inválida');
    expect(messageAt(schema.safeParse({ ...valid, price: 1e308 }), 'price')).toBe(BOUND_MESSAGES.moneyRange);
    const sectors = Array.from({ length: 201 }, (_, i) => `s${i}`);
    expect(messageAt(schema.safeParse({ ...valid, sectorIds: sectors }), 'sectorIds')).toBe(BOUND_MESSAGES.sectorsMax);
    expect(messageAt(schema.safeParse({ ...valid, title: 'Visita\u0000' }), 'title')).toBe(
      BOUND_MESSAGES.controlCharacters,
    );
  });

  it('training: price, duration, spots, description made only of a script', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const valid = {
      title: 'Manejo de pragas',
      price: 350.5,
      format: 'ONLINE',
      date: '2026-12-01T13:00:00.000Z',
      duration: '04:00',
      summary: 'Resumo',
      availableSpots: 30,
      description: '<p>Descrição</p>',
      specificInformation: '<p>Informações</p>',
    };
    const schema = trainingSchema({ now });
    expect(schema.safeParse(valid).success).toBe(true);
    expect(messageAt(schema.safeParse({ ...valid, price: 1e308 }), 'price')).toBe(BOUND_MESSAGES.moneyRange);
    expect(messageAt(schema.safeParse({ ...valid, duration: '24:60' }), 'duration')).toBe('Duração inválida');
    expect(messageAt(schema.safeParse({ ...valid, duration: '00:00' }), 'duration')).toBe(BOUND_MESSAGES.durationRange);
    expect(messageAt(schema.safeParse({ ...valid, availableSpots: 2_147_483_647 }), 'availableSpots')).toBe(
      BOUND_MESSAGES.spotsMax,
    );
    expect(messageAt(schema.safeParse({ ...valid, availableSpots: 100_000 }), 'availableSpots')).toBeUndefined();
    expect(messageAt(schema.safeParse({ ...valid, description: '<script>alert(1)</script>' }), 'description')).toBe(
      'Preencha a descrição para salvar o treinamento',
    );
    expect(messageAt(schema.safeParse({ ...valid, description: `<p>${'a'.repeat(900_000)}</p>` }), 'description')).toBe(
      BOUND_MESSAGES.richTextMax,
    );
    expect(messageAt(schema.safeParse({ ...valid, date: '2026-02-31T10:00:00Z' }), 'date')).toBe(
      'Insira a data do treinamento',
    );
  });

  it('offer: 10,000 cultures, a NUL in the name, a script for content', () => {
    const valid = {
      name: 'Consultoria de café',
      format: 'ONLINE',
      cultures: ['Café'],
      agreedPrice: true,
      content: '<p>Acompanhamento completo</p>',
    };
    expect(offeredConsultancySchema.safeParse(valid).success).toBe(true);
    const many = Array.from({ length: 10_000 }, (_, i) => `Cultura ${i}`);
    expect(messageAt(offeredConsultancySchema.safeParse({ ...valid, cultures: many }), 'cultures')).toBe(
      BOUND_MESSAGES.culturesMax,
    );
    expect(messageAt(offeredConsultancySchema.safeParse({ ...valid, name: 'Café\u0000' }), 'name')).toBe(
      BOUND_MESSAGES.controlCharacters,
    );
    expect(
      messageAt(offeredConsultancySchema.safeParse({ ...valid, content: '<script>alert(1)</script>' }), 'content'),
    ).toBe('A descrição da consultoria deve ter pelo menos 8 caracteres');
    const priced = { ...valid, agreedPrice: false, prices: [{ amount: 1e308, feeType: 'PER_VISIT' }] };
    expect(messageAt(offeredConsultancySchema.safeParse(priced), 'prices.0.amount')).toBe(BOUND_MESSAGES.moneyRange);
  });

  it('advert, finance period and profile: impossible and far-off days', () => {
    const advert = {
      title: 'Anúncio',
      message: 'Mensagem',
      status: 'WAITING',
      periodicity: 0,
      startDate: '2027-02-30',
      endDate: '2027-02-30',
      audience: ['USER'],
    };
    expect(messageAt(advertSchema({ today: '2026-11-20' }).safeParse(advert), 'startDate')).toBe('Data inválida');
    expect(
      messageAt(financePeriodSchema.safeParse({ startDate: '2026-01-01', endDate: '2026-02-31' }), 'endDate'),
    ).toBe('Data inválida');
    const profile = { name: 'Ana Paula', phoneNumber: '+5527999991234', address: place, birthDate: '1850-01-01' };
    expect(messageAt(profileEditSchema.safeParse(profile), 'birthDate')).toBe(BOUND_MESSAGES.dateOutOfRange);
    expect(
      messageAt(profileEditSchema.safeParse({ ...profile, birthDate: undefined, name: 'Ana\u0000Paula' }), 'name'),
    ).toBe(BOUND_MESSAGES.controlCharacters);
    expect(
      messageAt(
        profileEditSchema.safeParse({ ...profile, birthDate: undefined, address: { ...place, city: 'x'.repeat(201) } }),
        'address',
      ),
    ).toBe('Insira o seu endereço');
  });

  it('resume: a script alone is empty; the HTML has a ceiling', () => {
    expect(
      messageAt(resumeSchema.safeParse({ professionalResume: '<script>x()</script>' }), 'professionalResume'),
    ).toBe('Escreva o seu currículo antes de salvar');
    expect(
      messageAt(
        resumeSchema.safeParse({ professionalResume: `<p>${'<b></b>'.repeat(5_000)}a</p>` }),
        'professionalResume',
      ),
    ).toBe(BOUND_MESSAGES.richTextMax);
  });
});
