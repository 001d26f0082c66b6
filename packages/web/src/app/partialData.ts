import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** A path segment, or '*' for any list index. */
type Segment = string | number;

/**
 * Whether a query's errors include one at (or under) `path` — e.g. ['providedConsultancies', 'items', '*',
 * 'farmer'] — so a page that loaded in part can mark exactly what is missing (issue 13, "degrade, don't blank").
 */
export function failedAt(error: unknown, ...path: Segment[]): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  return error.errors.some((graphQLError) => {
    const at = graphQLError.path ?? [];
    return path.length <= at.length && path.every((segment, index) => segment === '*' || segment === at[index]);
  });
}

/** Whether `error` came with data: the page shows what loaded, with a notice, instead of an error state. */
export const isPartial = (error: unknown, data: unknown): boolean => Boolean(error) && data != null;
