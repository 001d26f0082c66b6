import { appError } from '../../errors';

/**
 * Pages start at 1 (spec 000 §9): `page`, or 1 when absent. Anything else is refused with `invalid`,
 * the asking domain's own text (its messages.ts), so no domain borrows another's wording.
 */
export function pageNumber(page: number | null | undefined, invalid: string): number {
  const value = page ?? 1;
  if (!Number.isInteger(value) || value < 1) {
    throw appError('BAD_USER_INPUT', invalid, { status: 400, field: 'page' });
  }
  return value;
}

/** The page fields every list answers: more pages exist while this page ends before `total`. */
export const pageInfo = (page: number, pageSize: number, total: number) => ({
  page,
  total,
  hasNextPage: page * pageSize < total,
});
