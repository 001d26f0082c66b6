import { z } from 'zod';
import type { OperationMessages } from '../messages';
import { BOUND_MESSAGES, isCleanLine, isCleanText } from './bounds';
import { DOCUMENT_MESSAGES, documentFileField } from './documentFile';

/**
 * A technical report of a provided consultancy and its items (spec 001 §2.5 '/relatorios', §4, §5 "Report" and
 * "Monitoring and posts", §8). The specification bounds the technical opinion ('Insira o relatório técnico', max
 * 480) and the item (title optional, description required, max 480); the title's bounds, the description's and
 * every text below not quoted by §8 are Talhão's (docs/rest-contract.md "Issue 15 — reports").
 */
export const REPORT_TITLE_MAX = 100;
export const REPORT_DESCRIPTION_MAX = 480;
export const TECHNICAL_ADVICE_MAX = 480;
export const REPORT_ITEM_TITLE_MAX = 100;
export const REPORT_ITEM_DESCRIPTION_MAX = 480;
/** Spec 001 §8: a report card's text is cut at 125 characters. */
export const REPORT_CARD_TEXT_MAX = 125;

export const REPORT_MESSAGES = {
  title: 'Relatórios',
  titleRequired: 'Insira o título do relatório',
  titleMax: `O título pode ter no máximo ${REPORT_TITLE_MAX} caracteres`,
  descriptionMax: `A descrição pode ter no máximo ${REPORT_DESCRIPTION_MAX} caracteres`,
  /** Spec 001 §5 "Report". */
  technicalAdviceRequired: 'Insira o relatório técnico',
  technicalAdviceMax: `O parecer técnico pode ter no máximo ${TECHNICAL_ADVICE_MAX} caracteres`,
  itemTitleMax: `O título pode ter no máximo ${REPORT_ITEM_TITLE_MAX} caracteres`,
  itemDescriptionRequired: 'Insira a descrição',
  itemDescriptionMax: `A descrição pode ter no máximo ${REPORT_ITEM_DESCRIPTION_MAX} caracteres`,
  itemFileRequired: 'Selecione a foto ou o PDF do item',
  /** Spec 001 §8. */
  created: 'Relatório criado com sucesso!',
  createdCelebrated: 'Relatório criado com sucesso! 🥳',
  updated: 'Relatório atualizado com sucesso!',
  technicalAdviceInserted: 'Parecer técnico inserido com sucesso!',
  edited: 'Relatório editado com sucesso!',
  photoRemoved: 'Imagem excluída!',
  itemRemoved: 'Item do relatório excluído!',
  loadError: 'Ocorreu um erro ao carregar os dados.',
  retry: 'Tentar novamente',
  insertTechnicalAdvice: 'Inserir parecer técnico',
  insertItems: 'Inserir relatório',
  nothingToAdd: 'Não há itens para adicionar',
  // Talhão's own (the specification names none).
  deleted: 'Relatório excluído!',
  itemAdded: 'Item adicionado ao relatório!',
  itemEdited: 'Item do relatório editado!',
  empty: 'Nenhum relatório encontrado',
  noItems: 'Este relatório ainda não possui itens.',
  noTechnicalAdvice: 'Parecer técnico ainda não inserido.',
  noRecommendations: 'Nenhuma atividade de campo recomendada neste relatório.',
  confirmDelete: 'Tem certeza que deseja excluir esse relatório?',
  confirmDeleteItem: 'Tem certeza que deseja excluir esse item do relatório?',
  confirmDeletePhoto: 'Tem certeza que deseja excluir essa imagem?',
  notFound: 'Relatório não encontrado.',
  itemNotFound: 'Item do relatório não encontrado.',
  providedNotFound: 'Consultoria prestada não encontrada.',
  /** Spec 001 §4: the technical opinion is inserted once; afterwards only the consultant edits it. */
  technicalAdviceExists: 'Este relatório já possui parecer técnico.',
  /** Spec 001 §6: the enterprise consultant has no edit of the technical opinion (enforced, not only hidden). */
  technicalAdviceLocked: 'O consultor empresarial não pode alterar o parecer técnico.',
  notAuthor: 'Somente o consultor que criou o relatório pode alterá-lo.',
  /** Spec 001 §6: the report-summary edit is hidden for the enterprise profile (and refused by the BFF). */
  summaryLocked: 'O consultor empresarial não pode editar o resumo do relatório.',
  companyReadOnly: 'A empresa apenas visualiza os relatórios dos seus consultores.',
  fieldsAfterFile: 'Envie os campos do item antes do arquivo.',
  noReportArea: 'Relatórios existem apenas nas áreas de consultores e empresas.',
  pageInvalid: 'A página deve ser um número a partir de 1.',
} as const;

