import { z } from 'zod';
import { requiredAddress } from '../address';
import { LIMITS } from '../constants';
import { todayInSaoPaulo } from '../format';
import { RECURRENCE_VALUES } from '../labels';
import { BOUND_MESSAGES, boundedDate, isBoundedDate, isCleanLine, isCleanText } from './bounds';
import { cnpjField, cpfField, emailField, passwordField, personNameField, phoneField } from './fields';

const ADDRESS_REQUIRED = 'Selecione um endereço da lista ou do mapa';

/** Master registration of a company (spec 000 §5 "Sign-up" rules). */
export const companyRegistrationSchema = z.object({
  name: personNameField(),
  cnpj: cnpjField,
  address: requiredAddress(ADDRESS_REQUIRED),
  email: emailField({ required: 'Insira o email' }),
  password: passwordField('Digite a senha'),
});
export type CompanyRegistrationValues = z.infer<typeof companyRegistrationSchema>;

export const consultantRegistrationSchema = z.object({
  name: personNameField(),
  cpf: cpfField,
  address: requiredAddress(ADDRESS_REQUIRED),
  email: emailField({ required: 'Insira o email' }),
  password: passwordField('Digite a senha'),
});
export type ConsultantRegistrationValues = z.infer<typeof consultantRegistrationSchema>;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** Farmer: e-mail optional, password 4–32 optional, phone exactly 14 characters. */
export const farmerRegistrationSchema = z.object({
  name: personNameField(),
  cpf: cpfField,
  phoneNumber: phoneField('Insira o celular'),
  address: requiredAddress(ADDRESS_REQUIRED),
  email: optional(
    z
      .string()
      .trim()
      .max(LIMITS.emailMax, 'O email pode ter no máximo 60 caracteres')
      .pipe(z.email({ error: 'Email inválido' })),
  ),
  password: optional(passwordField('Digite a senha', { min: LIMITS.farmerPasswordMin })),
});
export type FarmerRegistrationValues = z.infer<typeof farmerRegistrationSchema>;

export const AUDIENCE_ROLES = [
  { value: 'USER', label: 'Agricultores' },
  { value: 'CONSULTANT', label: 'Consultores' },
  { value: 'ENTERPRISE', label: 'Empresas' },
  { value: 'ENTERPRISE_CONSULTANT', label: 'Consultores empresariais' },
] as const;
export type AudienceRole = (typeof AUDIENCE_ROLES)[number]['value'];
const audienceValues = AUDIENCE_ROLES.map((a) => a.value) as [AudienceRole, ...AudienceRole[]];

export const ADVERT_MESSAGES = {
  activeExists: 'Já existe um anúncio ativo. Crie este anúncio como pausado e altere o status do outro anúncio.',
  startInPast: 'A data de início não pode estar no passado',
  endTooSoon: 'A data de término deve ser pelo menos um dia depois do início',
  endMustEqualStart: 'Para envio único, a data de término é igual à de início',
} as const;

const dayField = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .pipe(boundedDate({ required, invalid: BOUND_MESSAGES.invalidDate }));

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * Fields shared by adverts and push notifications. `today` decides "not in the past" (São Paulo);
 * editing an item whose start already passed keeps that start valid (`keepStart`).
 */
const broadcastShape = (messageMax: number) => ({
  title: z
    .string({ error: 'Insira o título' })
    .trim()
    .min(1, 'Insira o título')
    .max(60, 'O título pode ter no máximo 60 caracteres')
    .refine(isCleanLine, BOUND_MESSAGES.controlCharacters),
  message: z
    .string({ error: 'Insira a mensagem' })
    .trim()
    .min(1, 'Insira a mensagem')
    .max(messageMax, `A mensagem pode ter no máximo ${messageMax} caracteres`)
    .refine(isCleanText, BOUND_MESSAGES.controlCharacters),
  periodicity: z
    .number({ error: 'Selecione a periodicidade' })
    .refine((v) => (RECURRENCE_VALUES as readonly number[]).includes(v), 'Selecione a periodicidade'),
  startDate: dayField('Selecione a data de início'),
  endDate: dayField('Selecione a data de término'),
  audience: z.array(z.enum(audienceValues)).min(1, 'Selecione pelo menos uma categoria de usuário'),
});

type DatedValues = { periodicity: number; startDate: string; endDate: string };
const dateRules =
  (options: { today?: string; keepStart?: string | null }) => (values: DatedValues, ctx: z.RefinementCtx) => {
    // Field rules already reported a missing or malformed day; compare only real days.
    const isDay = (v: unknown): v is string => typeof v === 'string' && isBoundedDate(v);
    if (!isDay(values.startDate) || !isDay(values.endDate)) return;
    const today = options.today ?? todayInSaoPaulo();
    if (values.startDate < today && values.startDate !== options.keepStart) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: ADVERT_MESSAGES.startInPast });
    }
    if (values.periodicity === 0) {
      if (values.endDate !== values.startDate) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: ADVERT_MESSAGES.endMustEqualStart });
      }
    } else if (values.endDate < addDays(values.startDate, 1)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: ADVERT_MESSAGES.endTooSoon });
    }
  };

/**
 * A link typed without its scheme ('talhao.agr.br/safra') is completed with https:// rather than
 * refused; anything with a scheme, or without a dot in its host, is left for the URL rule to judge.
 */
export const completeLink = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const link = value.trim();
  if (!link || /^[a-z][a-z\d+.-]*:/i.test(link)) return link;
  return /^[^\s/?#]+\.[^\s/?#]+/.test(link) ? `https://${link}` : link;
};

export const advertSchema = (options: { today?: string; keepStart?: string | null } = {}) =>
  z
    .object({
      ...broadcastShape(LIMITS.advertMessageMax),
      url: z.preprocess(completeLink, optional(z.url({ error: 'Insira um link válido', protocol: /^https?$/ }))),
      status: z.enum(['ACTIVE', 'INACTIVE', 'WAITING'], { error: 'Selecione o status' }),
    })
    .superRefine(dateRules(options));
export type AdvertValues = z.infer<ReturnType<typeof advertSchema>>;

export const pushNotificationSchema = (options: { today?: string; keepStart?: string | null } = {}) =>
  z.object(broadcastShape(LIMITS.notificationMessageMax)).superRefine(dateRules(options));
export type PushNotificationValues = z.infer<ReturnType<typeof pushNotificationSchema>>;

/** The end date a periodicity implies while editing: once (0) forces end = start. */
export const endDateFor = (periodicity: number | null | undefined, startDate: string, endDate: string) =>
  periodicity === 0 ? startDate : endDate;
