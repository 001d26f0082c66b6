import { COMMON } from '@talhao/schema';
import { describe, expect, it } from 'vitest';
import { useStack } from '../test/helpers';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-body';

const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings (escaped quotes included)', () => {
    expect(jsonNestsDeeperThan(nested(3), 3)).toBe(false);
    expect(jsonNestsDeeperThan(nested(4), 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{ \\" [[[[' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan('[[],[],[],[]]', 2)).toBe(false);
  });
});

describe('JSON bodies', () => {
  const stack = useStack();
  const post = (payload: string) =>
    stack.bff.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      payload,
    });

  it('refuses a body nested deeper than the limit in pt-BR, before parsing it', async () => {
    const deep = await post(`{"query":"{ clientConfig { supportPhone } }","variables":{"x":${nested(60_000)}}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ code: 'BAD_USER_INPUT', message: COMMON.badRequest });
    const atLimit = await post(
      `{"query":"{ clientConfig { supportPhone } }","variables":{"x":${nested(MAX_JSON_DEPTH - 2)}}}`,
    );
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().data.clientConfig).toHaveProperty('supportPhone');
  });

  it('still refuses prototype poisoning, as Fastify does', async () => {
    const poisoned = await post('{"query":"{ clientConfig { supportPhone } }","__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
  });
});
