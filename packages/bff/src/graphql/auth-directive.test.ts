import { typeDefs } from '@talhao/schema/sdl';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../context';
import { type Fixture, firstError, signedInClient, startBff, startFixture, TestClient } from '../test/helpers';
import { fieldsWithoutAccessRule } from './auth-directive';
import { buildSchema, domainResolvers } from './schema';

describe('access rules in the SDL', () => {
  it('every Query and Mutation field carries @auth or @public', () => {
    expect(fieldsWithoutAccessRule(buildSchema())).toEqual([]);
  });

  it('a root field without either stops the schema from being built', () => {
    const sdl = `${typeDefs}\nextend type Query { forgotten: String }`;
    expect(() => buildSchema(domainResolvers, sdl)).toThrow('Campos sem @auth nem @public: Query.forgotten');
  });
});

describe('@auth at run time', () => {
  let fixture: Fixture;
  let app: FastifyInstance;
  const sdl = `${typeDefs}
extend type Query {
  masterOnly: String @auth(roles: [MASTER])
  anySignedIn: String @auth
}`;

  beforeAll(async () => {
    const started = await startFixture();
    fixture = started.fixture;
    const schema = buildSchema(
      [
        ...domainResolvers,
        {
          Query: {
            masterOnly: () => 'segredo do master',
            anySignedIn: (_p: unknown, _a: unknown, ctx: RequestContext) => ctx.session.get()?.role ?? null,
          },
        },
      ],
      sdl,
    );
    app = await startBff(started.url, { schema });
  });
  afterAll(async () => {
    await app.close();
    await fixture.close();
  });

  it('refuses a visitor with UNAUTHENTICATED and the session-expired text', async () => {
    const result = await new TestClient(app).gql('{ anySignedIn }');
    expect(firstError(result)).toMatchObject({
      message: 'Sua sessão expirou. Entre novamente.',
      path: ['anySignedIn'],
      extensions: { code: 'UNAUTHENTICATED', status: 401 },
    });
  });

  it('a CONSULTANT cannot reach a MASTER-only field', async () => {
    const client = await signedInClient(app, 'CONSULTANT');
    const result = await client.gql('{ masterOnly anySignedIn }');
    expect(firstError(result)).toMatchObject({
      message: 'Você não possui autorização para realizar esta operação.',
      path: ['masterOnly'],
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
    expect(result.body.data).toEqual({ masterOnly: null, anySignedIn: 'CONSULTANT' });
  });

  it('a MASTER reaches it', async () => {
    const client = await signedInClient(app, 'MASTER');
    const result = await client.gql('{ masterOnly }');
    expect(result.body).toEqual({ data: { masterOnly: 'segredo do master' } });
  });

  it('updateProfessionalResume is refused to ENTERPRISE and MASTER before any upstream call', async () => {
    for (const role of ['ENTERPRISE', 'MASTER'] as const) {
      const client = await signedInClient(app, role);
      fixture.resetCalls();
      const result = await client.gql('mutation { updateProfessionalResume(html: "<p>oi</p>") { id } }');
      expect(firstError(result).extensions).toMatchObject({ code: 'FORBIDDEN' });
      expect(fixture.calls()).toEqual({});
    }
  });
});
