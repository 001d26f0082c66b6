import {
  areaPageSchema,
  sectorPageSchema,
  upstreamAreaSchema,
  upstreamPropertySchema,
  upstreamSectorSchema,
} from '@talhao/schema/upstream/farmers';
import { culturePageSchema } from '@talhao/schema/upstream/land';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { AREAS, CULTURES, PROPERTIES } from './farmers';
import { LAND_HTTP_MESSAGES } from './landRoutes';
import { visibleFarmerIds } from './visibility';

let server: FixtureServer;
let premium: string;
let standard: string;
let companyConsultant: string;
const seeded = new Store();

beforeAll(async () => {
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  server = await startFixture();
  premium = await signIn(server, DEMO.premium.email, 'CONSULTANT');
  standard = await signIn(server, DEMO.standard.email, 'CONSULTANT');
  companyConsultant = await signIn(server, DEMO.agrovaleConsultant.email, 'ENTERPRISE_CONSULTANT');
});
afterAll(() => server.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const user = (email: string) => seeded.collection(USERS).find((u) => u.email === email)!;
const ownFarmer = (email: string) =>
  seeded.collection(USERS).find((u) => u.role === 'USER' && u.deletedAt === null && u.createdBy === user(email)._id)!;
const cultureOf = (farmerId: string) => seeded.collection(CULTURES).find((c) => c.user === farmerId)!;

const address = {
  formattedAddress: 'Linhares - ES, Brasil',
  city: 'Linhares',
  stateFrom: 'ES',
  coords: { latitude: -19.39, longitude: -40.07 },
};

const sector = (area: string, culture: string, name?: string) => ({
  area,
  culture,
  ...(name ? { name } : {}),
  plantingDate: '2026-03-10',
  plotArea: 2.5,
  spacingBetweenStreets: 3.5,
  spacingBetweenPlants: 0.5,
});

describe('a farmer’s land, written by the farmer’s creator', () => {
  it('creates a property, areas and sectors; payloads name their ids; deletes cascade', async () => {
    const farmer = ownFarmer(DEMO.premium.email);
    const created = await call('POST', `/farmerPropertyApi/${farmer._id}`, premium, {
      name: 'Sítio Teste',
      address,
      totalArea: 12.5,
    });
    expect(created.statusCode).toBe(201);
    const propertyId = created.json()._id as string;

    const area = await call('POST', '/farmerAreaApi', premium, { property: propertyId, name: 'Talhão A' });
    expect(area.statusCode).toBe(201);
    const areaId = area.json()._id as string;

    const culture = cultureOf(farmer._id)._id;
    const one = await call('POST', '/farmerSectorApi', premium, { sectors: [sector(areaId, culture, 'Setor Norte')] });
    expect(one.statusCode).toBe(201);
    const three = await call('POST', '/farmerSectorApi', premium, {
      sectors: [sector(areaId, culture), sector(areaId, culture), sector(areaId, culture)],
    });
    expect(three.statusCode).toBe(201);
    // 'Setor N' continues from the area's count (one sector already there).
    expect(three.json().items.map((s: { name: string }) => s.name)).toEqual(['Setor 2', 'Setor 3', 'Setor 4']);
    expect(upstreamSectorSchema.parse(three.json().items[0]).numberOfPlants).toBe(14285);

    const property = upstreamPropertySchema.parse(
      (await call('GET', `/farmerPropertyApi/property/${propertyId}`, premium)).json(),
    );
    expect(property.areas).toEqual([areaId]);
    const readArea = upstreamAreaSchema.parse((await call('GET', `/farmerAreaApi/${areaId}`, premium)).json());
    expect(readArea.sectors).toHaveLength(4);

    const renamed = await call('PUT', `/farmerAreaApi/${areaId}`, premium, { name: 'Talhão B' });
    expect(renamed.json().name).toBe('Talhão B');
    const sectorId = three.json().items[0]._id as string;
    const edited = await call('PUT', `/farmerSectorApi/${sectorId}`, premium, {
      ...sector(areaId, culture, 'Setor Sul'),
      area: undefined,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Setor Sul', culture: { _id: culture } });
    const updated = await call('PUT', `/farmerPropertyApi/${propertyId}`, premium, {
      name: 'Sítio Novo',
      address,
      totalArea: 20,
    });
    expect(updated.json()).toMatchObject({ name: 'Sítio Novo', totalArea: 20, areas: [areaId] });

    expect((await call('DELETE', `/farmerSectorApi/${sectorId}`, premium)).statusCode).toBe(200);
    expect((await call('GET', `/farmerSectorApi/${sectorId}`, premium)).statusCode).toBe(404);
    expect((await call('DELETE', `/farmerPropertyApi/${propertyId}`, premium)).statusCode).toBe(200);
    expect((await call('GET', `/farmerAreaApi/${areaId}`, premium)).statusCode).toBe(404);
    const left = await call('POST', '/farmerSectorApi/filter', premium, { area: [areaId] });
    expect(sectorPageSchema.parse(left.json()).items).toEqual([]);
  });

  it('reads the sectors of several areas in one call, in the order asked', async () => {
    const farmer = ownFarmer(DEMO.premium.email);
    const propertyId = (
      await call('POST', `/farmerPropertyApi/${farmer._id}`, premium, { name: 'Sítio Lote', address, totalArea: 5 })
    ).json()._id;
    const culture = cultureOf(farmer._id)._id;
    const ids: string[] = [];
    for (const name of ['B', 'A']) {
      const id = (await call('POST', '/farmerAreaApi', premium, { property: propertyId, name })).json()._id;
      ids.push(id);
      await call('POST', '/farmerSectorApi', premium, { sectors: [sector(id, culture), sector(id, culture)] });
    }
    const page = sectorPageSchema.parse((await call('POST', '/farmerSectorApi/filter', premium, { area: ids })).json());
    expect(page.items.map((s) => [s.area, s.name])).toEqual([
      [ids[0], 'Setor 1'],
      [ids[0], 'Setor 2'],
      [ids[1], 'Setor 1'],
      [ids[1], 'Setor 2'],
    ]);
    const hidden = await call('POST', '/farmerSectorApi/filter', standard, { area: ids });
    expect(sectorPageSchema.parse(hidden.json()).items).toEqual([]);
    const areas = areaPageSchema.parse((await call('GET', `/farmerAreaApi/property/${propertyId}`, premium)).json());
    expect(areas.items.map((a) => a.sectors?.length)).toEqual([2, 2]);
  });

  it('cultures: a paged list by name, a create, 409 for the same name', async () => {
    const farmer = ownFarmer(DEMO.premium.email);
    const created = await call('POST', `/farmerCultureApi/${farmer._id}`, premium, { name: 'Pitaya' });
    expect(created.statusCode).toBe(201);
    const page = culturePageSchema.parse((await call('GET', `/farmerCultureApi/user/${farmer._id}`, premium)).json());
    expect(page.items.map((c) => c.name)).toContain('Pitaya');
    const again = await call('POST', `/farmerCultureApi/${farmer._id}`, premium, { name: 'pitaya' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LAND_HTTP_MESSAGES.cultureExists);
  });
});

describe('someone else’s land', () => {
  it('another consultant’s farmer, property, area: 404 on reads and writes', async () => {
    const farmer = ownFarmer(DEMO.premium.email);
    const propertyId = (
      await call('POST', `/farmerPropertyApi/${farmer._id}`, premium, { name: 'Sítio Alheio', address, totalArea: 5 })
    ).json()._id;
    const areaId = (await call('POST', '/farmerAreaApi', premium, { property: propertyId, name: 'X' })).json()._id;
    const attempts = [
      call('POST', `/farmerPropertyApi/${farmer._id}`, standard, { name: 'Invasão', address, totalArea: 1 }),
      call('PUT', `/farmerPropertyApi/${propertyId}`, standard, { name: 'Invasão', address, totalArea: 1 }),
      call('DELETE', `/farmerPropertyApi/${propertyId}`, standard),
      call('POST', '/farmerAreaApi', standard, { property: propertyId, name: 'Y' }),
      call('GET', `/farmerAreaApi/${areaId}`, standard),
      call('PUT', `/farmerAreaApi/${areaId}`, standard, { name: 'Y' }),
      call('DELETE', `/farmerAreaApi/${areaId}`, standard),
      call('GET', `/farmerCultureApi/user/${farmer._id}`, standard),
      call('POST', `/farmerCultureApi/${farmer._id}`, standard, { name: 'Soja' }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
  });

  it('a visible farmer the caller did not register: reads 200, writes 403', async () => {
    const me = user(DEMO.agrovaleConsultant.email);
    const served = [...visibleFarmerIds(seeded, me)]
      .map((id) => seeded.collection(USERS).get(id)!)
      .find((f) => f.createdBy !== me._id)!;
    expect(served).toBeDefined();
    expect((await call('GET', `/farmerCultureApi/user/${served._id}`, companyConsultant)).statusCode).toBe(200);
    const refused = await call('POST', `/farmerPropertyApi/${served._id}`, companyConsultant, {
      name: 'Sítio X',
      address,
      totalArea: 1,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(LAND_HTTP_MESSAGES.notCreator);
    const culture = await call('POST', `/farmerCultureApi/${served._id}`, companyConsultant, { name: 'Soja' });
    expect(culture.statusCode).toBe(403);
  });

  it('refuses bad bodies with 400', async () => {
    const farmer = ownFarmer(DEMO.premium.email);
    const bad = await call('POST', `/farmerPropertyApi/${farmer._id}`, premium, { name: 'S', totalArea: 1e308 });
    expect(bad.statusCode).toBe(400);
    const tooMany = await call('POST', '/farmerSectorApi', premium, {
      sectors: Array.from({ length: 201 }, () => sector('x', 'y')),
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('the company reads its consultants’ land and writes none (issue 16)', () => {
  it('reads a property of a farmer its consultant registered; every land write answers 403 and changes nothing', async () => {
    const company = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
    const farmer = ownFarmer(DEMO.agrovaleConsultant.email);
    const property = seeded.collection(PROPERTIES).find((p) => p.user === farmer._id)!;
    const area = seeded.collection(AREAS).find((a) => a.property === property._id)!;
    expect((await call('GET', `/farmerPropertyApi/property/${property._id}`, company)).statusCode).toBe(200);
    const before = server.changes();
    const writes: Array<[Method, string, object | undefined]> = [
      ['POST', `/farmerPropertyApi/${farmer._id}`, { name: 'Sítio Novo', address, totalArea: 10 }],
      ['PUT', `/farmerPropertyApi/${property._id}`, { name: 'Renomeada', address, totalArea: 10 }],
      ['DELETE', `/farmerPropertyApi/${property._id}`, undefined],
      ['POST', '/farmerAreaApi', { property: property._id, name: 'Talhão Novo' }],
      ['DELETE', `/farmerAreaApi/${area._id}`, undefined],
      ['POST', '/farmerSectorApi', { ...sector(area._id, cultureOf(farmer._id)._id), quantity: 1 }],
      ['POST', `/farmerCultureApi/${farmer._id}`, { name: 'Sorgo' }],
      ['PUT', `/farmerPropertyApi/boundary/${property._id}`, { boundary: null }],
    ];
    for (const [method, url, payload] of writes) {
      expect((await call(method, url, company, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(server.changes()).toBe(before);
    // The company consultant who registered the farmer still writes.
    const ok = await call('POST', `/farmerCultureApi/${farmer._id}`, companyConsultant, { name: 'Sorgo' });
    expect(ok.statusCode).toBe(201);
  });
});
