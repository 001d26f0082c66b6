import { z } from 'zod';
import { todayInSaoPaulo } from '../format';
import { BOUND_MESSAGES, isBoundedDate, isCalendarDate } from './bounds';

/**
 * Laboratories (spec 001 §2.11): the analysis types of the filter, the statuses of a lab record and the
 * 'Agendar análise' form. The specification shows these pages as static content and words none of the
 * messages below: they are Talhão's (docs/rest-contract.md "Issue 14 — laboratories").
 */

/** GraphQL spelling; the provider says PLANT-TISSUE (upstream/laboratories.ts). */
export const ANALYSIS_TYPES = ['PLANT_TISSUE', 'CRA', 'SOIL', 'NEMATODES'] as const;
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

/** The filter's words (spec 001 §2.11: tecido vegetal, CRA, solo, nematoides). */
export const ANALYSIS_TYPE_LABELS: Readonly<Record<AnalysisType, string>> = {
  PLANT_TISSUE: 'Tecido vegetal',
  CRA: 'CRA',
  SOIL: 'Solo',
  NEMATODES: 'Nematoides',
};

/** A lab record's statuses, in their order of life (GraphQL spelling). */
export const LAB_ANALYSIS_STATUSES = ['SCHEDULED', 'SAMPLE_SENT', 'IN_ANALYSIS', 'COMPLETED', 'CANCELED'] as const;
export type LabOrderStatus = (typeof LAB_ANALYSIS_STATUSES)[number];

export const LAB_ANALYSIS_STATUS_LABELS: Readonly<Record<LabOrderStatus, string>> = {
  SCHEDULED: 'Agendada',
  SAMPLE_SENT: 'Amostra enviada',
  IN_ANALYSIS: 'Em análise',
  COMPLETED: 'Concluída',
  CANCELED: 'Cancelada',
};

/** How far ahead an analysis may be scheduled (Talhão's bound: a lab's agenda is not open for years). */
export const LAB_SCHEDULE_MAX_DAYS_AHEAD = 365;

export const LAB_MESSAGES = {
  laboratory: 'Selecione o laboratório',
  farmer: 'Selecione o agricultor',
  property: 'Propriedade inválida',
  analysisType: 'Selecione o tipo de análise',
  notOffered: 'Este laboratório não oferece esse tipo de análise',
  dateRequired: 'Insira a data da análise',
  invalidDate: 'Data inválida',
  dateFromToday: 'A data da análise deve ser a partir de hoje',
  dateTooFar: 'A data da análise deve estar dentro dos próximos 12 meses',
  scheduled: 'Análise agendada com sucesso!',
  laboratoryNotFound: 'Laboratório não encontrado.',
  empty: 'Nenhum laboratório encontrado',
  associatedEmpty: 'Você ainda não possui laboratórios associados',
  myAnalysesEmpty: 'Nenhuma análise encontrada',
  end: 'Você já visualizou todos os itens disponíveis',
} as const;

/** '' and null (an untouched input) count as absent. */
const blank = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const requiredId = (message: string) =>
  z.preprocess(blank, z.string({ error: message }).trim().min(1, message).max(64, message));

/** yyyy-MM-dd plus `days` (UTC arithmetic on a calendar day). */
const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export interface LabAnalysisSchemaOptions {
  /** The server's clock (the BFF passes its own); "today" is São Paulo's day. */
  now?: Date;
  /** The types the chosen lab offers; when given, any other type is refused. */
  offeredTypes?: readonly AnalysisType[];
}

/**
 * 'Agendar análise' (the lab page's schedule button): the lab, one of the consultant's farmers, an optional
 * property, an analysis type the lab offers and a day from today up to 12 months ahead. The web dialog and
 * the BFF apply the same rules.
 */
export const labAnalysisSchema = (options: LabAnalysisSchemaOptions = {}) => {
  const today = todayInSaoPaulo(options.now ?? new Date());
  const lastDay = addDays(today, LAB_SCHEDULE_MAX_DAYS_AHEAD);
  return z.object({
    laboratoryId: requiredId(LAB_MESSAGES.laboratory),
    farmerId: requiredId(LAB_MESSAGES.farmer),
    propertyId: z.preprocess(
      blank,
      z.string({ error: LAB_MESSAGES.property }).trim().max(64, LAB_MESSAGES.property).optional(),
    ),
    analysisType: z
      .enum(ANALYSIS_TYPES, { error: LAB_MESSAGES.analysisType })
      .refine((type) => !options.offeredTypes || options.offeredTypes.includes(type), LAB_MESSAGES.notOffered),
    date: z.preprocess(
      blank,
      z
        .string({ error: LAB_MESSAGES.dateRequired })
        .regex(/^\d{4}-\d{2}-\d{2}$/, LAB_MESSAGES.invalidDate)
        .refine(isCalendarDate, LAB_MESSAGES.invalidDate)
        .refine(isBoundedDate, BOUND_MESSAGES.dateOutOfRange)
        .refine((day) => day >= today, LAB_MESSAGES.dateFromToday)
        .refine((day) => day <= lastDay, LAB_MESSAGES.dateTooFar),
    ),
  });
};

export type LabAnalysisValues = z.input<ReturnType<typeof labAnalysisSchema>>;
export type LabOrderInput = z.output<ReturnType<typeof labAnalysisSchema>>;
