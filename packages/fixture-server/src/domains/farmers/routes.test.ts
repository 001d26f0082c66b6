import {
  areaPageSchema,
  farmerPageSchema,
  propertyPageSchema,
  sectorPageSchema,
} from '@talhao/schema/upstream/farmers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { PROVIDED_CONSULTANCIES } from '../provided/provided';
import { AREAS, PROPERTIES, SECTORS } from './farmers';
import { FARM_HTTP_MESSAGES } from './routes';
import { visibleFarmerIds } from './visibility';

let server: FixtureServer;
let premium: string;
let standard: string;
let farmerToken: string;
const seeded = new Store();

beforeAll(async () => {
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  server = await startFixture();
  premium = await signIn(server, DEMO.premium.email, 'CONSULTANT');
  standard = await signIn(server, DEMO.standard.email, 'CONSULTANT');
  farmerToken = await signIn(server, DEMO.farmer.email, 'USER');
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const userId = (email: string) => seeded.collection(USERS).find((u) => u.email === email)!._id;
const farmersOf = (consultantEmail: string) =>
  seeded
    .collection(USERS)
    .filter((u) => u.role === 'USER' && u.deletedAt === null && u.createdBy === userId(consultantEmail));
/** A farmer of the standard consultant that the premium one neither registered nor serves. */
const foreignFarmer = () => {
  const premium = seeded.collection(USERS).find((u) => u.email === DEMO.premium.email)!;
  const visible = visibleFarmerIds(seeded, premium);
  return farmersOf(DEMO.standard.email).find((f) => !visible.has(f._id))!;
};
const propertiesOf = (farmerId: string) => seeded.collection(PROPERTIES).filter((p) => p.user === farmerId);

describe('consultantFarmerProfileApi', () => {
  it('users-registered/filter lists the caller’s farmers by name, 10 per page, in the shared shape', async () => {
    const response = await call(
      'POST',
      '/consultantFarmerProfileApi/users-registered/filter?pageNumber=1',
      premium,
      {},
    );
    expect(response.statusCode).toBe(200);
    const page = farmerPageSchema.parse(response.json());
    const premiumId = userId(DEMO.premium.email);
    const mine = farmersOf(DEMO.premium.email);
    const served = new Set(
      seeded
        .collection(PROVIDED_CONSULTANCIES)
        .filter((p) => p.consultant === premiumId)
        .map((p) => p.user),
    );
    const visible = seeded
      .collection(USERS)
      .filter((u) => u.role === 'USER' && u.deletedAt === null && (u.createdBy === premiumId || served.has(u._id)));
    expect(visible.length).toBeGreaterThan(mine.length);
    expect(page.total).toBe(visible.length);
    expect(page.items.length).toBe(Math.min(10, visible.length));
    const names = page.items.map((f) => f.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'pt-BR'))).toEqual(names);
    for (const farmer of page.items) {
      expect(farmer.properties).toEqual(propertiesOf(farmer._id).map((p) => p._id));
    }
  });

  it('filters by name, accent-insensitive', async () => {
    const response = await call('POST', '/consultantFarmerProfileApi/users-registered/filter', premium, {
      name: 'JOSE CARLOS',
    });
    const names = response.json().items.map((f: { name: string }) => f.name);
    expect(names).toContain(DEMO.farmer.name);
  });

  it('batch by ids answers only the visible ones, in one page sized by the ids', async () => {
    const mine = farmersOf(DEMO.premium.email).slice(0, 2);
    const foreign = foreignFarmer();
    const ids = [...mine.map((f) => f._id), foreign._id, 'ffffffffffffffffffffffff'];
    const response = await call('POST', '/consultantFarmerProfileApi/users-registered/filter?pageNumber=3', premium, {
      _id: ids,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.items.map((f: { _id: string }) => f._id)).toEqual(mine.map((f) => f._id));
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 4, total: 2 });

    const tooMany = Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(24, '0'));
    const refused = await call('POST', '/consultantFarmerProfileApi/users-registered/filter', premium, {
      _id: tooMany,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('GET by id: 200 for the caller’s farmer, 404 for another consultant’s', async () => {
    const farmerId = userId(DEMO.farmer.email);
    const own = await call('GET', `/consultantFarmerProfileApi/${farmerId}`, premium);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: farmerId, name: DEMO.farmer.name, email: DEMO.farmer.email });
    const foreign = await call('GET', `/consultantFarmerProfileApi/${farmerId}`, standard);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(FARM_HTTP_MESSAGES.farmerNotFound);
  });
});