/** Spec 001 §8 'Image report create other status: Erro {status}': the outcome texts of an item's upload. */
export const CREATE_REPORT_ITEM: OperationMessages = {
  success: REPORT_MESSAGES.itemAdded,
  byStatus: {
    403: REPORT_MESSAGES.notAuthor,
    404: REPORT_MESSAGES.notFound,
    413: DOCUMENT_MESSAGES.tooLarge,
    415: DOCUMENT_MESSAGES.types,
  },
  other: 'Erro {status}',
};

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const emptyWhenAbsent = (value: unknown) => (value === null || value === undefined ? '' : trimmed(value));

const line = (max: number, maxMessage: string) =>
  z.string().max(max, maxMessage).refine(isCleanLine, BOUND_MESSAGES.controlCharacters);
const text = (max: number, maxMessage: string) =>
  z.string().max(max, maxMessage).refine(isCleanText, BOUND_MESSAGES.controlCharacters);

const titleField = z.preprocess(
  trimmed,
  z
    .string({ error: REPORT_MESSAGES.titleRequired })
    .min(1, REPORT_MESSAGES.titleRequired)
    .pipe(line(REPORT_TITLE_MAX, REPORT_MESSAGES.titleMax)),
);
const descriptionField = z.preprocess(
  emptyWhenAbsent,
  z.string().pipe(text(REPORT_DESCRIPTION_MAX, REPORT_MESSAGES.descriptionMax)),
);

/** 'Criar' and 'Editar' of a report: title required, description optional (spec 001 §5 "Report"). */
export const reportFormSchema = z.object({ title: titleField, description: descriptionField });
export type ReportFormInput = z.input<typeof reportFormSchema>;
export type ReportFormValues = z.output<typeof reportFormSchema>;

/** 'Inserir parecer técnico' and its edit: required, at most 480 characters. */
export const technicalAdviceSchema = z.object({
  technicalAdvice: z.preprocess(
    emptyWhenAbsent,
    z
      .string()
      .min(1, REPORT_MESSAGES.technicalAdviceRequired)
      .pipe(text(TECHNICAL_ADVICE_MAX, REPORT_MESSAGES.technicalAdviceMax)),
  ),
});
export type TechnicalAdviceValues = z.output<typeof technicalAdviceSchema>;

/** An item's texts (the add's multipart fields before the file, and the edit): title optional, description ≤ 480. */
export const reportItemFieldsFormSchema = z.object({
  title: z.preprocess(emptyWhenAbsent, z.string().pipe(line(REPORT_ITEM_TITLE_MAX, REPORT_MESSAGES.itemTitleMax))),
  description: z.preprocess(
    emptyWhenAbsent,
    z
      .string()
      .min(1, REPORT_MESSAGES.itemDescriptionRequired)
      .pipe(text(REPORT_ITEM_DESCRIPTION_MAX, REPORT_MESSAGES.itemDescriptionMax)),
  ),
});
export type ReportItemFields = z.output<typeof reportItemFieldsFormSchema>;

/**
 * The item upload's text fields as the BFF receives them before the file: the provided consultancy's id (a record
 * id, nothing a path or a multipart body could be steered with) and the texts.
 */
export const reportItemUploadFieldsSchema = reportItemFieldsFormSchema.extend({
  consultancyProvidedId: z.preprocess(
    trimmed,
    z
      .string({ error: REPORT_MESSAGES.providedNotFound })
      .regex(/^[A-Za-z0-9_-]{1,64}$/, REPORT_MESSAGES.providedNotFound),
  ),
});
export type ReportItemUploadFields = z.output<typeof reportItemUploadFieldsSchema>;

/** The add-item form: the texts and one PDF/PNG/JPEG ≤ 3 MB. */
export const reportItemFormSchema = reportItemFieldsFormSchema.extend({
  file: documentFileField(REPORT_MESSAGES.itemFileRequired),
});
export type ReportItemFormInput = z.input<typeof reportItemFormSchema>;

/** A report card's text (spec 001 §8): at most 125 characters, an ellipsis when cut. */
export function reportCardText(value: string | null | undefined): string {
  const textValue = (value ?? '').trim();
  return textValue.length > REPORT_CARD_TEXT_MAX ? `${textValue.slice(0, REPORT_CARD_TEXT_MAX).trimEnd()}…` : textValue;
}
