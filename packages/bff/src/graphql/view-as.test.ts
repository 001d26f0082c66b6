import { okBodySchema } from '@talhao/schema';
import { typeDefs } from '@talhao/schema/sdl';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../context';
import { dataOf, demoAccount, firstError, signedInClient, startBff, useStack } from '../test/helpers';
import { restAs, startMasterStub } from '../test/master';
import { buildSchema, domainResolvers } from './schema';

const AREA_OWNER = `query($viewAs: ID) { areaOwner(viewAs: $viewAs) { __typename id role name
  ... on EnterpriseConsultantProfile { company { name } } } }`;

/** The id of a role's demo account, as the provider knows it. */
async function idOf(role: 'CONSULTANT' | 'ENTERPRISE' | 'ENTERPRISE_CONSULTANT' | 'USER') {
  const own = await restAs(stack.url, role);
  const family = {
    CONSULTANT: 'consultantProfileApi',
    ENTERPRISE: 'enterpriseProfileApi',
    ENTERPRISE_CONSULTANT: 'enterpriseConsultantProfileApi',
    USER: 'farmerProfileApi',
  }[role];
  return ((await own.get(`/${family}`)).body as { _id: string })._id;
}

const stack = useStack({ signIn: ['MASTER'] });

describe('areaOwner', () => {
  it('without viewAs: one’s own profile, through the same loader as the viewer (one call)', async () => {
    const consultant = await signedInClient(stack.bff, 'CONSULTANT');
    stack.fixture.resetCalls();
    const result = await consultant.gql(`{ viewer { profile { id } } areaOwner { __typename id name } }`);
    const viewerId = dataOf<{ profile: { id: string } }>(result, 'viewer').profile.id;
    expect(result.body.data?.areaOwner).toEqual({
      __typename: 'ConsultantProfile',
      id: viewerId,
      name: demoAccount('CONSULTANT').name,
    });
    expect(stack.fixture.calls()).toEqual({ 'GET /consultantProfileApi': 1 });

    const own = await stack.master.gql(AREA_OWNER, { viewAs: null });
    expect(own.body.data?.areaOwner).toMatchObject({ __typename: 'MasterProfile', role: 'MASTER' });
  });

  it('a master with viewAs reads the viewed consultant’s profile from its own family, as that user', async () => {
    const id = await idOf('CONSULTANT');
    stack.fixture.resetCalls();
    const result = await stack.master.gql(
      `query($viewAs: ID) {
      viewer { profile { role } }
      a: areaOwner(viewAs: $viewAs) { id name }
      b: areaOwner(viewAs: $viewAs) { __typename role }
    }`,
      { viewAs: id },
    );
    expect(result.body).toEqual({
      data: {
        viewer: { profile: { role: 'MASTER' } },
        a: { id, name: demoAccount('CONSULTANT').name },
        b: { __typename: 'ConsultantProfile', role: 'CONSULTANT' },
      },
    });
    // The viewed user is loaded once, its profile read once; the master's own profile once.
    expect(stack.fixture.calls()).toEqual({
      'GET /masterStoreHouseUsersApi/:id': 1,
      'GET /consultantProfileApi': 1,
      'GET /masterProfileApi': 1,
    });
  });

  it('works for families that do not list MASTER (a company consultant)', async () => {
    const id = await idOf('ENTERPRISE_CONSULTANT');
    const result = await stack.master.gql(AREA_OWNER, { viewAs: id });
    expect(result.body.data?.areaOwner).toMatchObject({
      __typename: 'EnterpriseConsultantProfile',
      id,
      company: { name: 'Agrovale Consultoria' },
    });
  });

  it('anyone but a MASTER passing viewAs is refused before any upstream call', async () => {
    const target = await idOf('ENTERPRISE_CONSULTANT');
    for (const role of ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT'] as const) {
      const client = await signedInClient(stack.bff, role);
      stack.fixture.resetCalls();
      const result = await client.gql(AREA_OWNER, { viewAs: target });
      expect(firstError(result)).toMatchObject({
        message: 'Somente o master pode visualizar a área de outro usuário.',
        path: ['areaOwner'],
        extensions: { code: 'FORBIDDEN', status: 403 },
      });
      expect(stack.fixture.calls()).toEqual({});
    }
  });

  it('unknown users and users without a web area cannot be viewed', async () => {
    const unknown = await stack.master.gql(AREA_OWNER, { viewAs: 'ffffffffffffffffffffffff' });
    expect(firstError(unknown)).toMatchObject({
      message: 'Usuário não encontrado!',
      extensions: { code: 'NOT_FOUND', status: 404 },
    });
    const farmer = await stack.master.gql(AREA_OWNER, { viewAs: await idOf('USER') });
    expect(firstError(farmer)).toMatchObject({
      message: 'Este usuário não possui uma área na plataforma.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('X-On-Behalf-Of (stub provider)', () => {
  it('is sent with the master’s token on the viewed user’s calls only', async () => {
    const VIEWED = '65a1b2c3d4e5f60718290003';
    const consultant = {
      _id: VIEWED,
      name: 'Ana Paula Ribeiro',
      createdAt: '2026-01-01T12:00:00.000Z',
      role: 'CONSULTANT',
      permissions: ['__premium'],
    };
    const stubbed = await startMasterStub((server) => {
      server.get(`/masterStoreHouseUsersApi/${VIEWED}`, async () => consultant);
      server.get('/consultantProfileApi', async (request, reply) =>
        request.headers['x-on-behalf-of'] === VIEWED ? consultant : reply.code(403).send({ statusCode: 403 }),
      );
    });
    try {
      const result = await stubbed.client.gql(
        `query($id: ID) { viewer { profile { id } } areaOwner(viewAs: $id) { id } }`,
        {
          id: VIEWED,
        },
      );
      expect(result.body.data).toEqual({
        viewer: { profile: { id: '65a1b2c3d4e5f60718290001' } },
        areaOwner: { id: VIEWED },
      });
      const headerOf = (path: string) =>
        stubbed.stub.calls.filter((c) => c.url === path).map((c) => c.headers['x-on-behalf-of']);
      expect(headerOf('/consultantProfileApi')).toEqual([VIEWED]);
      expect(headerOf(`/masterStoreHouseUsersApi/${VIEWED}`)).toEqual([undefined]);
      expect(headerOf('/masterProfileApi').every((h) => h === undefined)).toBe(true);
      const auth = stubbed.stub.calls.find((c) => c.url === '/consultantProfileApi')?.headers.authorization;
      expect(auth).toBe(stubbed.stub.calls.find((c) => c.url === '/masterProfileApi')?.headers.authorization);
    } finally {
      await stubbed.close();
    }
  });
});

describe('the viewAs scope reaches nested fields and stays read-only', () => {
  const sdl = `${typeDefs}
type AreaProbe {
  onBehalfOf: String
  subject: String
  nested: AreaProbe
  items: [AreaProbe!]!
  write: String
}
extend type Query {
  probe(viewAs: ID): AreaProbe @auth(roles: [CONSULTANT, ENTERPRISE_CONSULTANT, MASTER])
}`;
  let probeApp: FastifyInstance;
  beforeAll(async () => {
    const schema = buildSchema(
      [
        ...domainResolvers,
        {
          Query: { probe: () => ({}) },
          AreaProbe: {
            onBehalfOf: (_p: unknown, _a: unknown, ctx: RequestContext) => ctx.upstream.onBehalfOf ?? null,
            subject: (_p: unknown, _a: unknown, ctx: RequestContext) => {
              const subject = ctx.subject();
              return subject ? `${subject.role}:${ctx.actingAs ? 'viewAs' : 'own'}` : null;
            },
            nested: () => ({}),
            items: () => [{}, {}],
            write: async (_p: unknown, _a: unknown, ctx: RequestContext) => {
              await ctx.upstream.family('consultantProfileApi').put(
                '',
                { name: 'x' },
                {
                  schema: okBodySchema,
                  operation: 'updateProfile',
                },
              );
              return 'escrito';
            },
          },
        },
      ],
      sdl,
    );
    probeApp = await startBff(stack.url, { schema });
  });
  afterAll(async () => {
    await probeApp.close();
  });

  it('every field under a viewAs field runs as the viewed user; sibling fields do not', async () => {
    const id = await idOf('CONSULTANT');
    const client = await signedInClient(probeApp, 'MASTER');
    const result = await client.gql(
      `query($id: ID) {
        viewed: probe(viewAs: $id) { onBehalfOf subject nested { onBehalfOf nested { subject } } items { onBehalfOf } }
        own: probe { onBehalfOf subject nested { onBehalfOf } }
      }`,
      { id },
    );
    expect(result.body).toEqual({
      data: {
        viewed: {
          onBehalfOf: id,
          subject: 'CONSULTANT:viewAs',
          nested: { onBehalfOf: id, nested: { subject: 'CONSULTANT:viewAs' } },
          items: [{ onBehalfOf: id }, { onBehalfOf: id }],
        },
        own: { onBehalfOf: null, subject: 'MASTER:own', nested: { onBehalfOf: null } },
      },
    });
  });

  it('a write under viewAs is refused before it reaches the provider', async () => {
    const id = await idOf('CONSULTANT');
    const client = await signedInClient(probeApp, 'MASTER');
    stack.fixture.resetCalls();
    const result = await client.gql('query($id: ID) { probe(viewAs: $id) { nested { write } } }', { id });
    expect(firstError(result)).toMatchObject({
      path: ['probe', 'nested', 'write'],
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
    expect(stack.fixture.calls()).toEqual({ 'GET /masterStoreHouseUsersApi/:id': 1 });
  });

  it('the viewed user must be one the field serves', async () => {
    const company = await idOf('ENTERPRISE');
    const client = await signedInClient(probeApp, 'MASTER');
    const result = await client.gql('query($id: ID) { probe(viewAs: $id) { subject } }', { id: company });
    expect(firstError(result)).toMatchObject({
      message: 'Esta área não existe para o tipo de usuário visualizado.',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('viewAs in the SDL', () => {
  it('is refused on mutations, as a non-null argument, or on a field without @auth', () => {
    const cases = [
      'extend type Mutation { bad(viewAs: ID): String @auth(roles: [MASTER]) }',
      'extend type Query { bad(viewAs: ID!): String @auth(roles: [MASTER]) }',
      'extend type Query { bad(viewAs: String): String @auth(roles: [MASTER]) }',
      'extend type Query { bad(viewAs: ID): String @public }',
    ];
    for (const extra of cases) {
      expect(() => buildSchema(domainResolvers, `${typeDefs}\n${extra}`)).toThrow(
        /viewAs só é aceito como ID opcional em consultas com @auth: (Mutation|Query)\.bad/,
      );
    }
  });
});
