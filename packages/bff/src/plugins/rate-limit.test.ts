import { expect, it } from 'vitest';
import { firstError, TestClient, useStack } from '../test/helpers';

const stack = useStack({ bff: { config: { authRateLimitPerMinute: 3 } } });

it('limits sign-in attempts per IP and answers a GraphQL error with the common text', async () => {
  const client = new TestClient(stack.bff, '10.0.0.1');
  for (let i = 0; i < 3; i++) {
    const attempt = await client.signIn('premium@talhao.dev', 'CONSULTANT', 'Errada@123');
    expect(firstError(attempt).extensions?.code).toBe('UNAUTHENTICATED');
  }
  stack.fixture.resetCalls();
  const limited = await client.signIn('premium@talhao.dev', 'CONSULTANT');
  expect(limited.status).toBe(200);
  expect(firstError(limited)).toMatchObject({
    message: 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.',
    extensions: { code: 'RATE_LIMITED', status: 429 },
  });
  // Refused before the provider is asked.
  expect(stack.fixture.calls()).toEqual({});

  // Another client IP, and another limited operation, have their own budgets.
  const other = await new TestClient(stack.bff, '10.0.0.2').signIn('premium@talhao.dev', 'CONSULTANT');
  expect(other.body.errors).toBeUndefined();
  const recovery = await client.gql(
    'mutation { requestPasswordRecovery(input: {email: "ninguem@talhao.dev", accountType: CONSULTANT}) { message } }',
  );
  expect(firstError(recovery).extensions?.code).toBe('NOT_FOUND');
});

it('limits recovery and verification e-mails too', async () => {
  const client = new TestClient(stack.bff, '10.0.0.3');
  const query =
    'mutation { resendVerification(input: {email: "ninguem@talhao.dev", accountType: ENTERPRISE}) { message } }';
  for (let i = 0; i < 3; i++) expect(firstError(await client.gql(query)).extensions?.code).toBe('NOT_FOUND');
  expect(firstError(await client.gql(query)).extensions?.code).toBe('RATE_LIMITED');
});
