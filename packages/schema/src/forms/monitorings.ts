import { z } from 'zod';
import { WORK_STATUS } from '../labels';
import type { OperationMessages } from '../messages';
import { BOUND_MESSAGES, BOUNDS, cleanLine, isCleanLine, isCleanText } from './bounds';
import { DOCUMENT_MESSAGES, documentFileField } from './documentFile';

/**
 * A monitoring of a provided consultancy and its progress posts (spec 001 §5 "Monitoring and posts", §8):
 * title 'Insira o titulo', description 'Insira a descrição' ≤ 210, status 'Selecione uma opção', sectors
 * 'Selecione pelo menos um setor'; a post has an optional title, a description ≤ 686 and one PDF/PNG/JPEG ≤ 3 MB.
 * The titles' bounds and the texts the specification does not word are Talhão's (docs/rest-contract.md
 * "Issue 15 — monitorings").
 */
export const MONITORING_TITLE_MAX = 80;
export const MONITORING_DESCRIPTION_MAX = 210;
export const MONITORING_POST_TITLE_MAX = 80;
export const MONITORING_POST_DESCRIPTION_MAX = 686;

/**
 * The statuses a monitoring may take, in GraphQL spelling (`MonitoringStatus`): the "shared list" of spec 001
 * §4 is the provided consultancy's edit list, with its labels and colours (WORK_STATUS). New ones start PLANNED.
 */
export const MONITORING_STATUSES = ['PLANNED', 'IN_PROGRESS', 'COMPLETED', 'CANCELED'] as const;
export type MonitoringStatus = (typeof MONITORING_STATUSES)[number];
export const MONITORING_DEFAULT_STATUS: MonitoringStatus = 'PLANNED';
export const MONITORING_STATUS = {
  PLANNED: WORK_STATUS.PLANNED,
  IN_PROGRESS: WORK_STATUS.IN_PROGRESS,
  COMPLETED: WORK_STATUS.COMPLETED,
  CANCELED: WORK_STATUS.CANCELED,
} as const satisfies Record<MonitoringStatus, { label: string; tone: string }>;

export const MONITORING_MESSAGES = {
  listTitle: 'Monitoramentos',
  createTitle: 'Criar Monitoramento',
  summary: 'Resumo',
  timeline: 'Andamento',
  consultancy: 'Selecione a consultoria prestada',
  titleRequired: 'Insira o titulo',
  titleMax: `O título pode ter no máximo ${MONITORING_TITLE_MAX} caracteres`,
  descriptionRequired: 'Insira a descrição',
  descriptionMax: `A descrição pode ter no máximo ${MONITORING_DESCRIPTION_MAX} caracteres`,
  status: 'Selecione uma opção',
  sectors: 'Selecione pelo menos um setor',
  sectorsMax: BOUND_MESSAGES.sectorsMax,
  postTitleMax: `O título pode ter no máximo ${MONITORING_POST_TITLE_MAX} caracteres`,
  postDescriptionMax: `A descrição pode ter no máximo ${MONITORING_POST_DESCRIPTION_MAX} caracteres`,
  fileRequired: DOCUMENT_MESSAGES.required,
  /** Spec 001 §8: the create's 409, title and text. */
  conflictTitle: 'Conflito',
  conflict: 'Já existe monitoramento com os mesmos dados',
  created: 'Monitoramento criado com sucesso!',
  postCreated: 'Andamento adicionado com sucesso!',
  empty: 'Nenhum monitoramento encontrado',
  noPosts: 'Nenhum andamento registrado',
  addPost: 'Adicionar andamento',
  notFound: 'Monitoramento não encontrado.',
  consultancyNotFound: 'Consultoria prestada não encontrada.',
  notWriter: 'Somente o consultor da consultoria prestada pode alterar seus monitoramentos.',
  sectorsNotOfProperty: 'Os setores selecionados devem pertencer à propriedade da consultoria prestada.',
} as const;

/** The outcome texts of POST /uploads/monitoring-post/:monitoringId, by the provider's status. */
export const CREATE_MONITORING_POST: OperationMessages = {
  success: MONITORING_MESSAGES.postCreated,
  byStatus: {
    400: 'Dados inválidos',
    403: MONITORING_MESSAGES.notWriter,
    404: MONITORING_MESSAGES.notFound,
    413: DOCUMENT_MESSAGES.tooLarge,
    415: DOCUMENT_MESSAGES.types,
  },
  other: 'Erro ao adicionar o andamento: {status}',
};

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;
const recordId = (message: string) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).regex(RECORD_ID, message));

/** A multi-line text: required, at most `max` characters, no control characters but line breaks and tabs. */
const textField = (required: string, max: number, maxMessage: string) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: required })
      .min(1, required)
      .max(max, maxMessage)
      .refine(isCleanText, BOUND_MESSAGES.controlCharacters),
  );

/** The create form (web) and the BFF's createMonitoring input: the same rules, the same texts. */
export const monitoringSchema = z.object({
  consultancyProvidedId: recordId(MONITORING_MESSAGES.consultancy),
  title: z.preprocess(
    trimmed,
    cleanLine(
      z
        .string({ error: MONITORING_MESSAGES.titleRequired })
        .min(1, MONITORING_MESSAGES.titleRequired)
        .max(MONITORING_TITLE_MAX, MONITORING_MESSAGES.titleMax),
    ),
  ),
  description: textField(
    MONITORING_MESSAGES.descriptionRequired,
    MONITORING_DESCRIPTION_MAX,
    MONITORING_MESSAGES.descriptionMax,
  ),
  status: z.enum(MONITORING_STATUSES, { error: MONITORING_MESSAGES.status }),
  sectorIds: z
    .array(z.string().regex(RECORD_ID, MONITORING_MESSAGES.sectors), { error: MONITORING_MESSAGES.sectors })
    .min(1, MONITORING_MESSAGES.sectors)
    .max(BOUNDS.sectorsPerRequestMax, MONITORING_MESSAGES.sectorsMax)
    .transform((ids) => [...new Set(ids)]),
});
export type MonitoringFormInput = z.input<typeof monitoringSchema>;
export type MonitoringValues = z.output<typeof monitoringSchema>;

/** The text fields of a progress post (what the multipart upload carries before the file). */
export const monitoringPostFieldsSchema = z.object({
  title: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(MONITORING_POST_TITLE_MAX, MONITORING_MESSAGES.postTitleMax)
      .refine(isCleanLine, BOUND_MESSAGES.controlCharacters)
      .optional(),
  ),
  description: textField(
    MONITORING_MESSAGES.descriptionRequired,
    MONITORING_POST_DESCRIPTION_MAX,
    MONITORING_MESSAGES.postDescriptionMax,
  ),
});
export type MonitoringPostFields = z.output<typeof monitoringPostFieldsSchema>;

/** The add-progress dialog: the text fields and the one file (web, react-hook-form + zodResolver). */
export const monitoringPostFormSchema = monitoringPostFieldsSchema.extend({
  file: documentFileField(MONITORING_MESSAGES.fileRequired),
});
export type MonitoringPostFormInput = z.input<typeof monitoringPostFormSchema>;
export type MonitoringPostFormValues = z.output<typeof monitoringPostFormSchema>;
