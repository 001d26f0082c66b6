import {
  AUTH_FAMILIES,
  defaultFamilyTable,
  FAMILY_ROLES,
  type FamilyName,
  isReadOnlyCall,
  PROFILE_FAMILIES,
  PROFILE_FAMILY,
  type Role,
} from '@talhao/schema';
import { isFileBytes, routeKey } from '@talhao/schema/upstream/contract';
import { findRouteContract, ROUTE_CONTRACTS } from '@talhao/schema/upstream/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demoAccounts';
import type { FixtureServer } from '../server';
import { bearer, signIn, startFixture } from '../testing/harness';

/**
 * Every read the consultant's and the master's families serve, called once on the seeded server and parsed with
 * the route's contract (packages/schema upstream/routes.ts): a payload builder that drifts from the schema
 * package fails here by route name. Ids come from the answers of the lists, as a client would find them.
 */

type Method = 'GET' | 'POST';

/** POST lookups that answer a page yet are not in isReadOnlyCall's list (the same page as their GET twin). */
const OTHER_READS = new Set(['POST /farmerAreaApi/property/:propertyId']);

/**
 * The routes a role reads: its bearer families' GET and read-only POST calls (its own profile family only). Calls
 * that answer a file (the report PDF) have no JSON contract to check: their own tests read them.
 */
const readsOf = (role: Role): string[] =>
  ROUTE_CONTRACTS.filter((route) => {
    if (route.access !== 'bearer' || route.family === 'uploads' || isFileBytes(route.response)) return false;
    const family = route.family as FamilyName;
    const roles = FAMILY_ROLES[family];
    if (roles === 'public' || !roles.includes(role)) return false;
    if ((AUTH_FAMILIES as readonly string[]).includes(family)) return false;
    if ((PROFILE_FAMILIES as readonly string[]).includes(family) && PROFILE_FAMILY[role] !== family) return false;
    return isReadOnlyCall(route.method, route.path, family) || OTHER_READS.has(`${route.method} ${routeKey(route)}`);
  }).map((route) => `${route.method} ${routeKey(route)}`);

let server: FixtureServer;

beforeAll(async () => {
  server = await startFixture();
});

afterAll(async () => {
  await server.close();
});

/**
 * Calls the reads of one signed-in role; each answer is checked against its contract and the mismatches gathered.
 * A status other than the contract's stops the test at once (the reads after it need its answer).
 */
function reader(token: string) {
  const called = new Set<string>();
  const drifts: string[] = [];

  async function read(
    method: Method,
    family: FamilyName,
    template: string,
    options: { params?: Record<string, string>; query?: Record<string, string>; body?: object } = {},
  ): Promise<Record<string, unknown>> {
    const name = `${method} /${family}${template}`;
    const contract = findRouteContract(method, family, template);
    if (!contract) throw new Error(`${name}: no contract`);
    called.add(`${method} ${routeKey(contract)}`);
    const path = template.replace(/:(\w+)/g, (_, param: string) => {
      const value = options.params?.[param];
      if (!value) throw new Error(`${name}: no value for :${param}`);
      return encodeURIComponent(value);
    });
    const search = options.query ? `?${new URLSearchParams(options.query)}` : '';
    const response = await server.app.inject({
      method,
      url: `${defaultFamilyTable[family]}${path}${search}`,
      headers: bearer(token),
      ...(method === 'POST' ? { payload: options.body ?? {} } : {}),
    });
    if (response.statusCode !== (contract.status ?? 200)) {
      throw new Error(`${name}: status ${response.statusCode} ${response.body}`);
    }
    const body = response.json();
    const parsed = contract.response.safeParse(body);
    if (parsed.success) return parsed.data as Record<string, unknown>;
    // Noted, and the reads go on with the answer as sent, so one run names every drifting route.
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    drifts.push(`${name}: ${issues.join('; ')}`);
    return body;
  }

  return { read, called, drifts };
}

/** The first item's id of a page (or batch) answer; fails the test when the seeded list is empty. */
const firstId = (answer: Record<string, unknown>, what: string): string => {
  const items = answer.items as { _id: string }[] | undefined;
  const id = items?.[0]?._id;
  if (!id) throw new Error(`the seed has no ${what} to read`);
  return id;
};

const page1 = { pageNumber: '1' };

