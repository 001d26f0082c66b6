import { createdSchema } from '@talhao/schema/upstream/envelope';
import {
  labAnalysisPageSchema,
  laboratoryPageSchema,
  upstreamLaboratorySchema,
} from '@talhao/schema/upstream/laboratories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { PROPERTIES } from '../farmers/farmers';
import { visibleFarmerIds } from '../farmers/visibility';
import { LABORATORIES } from './laboratories';
import { LAB_HTTP_MESSAGES } from './routes';

let server: FixtureServer;
let premium: string;
let standard: string;
let master: string;
const seeded = new Store();

beforeAll(async () => {
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  server = await startFixture();
  premium = await signIn(server, DEMO.premium.email, 'CONSULTANT');
  standard = await signIn(server, DEMO.standard.email, 'CONSULTANT');
  master = await signIn(server, DEMO.master.email, 'MASTER');
});
afterAll(() => server.close());

const API = '/consultantLaboratoryApi';
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, headers: object = {}) =>
  server.app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...bearer(token), ...headers },
    ...(payload ? { payload } : {}),
  });

const user = (email: string) => seeded.collection(USERS).find((u) => u.email === email)!;
const labNamed = (name: string) => seeded.collection(LABORATORIES).find((lab) => lab.name === name)!;
/** A farmer `email` sees and one they do not. */
const farmers = (email: string) => {
  const visible = visibleFarmerIds(seeded, user(email));
  const all = seeded.collection(USERS).filter((u) => u.role === 'USER' && u.deletedAt === null);
  return {
    mine: all.filter((f) => visible.has(f._id)).sort((a, b) => (a._id < b._id ? -1 : 1)),
    foreign: all.find((f) => !visible.has(f._id))!,
  };
};
const inDays = (days: number) => new Date(FIXED_NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe('consultantLaboratoryApi/filter', () => {
  it('lists labs nearest to the caller first, with distance and association, 10 per page', async () => {
    const response = await call('POST', '/filter?pageNumber=1', premium, {});
    expect(response.statusCode).toBe(200);
    const page = laboratoryPageSchema.parse(response.json());
    expect(page.total).toBe(seeded.collection(LABORATORIES).size);
    expect(page.items).toHaveLength(10);
    const distances = page.items.map((lab) => lab.distanceKm ?? Number.NaN);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    // Uberlândia's labs come first for the premium consultant, who lives there.
    expect(page.items[0]?.address.city).toBe('Uberlândia');
    expect(page.items[0]?.associated).toBe(true);
    expect(page.items.at(-1)!.distanceKm!).toBeGreaterThan(100);
  });

  it('searches by name, accent-insensitive, and filters by analysis type', async () => {
    const byName = laboratoryPageSchema.parse((await call('POST', '/filter', premium, { name: 'CAPIXABA' })).json());
    expect(byName.items.map((lab) => lab.name)).toEqual(['Laboratório Capixaba de Análises Agrícolas']);
    const accents = laboratoryPageSchema.parse(
      (await call('POST', '/filter', premium, { name: 'laboratorio norte' })).json(),
    );
    expect(accents.items.map((lab) => lab.name)).toEqual(['Laboratório Norte Paranaense de Solos']);

    const nematodes = laboratoryPageSchema.parse(
      (await call('POST', '/filter?pageNumber=1', premium, { analysisType: 'NEMATODES' })).json(),
    );
    const offering = seeded.collection(LABORATORIES).filter((lab) => lab.analyses.some((a) => a.type === 'NEMATODES'));
    expect(nematodes.total).toBe(offering.length);
    expect(nematodes.total).toBeGreaterThan(0);
    expect(nematodes.total).toBeLessThan(seeded.collection(LABORATORIES).size);
    expect(nematodes.items.every((lab) => lab.analyses.some((a) => a.type === 'NEMATODES'))).toBe(true);
  });

  it('refuses an unknown analysis type (400)', async () => {
    const response = await call('POST', '/filter', premium, { analysisType: 'PLANT_TISSUE' });
    expect(response.statusCode).toBe(400);
  });
});

describe('consultantLaboratoryApi/associated/filter and /:id', () => {
  it('lists only the caller’s associated labs, by name', async () => {
    const page = laboratoryPageSchema.parse((await call('POST', '/associated/filter', premium, {})).json());
    const mine = seeded
      .collection(LABORATORIES)
      .filter((lab) => lab.associatedWith.includes(user(DEMO.premium.email)._id));
    expect(page.total).toBe(mine.length);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items.every((lab) => lab.associated)).toBe(true);
    const names = page.items.map((lab) => lab.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'pt-BR'))).toEqual(names);
  });

  it('answers one lab with contact, site and priced analyses; 404 for an unknown id', async () => {
    const lab = labNamed('Agrolab Vitória');
    const response = await call('GET', `/${lab._id}`, premium);
    expect(response.statusCode).toBe(200);
    const body = upstreamLaboratorySchema.parse(response.json());
    expect(body).toMatchObject({
      name: 'Agrolab Vitória',
      associated: false,
      site: 'https://www.agrolabvitoria.com.br',
    });
    expect(body.phone).toMatch(/^\(27\) 3\d{3}-\d{4}$/);
    expect(body.analyses.some((a) => a.type === 'SOIL' && a.price > 0)).toBe(true);
    const missing = await call('GET', '/65a1f0c2e4b0a1b2c3d4e5ff', premium);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(LAB_HTTP_MESSAGES.laboratoryNotFound);
  });
});

