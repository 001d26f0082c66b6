import { z } from 'zod';
import type { FeeType } from '../labels';
import { BOUND_MESSAGES, BOUNDS, isCleanLine, isCleanText, moneyAmount, richText, visibleText } from './bounds';
import { ALWAYS } from './provided';

/** Shown under the form when any rule fails (spec 001 §5 "Offered consultancy"; the informal 'vc' is the app's tone). */
export const OFFER_FORM_ERROR = 'Parece que vc esqueceu de algo';
/** Saving the price dialog with an incomplete line (spec 001 §5; its 'slvar' corrected, docs/copy-decisions.md). */
export const PRICE_DIALOG_INCOMPLETE = 'Preencha todos os campos corretamente para salvar';

export const OFFER_MESSAGES = {
  nameRequired: 'Digite o nome da consultoria',
  // The specification's limit is 60 but its message says 40 (spec 001 §5); we state the real limit.
  nameMax: 'O nome pode ter no máximo 60 caracteres',
  formatRequired: 'Selecione a modalidade de consultoria',
  formatInvalid: 'Selecione uma opção da lista',
  culturesRequired: 'Insira pelo menos uma cultura',
  culturesHint: 'Separe as culturas usando vírgula',
  priceRequired: 'Insira o valor',
  feeTypeRequired: 'Selecione uma opção',
  amountRange: BOUND_MESSAGES.moneyRange,
  regionsRequired: 'Se a modalidade for presencial, é obrigatório inserir a região de atendimento',
  cityRequired: 'Insira a cidade',
  addressRequired: 'Insira o endereço',
  stateRequired: 'Insira o Estado',
  coordsRequired: 'Insira as coordenadas',
  regionRepeated: 'Campo vazio ou repetido',
  // Not worded by the specification.
  summaryMax: 'O resumo pode ter no máximo 145 caracteres',
  contentMin: 'A descrição da consultoria deve ter pelo menos 8 caracteres',
} as const;

/**
 * The company's own texts for the same rules (spec 002 §5 "Consultancy offer"): the price line, the region list and
 * the form's summary toast (with its emoji). The rules themselves are the consultant's (spec 002 shows no others).
 */
export const COMPANY_OFFER_MESSAGES = {
  priceRequired: 'Preencha o preço da consultoria',
  regionsRequired: 'Insira a região de atuação',
  formError: 'Parece que vc esqueceu de algo 😅',
} as const;

/** The texts that differ by who writes the offer. */
interface OfferAuthorTexts {
  priceRequired: string;
  regionsRequired: string;
}

export const OFFER_LIMITS = { nameMax: 60, summaryMax: 145, contentMin: 8, amountMax: BOUNDS.moneyMax } as const;

/** Modalities as the web and GraphQL name them (the provider spells IN-PERSON with a hyphen). */
export const CONSULTANCY_FORMATS = ['ONLINE', 'IN_PERSON', 'BOTH'] as const;
export type ConsultancyFormat = (typeof CONSULTANCY_FORMATS)[number];

/** Charge types a 'Personalizado' line may take; 'A combinar' is the agreedPrice switch, not a line. */
export const PRICE_LINE_FEE_TYPES = ['PER_HECTARE', 'PER_TECHNICAL_HOUR', 'PER_VISIT'] as const satisfies FeeType[];

/** Cultures typed in one field: split on commas, trimmed, empties dropped. */
export const splitCultures = (text: string): string[] =>
  text
    .split(',')
    .map((culture) => culture.trim())
    .filter((culture) => culture.length > 0);

/** Characters the reader sees in the rich content (bounds.ts visibleText). */
export const visibleTextLength = (html: string): number => visibleText(html).length;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

const requiredText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(BOUNDS.addressMax, BOUND_MESSAGES.addressTooLong)
    .refine(isCleanLine, BOUND_MESSAGES.controlCharacters);

const optionalPart = z
  .string()
  .max(BOUNDS.addressMax, BOUND_MESSAGES.addressTooLong)
  .refine(isCleanLine, BOUND_MESSAGES.controlCharacters)
  .optional();

const priceLineSchemaWith = (texts: OfferAuthorTexts) =>
  z.object({
    amount: moneyAmount(texts.priceRequired, OFFER_MESSAGES.amountRange),
    feeType: z.enum(PRICE_LINE_FEE_TYPES, { error: OFFER_MESSAGES.feeTypeRequired }),
  });
export const priceLineSchema = priceLineSchemaWith(OFFER_MESSAGES);
export type PriceLineValues = z.infer<typeof priceLineSchema>;

export const regionSchema = z.object({
  city: requiredText(OFFER_MESSAGES.cityRequired),
  formattedAddress: requiredText(OFFER_MESSAGES.addressRequired),
  stateFrom: requiredText(OFFER_MESSAGES.stateRequired),
  country: optionalPart,
  neighborhood: optionalPart,
  street: optionalPart,
  street_number: optionalPart,
  postal_code: optionalPart,
  coords: z.object(
    {
      latitude: z.number({ error: OFFER_MESSAGES.coordsRequired }).min(-90).max(90),
      longitude: z.number({ error: OFFER_MESSAGES.coordsRequired }).min(-180).max(180),
    },
    { error: OFFER_MESSAGES.coordsRequired },
  ),
});
export type RegionValues = z.infer<typeof regionSchema>;

const priceLinesSchemaWith = (texts: OfferAuthorTexts) =>
  z
    .array(priceLineSchemaWith(texts))
    .min(1, texts.priceRequired)
    .max(BOUNDS.priceLinesMax, BOUND_MESSAGES.priceLinesMax);
