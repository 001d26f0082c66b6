import { RECOMMENDATION_MESSAGES } from '@talhao/schema';

/** This domain's read texts (the catalogue's loadFieldActivities). */
export const LOAD = { operation: 'loadFieldActivities' } as const;
/** The recommendation form's upstream texts (the catalogue's saveRecommendation). */
export const SAVE = { operation: 'saveRecommendation' } as const;

export const PAGE_INVALID = 'A página deve ser um número a partir de 1.';

/** The BFF's texts, from the shared schema (forms/recommendations.ts RECOMMENDATION_MESSAGES). */
export const RECOMMENDATION_TEXTS = {
  farmerNotFound: RECOMMENDATION_MESSAGES.farmerNotFound,
  notFound: RECOMMENDATION_MESSAGES.notFound,
  farmerChanged: RECOMMENDATION_MESSAGES.farmerChanged,
  notCreator: RECOMMENDATION_MESSAGES.onlyCreatorEdits,
  updated: RECOMMENDATION_MESSAGES.updated,
  countRange: RECOMMENDATION_MESSAGES.occurrencesCount,
  rangeInvalid: RECOMMENDATION_MESSAGES.rangeReversed,
  rangeTooLong: RECOMMENDATION_MESSAGES.rangeTooLong,
} as const;
