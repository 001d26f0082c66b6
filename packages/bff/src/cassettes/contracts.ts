import type { Cassette } from '@talhao/fixture-server';
import type { RouteContract } from '@talhao/schema/upstream/contract';
import type { z } from 'zod';

export type FindContract = (method: string, family: string, path: string) => RouteContract | undefined;

const issuesOf = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');

/**
 * What in a cassette breaks the provider's contract (issue 13 §6): every exchange needs a route contract, its
 * query and body must parse with the contract's schemas, and a success answer must parse with its response
 * schema. One line per problem, naming the cassette, the exchange's index, method, family and path.
 */
export function contractFailures(name: string, cassette: Cassette, find: FindContract): string[] {
  const failures: string[] = [];
  cassette.exchanges.forEach(({ request, response }, index) => {
    const where = `${name} exchange #${index} ${request.method} ${request.family} '${request.path}'`;
    const contract = find(request.method, request.family, request.path);
    if (!contract) {
      failures.push(`${where}: no route contract (packages/schema/src/upstream/routes.ts)`);
      return;
    }
    const hasQuery = Object.keys(request.query).length > 0;
    if (contract.query) {
      const parsed = contract.query.safeParse(request.query);
      if (!parsed.success) failures.push(`${where}: query breaks the contract: ${issuesOf(parsed.error)}`);
    } else if (hasQuery) {
      failures.push(`${where}: query ${JSON.stringify(request.query)} but the contract takes none`);
    }
    if (contract.body && contract.body !== 'multipart') {
      const parsed = contract.body.safeParse(request.body);
      if (!parsed.success) failures.push(`${where}: request body breaks the contract: ${issuesOf(parsed.error)}`);
    } else if (!contract.body && request.body !== undefined) {
      failures.push(`${where}: a request body but the contract takes none`);
    }
    if (response.status === (contract.status ?? 200)) {
      const parsed = contract.response.safeParse(response.body);
      if (!parsed.success) failures.push(`${where}: response body breaks the contract: ${issuesOf(parsed.error)}`);
    }
  });
  return failures;
}
