import { BATCH_BY_ID_FAMILIES } from '@talhao/fixture-server';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../context';
import { appError } from '../../errors';
import { farmerLoader, propertyLoader, sectorLoader } from '../farmers/loaders';
import { NO_CONSULTANT_AREA, NO_FARMER_AREA } from '../farmers/messages';
import { providedLoader } from '../provided/api';
import { MAX_BATCH } from './by-id-loader';

interface Call {
  family: string;
  method: string;
  path: string;
  body: unknown;
  query: unknown;
}

const id = (n: number) => n.toString(16).padStart(24, '0');

/** An id whose own GET the provider cannot answer (503). */
const BROKEN = id(44);

/**
 * A context whose upstream answers batch filters with every asked id but the odd ones (absent =
 * not visible), GETs by id likewise (404 for odd ids, 503 for BROKEN), and the areas of any property;
 * it records the calls. `batch`: the families declared to take `{_id: [ids]}` (the fixture's by default).
 */
function fakeContext(role = 'CONSULTANT', userId = id(1), batch: readonly string[] = BATCH_BY_ID_FAMILIES) {
  const calls: Call[] = [];
  const record = (family: string, value: string) => {
    if (family === 'consultantFarmerProfileApi') return { _id: value, name: `F ${value}`, createdBy: id(1) };
    if (family === 'farmerPropertyApi') return { _id: value, name: `P ${value}`, totalArea: 10, user: id(2) };
    if (family === 'farmerSectorApi') {
      const embedded = Number.parseInt(value, 16) % 4 === 0 ? { areaName: 'Talhão 1', area: id(101) } : {};
      return { _id: value, name: `S ${value}`, area: id(100), property: id(50), ...embedded };
    }
    return {
      _id: value,
      consultancy: id(3),
      user: id(2),
      property: null,
      fixedPrice: 100,
      status: 'IN-PROGRESS',
      startDate: '2026-01-01',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
  };
  const answer = (family: string, body: { _id?: string[] }) => {
    const visible = (body._id ?? []).filter((value) => Number.parseInt(value, 16) % 2 === 0);
    const items = visible.map((value) => record(family, value));
    return { items, pageNumber: 1, pageSize: Math.max(1, visible.length), total: items.length };
  };
  const upstream = {
    family: (family: string) => ({
      post: async (path: string, body: { _id?: string[] }, options: { query?: unknown }) => {
        calls.push({ family, method: 'POST', path, body, query: options.query });
        return answer(family, body);
      },
      get: async (path: string, options: { query?: unknown }) => {
        calls.push({ family, method: 'GET', path, body: undefined, query: options.query });
        if (family !== 'farmerAreaApi') {
          const value = path.split('/').pop() ?? '';
          if (value === BROKEN) throw appError('UPSTREAM_UNAVAILABLE', 'indisponível', { status: 503 });
          if (Number.parseInt(value, 16) % 2 === 1) throw appError('NOT_FOUND', 'não encontrado', { status: 404 });
          return record(family, value);
        }
        return {
          items: [{ _id: id(100), name: 'Gleba Norte', property: id(50) }],
          pageNumber: 1,
          pageSize: 10,
          total: 1,
        };
      },
    }),
  };
  const config = { batchById: new Set(batch) };
  const ctx = { upstream, config, subject: () => ({ userId, role }) } as unknown as RequestContext;
  return { ctx, calls };
}

describe('lookups by id, as the specification reads them (no family declares a batch)', () => {
  it('one GET per distinct id, in parallel; 404 loads as null; a failed GET fails only its own id', async () => {
    const { ctx, calls } = fakeContext('CONSULTANT', id(1), []);
    const asked = [id(10), id(11), id(10), BROKEN, id(12)];
    const farmers = await farmerLoader(ctx).loadMany(asked);
    expect(calls.map((c) => `${c.method} ${c.family}${c.path}`)).toEqual([
      `GET consultantFarmerProfileApi/${id(10)}`,
      `GET consultantFarmerProfileApi/${id(11)}`,
      `GET consultantFarmerProfileApi/${BROKEN}`,
      `GET consultantFarmerProfileApi/${id(12)}`,
    ]);
    expect(farmers[0]).toMatchObject({ id: id(10), name: `F ${id(10)}`, createdByMe: true });
    expect(farmers[1]).toBeNull();
    expect(farmers[2]).toBe(farmers[0]);
    expect(farmers[3]).toBeInstanceOf(GraphQLError);
    expect((farmers[3] as GraphQLError).extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', status: 503 });
    expect(farmers[4]).toMatchObject({ id: id(12) });
  });

  it('reads each kind through its GET of one record', async () => {
    const { ctx, calls } = fakeContext('CONSULTANT', id(1), []);
    await propertyLoader(ctx).load(id(20));
    await sectorLoader(ctx).load(id(24));
    await providedLoader(ctx).load(id(26));
    expect(calls.map((c) => `${c.method} ${c.family}${c.path}`)).toEqual([
      `GET farmerPropertyApi/property/${id(20)}`,
      `GET farmerSectorApi/${id(24)}`,
      `GET consultantConsultancyProvidedApi/${id(26)}`,
    ]);
  });
});

describe('batched lookups (families that declare batchById)', () => {
  it('one POST {_id} per tick, chunked by 100 ids; absent ids load as null', async () => {
    const { ctx, calls } = fakeContext();
    const ids = Array.from({ length: 250 }, (_, n) => id(n + 10));
    const farmers = await Promise.all(ids.map((value) => farmerLoader(ctx).load(value)));
    expect(calls.map((c) => [c.family, c.path, (c.body as { _id: string[] })._id.length])).toEqual([
      ['consultantFarmerProfileApi', '/users-registered/filter', MAX_BATCH],
      ['consultantFarmerProfileApi', '/users-registered/filter', MAX_BATCH],
      ['consultantFarmerProfileApi', '/users-registered/filter', 50],
    ]);
    expect(farmers[0]).toMatchObject({ id: id(10), name: `F ${id(10)}`, createdByMe: true });
    expect(farmers[1]).toBeNull();
    // The same request and scope reuses the loader (and its cache).
    await farmerLoader(ctx).load(id(10));
    expect(calls).toHaveLength(3);
  });

  it('each scope (viewAs copy) has its own loaders; createdByMe compares with the subject', async () => {
    const own = fakeContext('CONSULTANT', id(1));
    const viewed = fakeContext('CONSULTANT', id(7));
    expect(await farmerLoader(own.ctx).load(id(12))).toMatchObject({ createdByMe: true });
    expect(await farmerLoader(viewed.ctx).load(id(12))).toMatchObject({ createdByMe: false });
    expect(own.calls).toHaveLength(1);
    expect(viewed.calls).toHaveLength(1);
  });

  it('provided rows by id ask for every status (requests and refusals included) and map IN-PROGRESS', async () => {
    const { ctx, calls } = fakeContext();
    const [a, b] = await Promise.all([providedLoader(ctx).load(id(20)), providedLoader(ctx).load(id(21))]);
    expect(a).toMatchObject({ id: id(20), status: 'IN_PROGRESS', propertyId: null, endDate: null });
    expect(b).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      family: 'consultantConsultancyProvidedApi',
      path: '/filter',
      body: {
        _id: [id(20), id(21)],
        status: ['PLANNED', 'IN-PROGRESS', 'COMPLETED', 'REQUESTED', 'REJECTED', 'CANCELED'],
      },
    });
  });

  it('sectors name their areas: embedded areaName, else their property’s areas (one GET per property)', async () => {
    const { ctx, calls } = fakeContext();
    const named = await Promise.all([id(32), id(36)].map((value) => sectorLoader(ctx).load(value)));
    expect(named.map((s) => [s?.areaId, s?.areaName])).toEqual([
      [id(101), 'Talhão 1'],
      [id(101), 'Talhão 1'],
    ]);
    expect(calls).toHaveLength(1);
    const sectors = await Promise.all([id(30), id(34), id(38), id(40)].map((value) => sectorLoader(ctx).load(value)));
    expect(sectors.map((s) => s?.areaName)).toEqual(['Gleba Norte', 'Gleba Norte', 'Gleba Norte', 'Talhão 1']);
    expect(calls.map((c) => `${c.method} ${c.family}${c.path}`)).toEqual([
      'POST farmerSectorApi/filter',
      'POST farmerSectorApi/filter',
      `GET farmerAreaApi/property/${id(50)}`,
    ]);
    const property = await propertyLoader(ctx).load(id(40));
    expect(property).toMatchObject({ id: id(40), farmerId: id(2), address: null, pictureUrl: null });
  });

  it('farmers and their properties for consultants and companies (issue 16); a MASTER without viewAs: FORBIDDEN', () => {
    const refusal = (load: () => unknown): GraphQLError | undefined => {
      try {
        load();
      } catch (caught) {
        return caught as GraphQLError;
      }
      return undefined;
    };
    const master = fakeContext('MASTER').ctx;
    expect(refusal(() => farmerLoader(master))?.message).toBe(NO_FARMER_AREA);
    for (const role of ['MASTER', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT']) {
      const { ctx } = fakeContext(role);
      if (role !== 'MASTER') {
        expect(refusal(() => farmerLoader(ctx))).toBeUndefined();
        expect(refusal(() => propertyLoader(ctx))).toBeUndefined();
        continue;
      }
      const error = refusal(() => propertyLoader(ctx));
      expect(error?.message).toBe(NO_CONSULTANT_AREA);
      expect(error?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    }
  });
});
