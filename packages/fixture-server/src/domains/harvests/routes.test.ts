import { harvestPageSchema } from '@talhao/schema/upstream/harvests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { CULTURES } from '../farmers/farmers';
import { FARM_HTTP_MESSAGES } from '../farmers/routes';
import { visibleFarmerIds } from '../farmers/visibility';
import { FIELD_ACTIVITIES } from '../recommendations/fieldActivities';
import { harvestRealCosts } from './costs';
import { HARVESTS } from './harvests';

let server: FixtureServer;
let premium: string;
let standard: string;
const seeded = new Store();

beforeAll(async () => {
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  server = await startFixture();
  premium = await signIn(server, DEMO.premium.email, 'CONSULTANT');
  standard = await signIn(server, DEMO.standard.email, 'CONSULTANT');
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const user = (email: string) => seeded.collection(USERS).find((u) => u.email === email)!;
const visible = (email: string) => visibleFarmerIds(seeded, user(email));
/** A farmer the premium consultant sees and the standard one does not. */
const premiumOnlyFarmer = () => {
  const other = visible(DEMO.standard.email);
  return [...visible(DEMO.premium.email)].find((id) => !other.has(id))!;
};

describe('farmerHarvestApi/filter/{farmerId}', () => {
  it("lists the farmer's harvests newest first, 10 a page, with real costs computed from the field activities", async () => {
    const farmerId = premiumOnlyFarmer();
    const stored = seeded.collection(HARVESTS).filter((h) => h.user === farmerId);
    const response = await call('POST', `/farmerHarvestApi/filter/${farmerId}?pageNumber=1`, premium, {});
    expect(response.statusCode).toBe(200);
    const page = harvestPageSchema.parse(response.json());
    expect(page.total).toBe(stored.length);
    expect(page.items.length).toBe(Math.min(10, stored.length));
    const starts = page.items.map((h) => h.startDate);
    expect([...starts].sort().reverse()).toEqual(starts);

    const first = page.items[0]!;
    const real = harvestRealCosts(seeded.collection(FIELD_ACTIVITIES).filter((a) => a.harvest === first._id));
    expect(first.realCostsLabor).toBe(real.byCategory.LABOR);
    expect(first.realCostsProduction).toBe(real.byCategory.PRODUCTION);
    expect(first.realCostsEquipment).toBe(real.byCategory.EQUIPMENT);
    expect(first.realCostsOther).toBe(real.byCategory.OTHER);
    const tagTotal = first.realCostsFieldActivity.byTag.reduce((sum, t) => sum + t.sum, 0);
    const categoryTotal =
      first.realCostsLabor + first.realCostsProduction + first.realCostsEquipment + first.realCostsOther;
    expect(tagTotal).toBeCloseTo(categoryTotal, 2);
    expect(first.sectors.length).toBeGreaterThan(0);
    expect(first.property.name).not.toBe('');
  });

  it('searches by product: the culture name, accent-insensitive', async () => {
    const farmerId = premiumOnlyFarmer();
    const harvest = seeded.collection(HARVESTS).find((h) => h.user === farmerId)!;
    const culture = seeded.collection(CULTURES).get(harvest.culture)!.name;
    const needle = culture
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase()
      .slice(0, 4);
    const page = (await call('POST', `/farmerHarvestApi/filter/${farmerId}`, premium, { product: needle })).json();
    expect(page.total).toBeGreaterThan(0);
    expect(
      page.items.every((h: { culture: { name: string } }) => h.culture.name === culture || h.culture.name.length > 0),
    ).toBe(true);
    expect(page.items.map((h: { culture: { name: string } }) => h.culture.name)).toContain(culture);
    const none = (await call('POST', `/farmerHarvestApi/filter/${farmerId}`, premium, { product: 'zzz' })).json();
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it('answers the harvests of `_id` (or `id`) in one unpaged page, only the farmer’s', async () => {
    const farmerId = premiumOnlyFarmer();
    const mine = seeded.collection(HARVESTS).filter((h) => h.user === farmerId);
    const foreign = seeded.collection(HARVESTS).find((h) => h.user !== farmerId)!;
    const asked = [mine[0]!._id, foreign._id];
    const page = (
      await call('POST', `/farmerHarvestApi/filter/${farmerId}?pageNumber=2`, premium, { _id: asked })
    ).json();
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 2, total: 1 });
    expect(page.items[0]._id).toBe(mine[0]!._id);
    const one = (await call('POST', `/farmerHarvestApi/filter/${farmerId}`, premium, { id: mine[0]!._id })).json();
    expect(one.items.map((h: { _id: string }) => h._id)).toEqual([mine[0]!._id]);
  });

  it('answers 404 for a farmer the caller does not see', async () => {
    const response = await call('POST', `/farmerHarvestApi/filter/${premiumOnlyFarmer()}`, standard, {});
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(FARM_HTTP_MESSAGES.farmerNotFound);
  });
});
