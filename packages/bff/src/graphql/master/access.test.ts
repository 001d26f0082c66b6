import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SDL_DIR } from '@talhao/schema/sdl';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { firstError, signedInClient, TestClient, useStack } from '../../test/helpers';
import { operationCalling, rootFieldsWithAuth } from '../../test/operations';
import { buildSchema } from '../schema';

/** Root fields of master.graphql, read from the SDL file itself (not a hand-written list). */
const MASTER_SDL_FIELDS = new Set(
  parse(readFileSync(join(SDL_DIR, 'master.graphql'), 'utf8')).definitions.flatMap((definition) =>
    definition.kind === 'ObjectTypeExtension' && ['Query', 'Mutation'].includes(definition.name.value)
      ? (definition.fields ?? []).map((field) => field.name.value)
      : [],
  ),
);

const schema = buildSchema();
const masterFields = rootFieldsWithAuth(schema).filter((f) => MASTER_SDL_FIELDS.has(f.name));

const stack = useStack();

describe('master fields', () => {
  it('are every field of master.graphql, each @auth(roles: [MASTER])', () => {
    expect(masterFields.map((f) => f.name).sort()).toEqual([...MASTER_SDL_FIELDS].sort());
    expect(masterFields.length).toBeGreaterThanOrEqual(19);
    for (const field of masterFields) expect([field.name, field.roles]).toEqual([field.name, ['MASTER']]);
  });

  for (const role of ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT'] as const) {
    it(`refuse ${role} with FORBIDDEN before any upstream call`, async () => {
      const client = await signedInClient(stack.bff, role);
      for (const field of masterFields) {
        stack.fixture.resetCalls();
        const result = await client.gql(operationCalling(field));
        expect([field.name, firstError(result)]).toMatchObject([
          field.name,
          {
            message: 'Você não possui autorização para realizar esta operação.',
            path: [field.name],
            extensions: { code: 'FORBIDDEN', status: 403 },
          },
        ]);
        expect([field.name, stack.fixture.calls()]).toEqual([field.name, {}]);
      }
    });
  }

  it('refuse a visitor with UNAUTHENTICATED', async () => {
    const visitor = new TestClient(stack.bff);
    stack.fixture.resetCalls();
    for (const field of masterFields) {
      const result = await visitor.gql(operationCalling(field));
      expect([field.name, firstError(result)]).toMatchObject([
        field.name,
        { message: 'Sua sessão expirou. Entre novamente.', extensions: { code: 'UNAUTHENTICATED', status: 401 } },
      ]);
    }
    expect(stack.fixture.calls()).toEqual({});
  });
});
