import { BATCH_BY_ID_FAMILIES, type CassetteOperation } from '@talhao/fixture-server';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { accountTypeFor, DEMO_PASSWORD, demoAccount, SIGN_IN, TestClient } from '../test/helpers';
import { redact } from '../upstream/recorder';
import { type PreviousData, RECORDING_CLOCK, type Scenario } from './scenarios';

/** The BFF configuration a scenario runs with (recording and replaying alike). */
export function scenarioConfig(scenario: Scenario): Partial<Config> {
  return { batchById: new Set(scenario.batchById === false ? [] : BATCH_BY_ID_FAMILIES) };
}

export const scenarioNow = () => new Date(RECORDING_CLOCK);

/**
 * Runs a scenario through a BFF: the role's demo sign-in, then each operation in order (variables may take ids
 * from earlier answers). Resolves with what the cassette keeps: each operation, its variables (secrets
 * redacted) and the whole GraphQL answer. `afterStep` runs after each answer (the recorder's bookkeeping).
 */
export async function runScenario(
  app: FastifyInstance,
  scenario: Scenario,
  afterStep: () => void = () => {},
): Promise<CassetteOperation[]> {
  const client = new TestClient(app);
  const account = demoAccount(scenario.role);
  const steps = [
    {
      name: 'SignIn',
      query: SIGN_IN,
      variables: {
        input: { email: account.email, password: DEMO_PASSWORD, accountType: accountTypeFor(scenario.role) },
      },
    },
    ...scenario.operations,
  ];
  const previous: Array<Record<string, unknown> | null | undefined> = [];
  const results: CassetteOperation[] = [];
  for (const step of steps) {
    const variables =
      typeof step.variables === 'function' ? step.variables(previous as PreviousData) : (step.variables ?? {});
    const response = await client.gql(step.query, variables);
    previous.push(response.body.data);
    results.push({
      operation: step.name,
      variables: redact(variables) as Record<string, unknown>,
      result: response.body,
    });
    afterStep();
  }
  return results;
}

/** The first GraphQL error of a run, named by operation; undefined when every answer has data and no errors. */
export function firstFailure(results: readonly CassetteOperation[]): string | undefined {
  for (const { operation, result } of results) {
    const body = result as { data?: unknown; errors?: unknown[] };
    if (body.errors?.length || !body.data) return `${operation}: ${JSON.stringify(body)}`;
  }
  return undefined;
}
