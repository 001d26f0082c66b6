import type { Page } from '@playwright/test';

/**
 * A GraphQL read with the page's session, for a spec to pick seeded records its journey needs (a consultancy with a
 * report, a farmer with sectors) instead of assuming where they sit in a list. Fails loudly on any error.
 */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}