describe('consultantLaboratoryApi/analyses', () => {
  it('lists only the caller’s records, latest day first, every status present', async () => {
    const first = labAnalysisPageSchema.parse(
      (await call('POST', '/analyses/filter?pageNumber=1', premium, {})).json(),
    );
    const second = labAnalysisPageSchema.parse(
      (await call('POST', '/analyses/filter?pageNumber=2', premium, {})).json(),
    );
    const all = [...first.items, ...second.items];
    expect(all).toHaveLength(first.total);
    const days = all.map((r) => r.date);
    expect([...days].sort().reverse()).toEqual(days);
    expect(new Set(all.map((r) => r.status))).toEqual(
      new Set(['SCHEDULED', 'SAMPLE-SENT', 'IN-ANALYSIS', 'COMPLETED', 'CANCELED']),
    );
    const visible = visibleFarmerIds(seeded, user(DEMO.premium.email));
    expect(all.every((r) => visible.has(r.farmer._id) && r.farmer.name && r.laboratory.name)).toBe(true);

    const others = labAnalysisPageSchema.parse((await call('POST', '/analyses/filter', standard, {})).json());
    expect(others.items.some((r) => all.some((mine) => mine._id === r._id))).toBe(false);
  });

  it('schedules an analysis for a visible farmer (201, SCHEDULED at the lab’s price) shown first in the list', async () => {
    const lab = labNamed('Laboratório Agronômico do Triângulo');
    const { mine } = farmers(DEMO.premium.email);
    const farmer = mine[0]!;
    const property = seeded.collection(PROPERTIES).find((p) => p.user === farmer._id) ?? null;
    const response = await call('POST', '/analyses', premium, {
      laboratory: lab._id,
      farmer: farmer._id,
      ...(property ? { property: property._id } : {}),
      analysisType: 'SOIL',
      date: inDays(60),
    });
    expect(response.statusCode).toBe(201);
    const { _id } = createdSchema.parse(response.json());
    const list = labAnalysisPageSchema.parse((await call('POST', '/analyses/filter', premium, {})).json());
    expect(list.items[0]).toMatchObject({
      _id,
      status: 'SCHEDULED',
      date: inDays(60),
      type: 'SOIL',
      farmer: { _id: farmer._id, name: farmer.name },
      laboratory: { _id: lab._id, name: lab.name },
      price: lab.analyses.find((a) => a.type === 'SOIL')!.price,
    });
  });

  it('refuses another consultant’s farmer (404), a type the lab does not offer, a past day and a foreign property (400)', async () => {
    const lab = labNamed('Laboratório Agronômico do Triângulo');
    const { mine, foreign } = farmers(DEMO.premium.email);
    const base = { laboratory: lab._id, farmer: mine[0]!._id, analysisType: 'SOIL', date: inDays(3) };

    const foreignFarmer = await call('POST', '/analyses', premium, { ...base, farmer: foreign._id });
    expect(foreignFarmer.statusCode).toBe(404);
    expect(foreignFarmer.json().message).toBe(LAB_HTTP_MESSAGES.farmerNotFound);

    const missing = OFFERED_NOT(lab.analyses.map((a) => a.type));
    if (missing) {
      const notOffered = await call('POST', '/analyses', premium, { ...base, analysisType: missing });
      expect(notOffered.statusCode).toBe(400);
      expect(notOffered.json().message).toBe(LAB_HTTP_MESSAGES.notOffered);
    }

    const past = await call('POST', '/analyses', premium, { ...base, date: inDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('A data da análise deve ser a partir de hoje');

    const strangerProperty = seeded.collection(PROPERTIES).find((p) => p.user === foreign._id)!;
    const property = await call('POST', '/analyses', premium, { ...base, property: strangerProperty._id });
    expect(property.statusCode).toBe(400);
    expect(property.json().message).toBe(LAB_HTTP_MESSAGES.propertyNotFarmers);

    const unknownLab = await call('POST', '/analyses', premium, { ...base, laboratory: '65a1f0c2e4b0a1b2c3d4e5ff' });
    expect(unknownLab.statusCode).toBe(404);
  });

  it('lets a master read a consultant’s labs and records under viewAs, but not schedule', async () => {
    const premiumId = user(DEMO.premium.email)._id;
    const viewAs = { 'x-on-behalf-of': premiumId };
    const list = await call('POST', '/analyses/filter', master, {}, viewAs);
    expect(list.statusCode).toBe(200);
    expect(labAnalysisPageSchema.parse(list.json()).total).toBeGreaterThan(0);
    const lab = labNamed('Laboratório Agronômico do Triângulo');
    const write = await call(
      'POST',
      '/analyses',
      master,
      { laboratory: lab._id, farmer: farmers(DEMO.premium.email).mine[0]!._id, analysisType: 'SOIL', date: inDays(3) },
      viewAs,
    );
    expect(write.statusCode).toBe(403);
    const own = await call('POST', '/filter', master, {});
    expect(own.statusCode).toBe(403);
  });
});

const OFFERED_NOT = (offered: string[]) => ['PLANT-TISSUE', 'CRA', 'NEMATODES'].find((type) => !offered.includes(type));