describe('every read answers its contract', () => {
  it('consultant (premium demo account)', async () => {
    const token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    const { read, called, drifts } = reader(token);

    const me = await read('GET', 'consultantProfileApi', '');

    const offers = await read('POST', 'consultantConsultancyApi', '/filter', { query: page1 });
    const offerId = firstId(offers, 'offer');
    await read('GET', 'consultantConsultancyApi', '/:id', { params: { id: offerId } });
    await read('POST', 'consultantConsultancyApi', '/get-clients/:id', { params: { id: offerId } });

    const provided = await read('POST', 'consultantConsultancyProvidedApi', '/filter', { query: page1 });
    await read('GET', 'consultantConsultancyProvidedApi', '/:id', { params: { id: firstId(provided, 'provided') } });
    await read('GET', 'consultantConsultancyProvidedApi', '/requests', { query: page1 });

    const farmers = await read('POST', 'consultantFarmerProfileApi', '/users-registered/filter', { query: page1 });
    const farmerId = firstId(farmers, 'farmer');
    await read('GET', 'consultantFarmerProfileApi', '/:id', { params: { id: farmerId } });
    const properties = await read('POST', 'farmerPropertyApi', '/filter/:farmerId', {
      params: { farmerId },
      query: page1,
    });
    await read('GET', 'farmerPropertyApi', '/filter/:farmerId', { params: { farmerId }, query: page1 });
    await read('POST', 'farmerLabDocsApi', '/filter/:farmerId', { params: { farmerId }, query: page1, body: {} });
    const propertyId = firstId(properties, 'property');
    await read('POST', 'farmerPropertyApi', '/filter', { query: page1, body: { _id: [propertyId] } });
    await read('GET', 'farmerPropertyApi', '/property/:id', { params: { id: propertyId } });
    const areas = await read('GET', 'farmerAreaApi', '/property/:propertyId', { params: { propertyId }, query: page1 });
    await read('POST', 'farmerAreaApi', '/property/:propertyId', { params: { propertyId }, query: page1 });
    const sectors = await read('GET', 'farmerSectorApi', '/area/:areaId', {
      params: { areaId: firstId(areas, 'area') },
      query: page1,
    });
    await read('GET', 'farmerSectorApi', '/:id', { params: { id: firstId(sectors, 'sector') } });
    await read('POST', 'farmerSectorApi', '/filter', { body: { property: propertyId } });
    // Issue 14, a farmer's land: one area by id and the farmer's cultures.
    await read('GET', 'farmerAreaApi', '/:id', { params: { id: firstId(areas, 'area') } });
    await read('GET', 'farmerCultureApi', '/user/:farmerId', { params: { farmerId }, query: page1 });

    // Inventory (issue 14): the first of the consultant's farmers with products.
    let inventoryId: string | undefined;
    for (const farmer of farmers.items as { _id: string }[]) {
      const products = await read('POST', 'farmerProductsInventoryApi', '/products/filter/:farmerId', {
        params: { farmerId: farmer._id },
        query: page1,
      });
      inventoryId = (products.items as { _id: string }[])[0]?._id;
      if (inventoryId) break;
    }
    if (!inventoryId) throw new Error('the seed has no inventory item to read');
    await read('POST', 'farmerProductsInventoryApi', '/transaction/filter/:inventoryId', {
      params: { inventoryId },
      query: page1,
    });
    await read('POST', 'farmerProductsInventoryApi', '/transaction/filter', { body: { inventory: [inventoryId] } });
    // Harvests and field activities (issue 14).
    const harvests = await read('POST', 'farmerHarvestApi', '/filter/:farmerId', {
      params: { farmerId },
      query: page1,
    });
    await read('POST', 'farmerHarvestApi', '/filter/:farmerId', {
      params: { farmerId },
      body: { _id: [firstId(harvests, 'harvest')] },
    });
    const fieldActivities = await read('POST', 'farmerFieldActivityApi', '/filter/:farmerId', {
      params: { farmerId },
      query: page1,
      body: { status: 'PLANNED' },
    });
    await read('GET', 'farmerFieldActivityApi', '/:id', { params: { id: firstId(fieldActivities, 'field activity') } });
    // The caller's recommendations of a range, for the calendar (issue 15).
    await read('POST', 'farmerFieldActivityApi', '/created-by-me/filter', {
      body: { startDate: '2026-11-01', endDate: '2026-11-30' },
    });

    await read('GET', 'consultantScheduleApi', '/setup');
    await read('POST', 'consultantScheduleApi', '/schedule-work', {
      body: { startDate: '2026-11-01', endDate: '2026-11-30' },
    });
    await read('POST', 'consultantWorkScheduleApi', '/filter', { query: page1 });

    const trainings = await read('POST', 'consultantTrainingApi', '/filter', {
      query: { ...page1, trainingState: 'completed' },
    });
    const trainingId = firstId(trainings, 'training');
    await read('GET', 'consultantTrainingApi', '/:id', { params: { id: trainingId } });
    await read('GET', 'consultantTrainingApi', '/participants/:id', {
      params: { id: trainingId },
      query: { ...page1, state: 'confirmed' },
    });

    await read('POST', 'consultantFinanceApi', '/:consultantId', {
      params: { consultantId: String(me._id) },
      query: { __v: 'month' },
      body: { startDate: '2026-01-01', endDate: '2026-11-30' },
    });

    const labs = await read('POST', 'consultantLaboratoryApi', '/filter', {
      query: page1,
      body: { analysisType: 'SOIL' },
    });
    await read('GET', 'consultantLaboratoryApi', '/:id', { params: { id: firstId(labs, 'laboratory') } });
    await read('POST', 'consultantLaboratoryApi', '/associated/filter', { query: page1 });
    await read('POST', 'consultantLaboratoryApi', '/analyses/filter', { query: page1 });

    // Monitorings (issue 15): the first of the consultant's provided consultancies with some.
    let monitoringId: string | undefined;
    for (const row of provided.items as { _id: string }[]) {
      const monitorings = await read('POST', 'consultantMonitoringApi', '/monitoring/filter/:consultancyProvidedId', {
        params: { consultancyProvidedId: row._id },
        query: page1,
        body: {},
      });
      monitoringId = (monitorings.items as { _id: string }[])[0]?._id;
      if (monitoringId) break;
    }
    if (!monitoringId) throw new Error('the seed has no monitoring to read');
    await read('GET', 'consultantMonitoringApi', '/monitoring/:id', { params: { id: monitoringId } });
    await read('POST', 'consultantMonitoringApi', '/monitoring/count/filter', { body: { user: farmerId } });
    // Reports (issue 15).
    const reports = await read('POST', 'consultantReportApi', '/filter', { query: page1, body: {} });
    await read('GET', 'consultantReportApi', '/:id', { params: { id: firstId(reports, 'report') } });

    expect(drifts).toEqual([]);
    expect([...called].sort()).toEqual(readsOf('CONSULTANT').sort());
  });

  it('master (demo account)', async () => {
    const token = await signIn(server, DEMO.master.email, 'MASTER');
    const { read, called, drifts } = reader(token);

    await read('GET', 'masterProfileApi', '');

    await read('GET', 'masterSoftwareManagerApi', '/count-users');
    await read('GET', 'masterSoftwareManagerApi', '/count-users-by-city', { query: { role: 'CONSULTANT' } });
    await read('GET', 'masterSoftwareManagerApi', '/app-info');
    await read('GET', 'masterSoftwareManagerApi', '/count-services');
    await read('GET', 'masterSoftwareManagerApi', '/earnings-services', {
      query: { startDate: '2026-01-01', endDate: '2026-11-30' },
    });

    const users = await read('POST', 'masterStoreHouseUsersApi', '/filter', {
      query: page1,
      body: { role: 'CONSULTANT' },
    });
    await read('GET', 'masterStoreHouseUsersApi', '/:id', { params: { id: firstId(users, 'consultant') } });

    const adverts = await read('POST', 'masterAdvertsApi', '/filter', { query: page1 });
    const listed = [...(adverts.active as []), ...(adverts.inactive as []), ...(adverts.waiting as [])];
    await read('GET', 'masterAdvertsApi', '/:id', { params: { id: firstId({ items: listed }, 'advert') } });

    const notifications = await read('POST', 'masterNotificationApi', '/filter', { query: page1 });
    await read('GET', 'masterNotificationApi', '/:id', { params: { id: firstId(notifications, 'notification') } });

    expect(drifts).toEqual([]);
    expect([...called].sort()).toEqual(readsOf('MASTER').sort());
  });
});
