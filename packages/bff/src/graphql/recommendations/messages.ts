import { RECOMMENDATION_MESSAGES } from '@talhao/schema';

/** This domain's read texts (the catalogue's loadFieldActivities). */
export const LOAD = { operation: 'loadFieldActivities' } as const;
/** The recommendation form's upstream texts (the catalogue's saveRecommendation). */
export const SAVE = { operation: 'saveRecommendation' } as const;

export const PAGE_INVALID = 'A página deve ser um número a partir de 1.';

export const RECOMMENDATION_TEXTS = {
  farmerNotFound: 'Agricultor não encontrado.',
  notFound: 'Recomendação não encontrada.',
  notFarmerCreator: 'Apenas quem cadastrou o agricultor pode recomendar atividades.',
  notCreator: RECOMMENDATION_MESSAGES.onlyCreatorEdits,
  updated: RECOMMENDATION_MESSAGES.updated,
  countRange: 'A quantidade de ocorrências deve estar entre 1 e 50.',
  rangeInvalid: 'A data final deve ser maior ou igual à data de início.',
  rangeTooLong: 'O intervalo pode ter no máximo 62 dias.',
} as const;
