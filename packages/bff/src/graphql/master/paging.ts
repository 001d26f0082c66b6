import { appError } from '../../errors';

export const PAGE_MESSAGE = 'A página deve ser um número a partir de 1.';

/** Pages start at 1 (spec 000 §9). */
export function pageNumber(page: number | null | undefined): number {
  const value = page ?? 1;
  if (!Number.isInteger(value) || value < 1) {
    throw appError('BAD_USER_INPUT', PAGE_MESSAGE, { status: 400, field: 'page' });
  }
  return value;
}

/** The page fields every list answers: more pages exist while this page ends before `total`. */
export const pageInfo = (page: number, pageSize: number, total: number) => ({
  page,
  total,
  hasNextPage: page * pageSize < total,
});

/** Catalogue entries whose texts are §8's generic load failures ('Erro ao carregar os dados' / 'Erro ao carregar os dados'). */
export const LIST_LOAD = { operation: 'masterUsers' } as const;
export const ITEM_LOAD = { operation: 'masterStatistics' } as const;
