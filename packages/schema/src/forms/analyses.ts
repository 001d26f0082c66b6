import { z } from 'zod';
import { COMMON } from '../commonMessages';
import { todayInSaoPaulo } from '../format';
import type { OperationMessages } from '../messages';
import { boundedDate, cleanLine } from './bounds';
import { DOCUMENT_MESSAGES, documentFileField } from './documentFile';

/**
 * A farmer's lab analysis (spec 001 §2.7 '/analises-agronomicas/inserir', §3 "Lab analysis", §5 "Analysis"):
 * name, day of the analysis, property and one PDF/PNG/JPEG file of at most 3 MB. The specification shows no
 * rule but the file's; the name's bounds and every text below but the file's are Talhão's
 * (docs/rest-contract.md "Issue 14 — analyses").
 */
export const ANALYSIS_NAME_MIN = 3;
export const ANALYSIS_NAME_MAX = 80;

export const ANALYSIS_MESSAGES = {
  title: 'Análises Agronômicas',
  insertTitle: 'Inserir análise',
  nameRequired: 'Insira o nome da análise',
  nameMin: `O nome deve ter pelo menos ${ANALYSIS_NAME_MIN} caracteres`,
  nameMax: `O nome pode ter no máximo ${ANALYSIS_NAME_MAX} caracteres`,
  dateRequired: 'Insira a data da análise',
  dateInFuture: 'A data da análise não pode estar no futuro',
  /** Spec 001 §5 "Provided consultancy" words the same choice so. */
  property: 'Selecione a propriedade',
  fileRequired: 'Selecione o arquivo da análise',
  fileTypes: DOCUMENT_MESSAGES.types,
  fileTooLarge: DOCUMENT_MESSAGES.tooLarge,
  /** Spec 001 §8. */
  empty: 'Nenhuma análise encontrada',
  /** Spec 001 §8: a file that could not be shown or taken. */
  fileError: COMMON.imageRejected,
  farmerNotFound: 'Agricultor não encontrado.',
  propertyNotFound: 'Propriedade não encontrada.',
  /** Spec 001 §6: only the farmer's creator changes the farmer's data. */
  notCreator: 'Somente o consultor que cadastrou o agricultor pode inserir análises.',
  fieldsAfterFile: 'Envie os campos da análise antes do arquivo.',
} as const;

/** The outcome texts of POST /uploads/lab-analysis/:farmerId, by the provider's status. */
export const CREATE_LAB_ANALYSIS: OperationMessages = {
  success: 'Análise inserida com sucesso!',
  byStatus: {
    400: 'Dados inválidos',
    403: ANALYSIS_MESSAGES.notCreator,
    404: ANALYSIS_MESSAGES.farmerNotFound,
    413: DOCUMENT_MESSAGES.tooLarge,
    415: DOCUMENT_MESSAGES.types,
  },
  other: 'Erro ao inserir a análise: {status}',
};

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const nameField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  cleanLine(
    z
      .string({ error: ANALYSIS_MESSAGES.nameRequired })
      .min(1, ANALYSIS_MESSAGES.nameRequired)
      .min(ANALYSIS_NAME_MIN, ANALYSIS_MESSAGES.nameMin)
      .max(ANALYSIS_NAME_MAX, ANALYSIS_MESSAGES.nameMax),
  ),
);

/**
 * The text fields of an analysis (what the multipart upload carries beside the file): the BFF checks them
 * before it streams the file. `today` (yyyy-MM-dd, São Paulo) bounds the date; the caller's clock by default.
 */
export const labAnalysisFieldsSchema = (today: string = todayInSaoPaulo()) =>
  z.object({
    name: nameField,
    date: z.preprocess(
      blankToUndefined,
      boundedDate({ required: ANALYSIS_MESSAGES.dateRequired }).refine(
        (day) => day <= today,
        ANALYSIS_MESSAGES.dateInFuture,
      ),
    ),
    property: z.preprocess(
      blankToUndefined,
      z
        .string({ error: ANALYSIS_MESSAGES.property })
        // A record id: letters, digits, '-' and '_' (nothing a multipart body or a path could be steered with).
        .regex(/^[A-Za-z0-9_-]{1,64}$/, ANALYSIS_MESSAGES.property),
    ),
  });

/** The upload form: the text fields and the one file (web, react-hook-form + zodResolver). */
export const labAnalysisFormSchema = (today: string = todayInSaoPaulo()) =>
  labAnalysisFieldsSchema(today).extend({ file: documentFileField(ANALYSIS_MESSAGES.fileRequired) });

export type LabAnalysisFields = z.output<ReturnType<typeof labAnalysisFieldsSchema>>;
export type LabAnalysisFormInput = z.input<ReturnType<typeof labAnalysisFormSchema>>;
export type LabAnalysisFormValues = z.output<ReturnType<typeof labAnalysisFormSchema>>;