const regionListSchemaWith = (texts: OfferAuthorTexts) =>
  z.array(regionSchema).min(1, texts.regionsRequired).max(BOUNDS.regionsMax, BOUND_MESSAGES.regionsMax);

const offerFieldsSchema = z.object({
  name: z
    .string({ error: OFFER_MESSAGES.nameRequired })
    .trim()
    .min(1, OFFER_MESSAGES.nameRequired)
    .max(OFFER_LIMITS.nameMax, OFFER_MESSAGES.nameMax)
    .refine(isCleanLine, BOUND_MESSAGES.controlCharacters),
  format: z.preprocess(
    (value) => (present(value) ? value : undefined),
    z.enum(CONSULTANCY_FORMATS, {
      error: (issue) => (issue.input === undefined ? OFFER_MESSAGES.formatRequired : OFFER_MESSAGES.formatInvalid),
    }),
  ),
  cultures: z
    .array(z.string(), { error: OFFER_MESSAGES.culturesRequired })
    .max(BOUNDS.culturesMax, BOUND_MESSAGES.culturesMax)
    .transform((list) => list.map((culture) => culture.trim()).filter((culture) => culture.length > 0))
    .pipe(
      z
        .array(
          z
            .string()
            .max(BOUNDS.cultureNameMax, BOUND_MESSAGES.cultureNameMax)
            .refine(isCleanLine, BOUND_MESSAGES.controlCharacters),
        )
        .min(1, OFFER_MESSAGES.culturesRequired),
    ),
  agreedPrice: z.boolean().default(false),
  prices: z.array(z.unknown()).max(BOUNDS.priceLinesMax, BOUND_MESSAGES.priceLinesMax).default([]),
  regions: z.array(z.unknown()).max(BOUNDS.regionsMax, BOUND_MESSAGES.regionsMax).default([]),
  summary: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : (value ?? undefined)),
    z
      .string()
      .trim()
      .max(OFFER_LIMITS.summaryMax, OFFER_MESSAGES.summaryMax)
      .refine(isCleanText, BOUND_MESSAGES.controlCharacters)
      .optional(),
  ),
  content: richText({
    required: OFFER_MESSAGES.contentMin,
    min: { length: OFFER_LIMITS.contentMin, message: OFFER_MESSAGES.contentMin },
  }),
});

type OfferFields = z.output<typeof offerFieldsSchema>;

/** Lines are needed unless the price is 'A combinar'; regions unless the modality is ONLINE. */
const needsPriceLines = (values: OfferFields) => values.agreedPrice !== true;
const needsRegions = (values: OfferFields) => values.format !== 'ONLINE';

/**
 * The rules across fields. They run even when a field failed (ALWAYS), so `values` may hold
 * unparsed input: every value is type-checked before use, and a list that already failed as a
 * field (not an array) is left to that field's message.
 */
const checkOfferRules = (texts: OfferAuthorTexts) => (values: OfferFields, ctx: z.RefinementCtx) => {
  const priceLinesSchema = priceLinesSchemaWith(texts);
  const regionListSchema = regionListSchemaWith(texts);
  if (typeof values !== 'object' || values === null) return;
  const addIssues = (field: 'prices' | 'regions', issues: z.core.$ZodIssue[]) => {
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [field, ...issue.path] });
  };
  if (needsPriceLines(values) && Array.isArray(values.prices)) {
    const lines = priceLinesSchema.safeParse(values.prices);
    if (!lines.success) addIssues('prices', lines.error.issues);
  }
  if (needsRegions(values) && Array.isArray(values.regions)) {
    const places = regionListSchema.safeParse(values.regions);
    if (!places.success) {
      addIssues('regions', places.error.issues);
      return;
    }
    const seen = new Set<string>();
    for (const [index, place] of places.data.entries()) {
      const key = place.formattedAddress.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: OFFER_MESSAGES.regionRepeated,
          path: ['regions', index, 'formattedAddress'],
        });
        return;
      }
      seen.add(key);
    }
  }
};

/**
 * The offered-consultancy form (spec 001 §5 "Offered consultancy"); the BFF validates mutations with
 * the same schema. With agreedPrice the lines are dropped ('A combinar' replaces them); with ONLINE the
 * regions are dropped (the field is hidden then). The cross-field rules report together with the
 * field messages; the transform only runs once everything passed, so the lists parse there.
 */
const offerSchemaWith = (texts: OfferAuthorTexts) =>
  offerFieldsSchema.superRefine(checkOfferRules(texts), ALWAYS).transform((values) => ({
    ...values,
    prices: needsPriceLines(values) ? priceLinesSchemaWith(texts).parse(values.prices) : [],
    regions: needsRegions(values) ? regionListSchemaWith(texts).parse(values.regions) : [],
  }));

export const offeredConsultancySchema = offerSchemaWith(OFFER_MESSAGES);

/** The same form written by a company (spec 002 §5): the company's texts for the price and the regions. */
export const companyOfferedConsultancySchema = offerSchemaWith(COMPANY_OFFER_MESSAGES);

/** The offer schema of the author's role: the company's texts for ENTERPRISE, the consultant's otherwise. */
export const offerSchemaFor = (role: string) =>
  role === 'ENTERPRISE' ? companyOfferedConsultancySchema : offeredConsultancySchema;

/** The summary toast of a refused offer form, by author (spec 001 §5 / spec 002 §5). */
export const offerFormErrorFor = (role: string) =>
  role === 'ENTERPRISE' ? COMPANY_OFFER_MESSAGES.formError : OFFER_FORM_ERROR;

export type OfferedConsultancyInputValues = z.input<typeof offeredConsultancySchema>;
export type OfferedConsultancyValues = z.output<typeof offeredConsultancySchema>;