describe('farmerPropertyApi, farmerAreaApi, farmerSectorApi', () => {
  const demoFarmer = () => userId(DEMO.farmer.email);

  it('lists a visible farmer’s properties by name (POST and GET), 404 for a foreign farmer', async () => {
    const expected = propertiesOf(demoFarmer())
      .map((p) => p.name)
      .sort((a, b) => a.localeCompare(b, 'pt-BR'));
    for (const method of ['POST', 'GET'] as const) {
      const response = await call(
        method,
        `/farmerPropertyApi/filter/${demoFarmer()}?pageNumber=1`,
        premium,
        method === 'POST' ? {} : undefined,
      );
      expect(response.statusCode).toBe(200);
      const page = propertyPageSchema.parse(response.json());
      expect(page.items.map((p) => p.name)).toEqual(expected);
    }
    const byName = await call('POST', `/farmerPropertyApi/filter/${demoFarmer()}`, premium, {
      name: expected[0]!.slice(-5).toUpperCase(),
    });
    expect(byName.json().items.map((p: { name: string }) => p.name)).toContain(expected[0]);
    expect((await call('POST', `/farmerPropertyApi/filter/${demoFarmer()}`, standard, {})).statusCode).toBe(404);
  });

  it('a farmer (USER) sees only their own properties', async () => {
    expect((await call('GET', `/farmerPropertyApi/filter/${demoFarmer()}`, farmerToken)).statusCode).toBe(200);
    const other = foreignFarmer();
    expect((await call('GET', `/farmerPropertyApi/filter/${other._id}`, farmerToken)).statusCode).toBe(404);
  });

  it('property batch and single lookup respect visibility', async () => {
    const mine = propertiesOf(demoFarmer());
    const foreign = propertiesOf(foreignFarmer()._id)[0]!;
    const response = await call('POST', '/farmerPropertyApi/filter', premium, {
      _id: [foreign._id, ...mine.map((p) => p._id)],
    });
    expect(response.json().items.map((p: { _id: string }) => p._id)).toEqual(mine.map((p) => p._id));
    expect(response.json().pageSize).toBe(mine.length + 1);
    const one = await call('GET', `/farmerPropertyApi/property/${mine[0]!._id}`, premium);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ _id: mine[0]!._id, user: demoFarmer(), totalArea: mine[0]!.totalArea });
    const hidden = await call('GET', `/farmerPropertyApi/property/${foreign._id}`, premium);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(FARM_HTTP_MESSAGES.propertyNotFound);
  });

  it('areas of a property by name (GET and POST), 404 when the property is not visible', async () => {
    const property = propertiesOf(demoFarmer())[0]!;
    const expected = seeded
      .collection(AREAS)
      .filter((a) => a.property === property._id)
      .map((a) => a.name)
      .sort((a, b) => a.localeCompare(b, 'pt-BR'));
    const get = await call('GET', `/farmerAreaApi/property/${property._id}?pageNumber=1`, premium);
    const page = areaPageSchema.parse(get.json());
    expect(page.items.map((a) => a.name)).toEqual(expected);
    expect(page.items.every((a) => a.property === property._id)).toBe(true);
    const post = await call('POST', `/farmerAreaApi/property/${property._id}`, premium, {});
    expect(post.json().items.map((a: { name: string }) => a.name)).toEqual(expected);
    expect((await call('GET', `/farmerAreaApi/property/${property._id}`, standard)).statusCode).toBe(404);
  });

  it('sectors of an area with their culture, by ids and by property', async () => {
    const property = propertiesOf(demoFarmer())[0]!;
    const area = seeded.collection(AREAS).find((a) => a.property === property._id)!;
    const sectors = seeded.collection(SECTORS).filter((s) => s.area === area._id);
    const response = await call('GET', `/farmerSectorApi/area/${area._id}`, premium);
    const page = sectorPageSchema.parse(response.json());
    expect(page.total).toBe(sectors.length);
    expect(page.items.every((s) => s.area === area._id && s.culture?.name)).toBe(true);
    expect(response.json().items[0]).toMatchObject({ property: property._id, areaName: area.name });
    expect((await call('GET', `/farmerSectorApi/area/${area._id}`, standard)).statusCode).toBe(404);

    const foreignFarmerId = foreignFarmer()._id;
    const foreignSector = seeded.collection(SECTORS).find((s) => s.user === foreignFarmerId)!;
    const batch = await call('POST', '/farmerSectorApi/filter', premium, {
      _id: [sectors[0]!._id, foreignSector._id],
    });
    const batchIds = batch.json().items.map((s: { _id: string }) => s._id);
    expect(batchIds).toEqual([sectors[0]!._id]);

    const all = seeded.collection(SECTORS).filter((s) => s.property === property._id);
    const byProperty = await call('POST', '/farmerSectorApi/filter', premium, { property: property._id });
    expect(byProperty.json().total).toBe(all.length);
    expect(byProperty.json().items).toHaveLength(all.length);
    expect((await call('POST', '/farmerSectorApi/filter', standard, { property: property._id })).statusCode).toBe(404);
    expect((await call('POST', '/farmerSectorApi/filter', premium, {})).statusCode).toBe(400);
  });
});
