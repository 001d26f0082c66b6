import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FAMILY_NAMES } from '../families';
import { FILES_FAMILY, fileBytes, isFileBytes, prefixOf, type RouteContract, routeKey } from './contract';
import { DOMAIN_FAMILIES } from './domainFamilies';
import {
  anyBodySchema,
  batchIdsSchema,
  createdSchema,
  emptyBodySchema,
  MAX_BATCH_IDS,
  messageSchema,
  pageQuerySchema,
} from './envelope';
import * as farmers from './farmers';
import * as finances from './finances';
import * as offers from './offers';
import * as provided from './provided';
import { findRouteContract, ROUTE_CONTRACTS } from './routes';
import * as schedule from './schedule';
import * as samples from './testing';
import * as trainings from './trainings';
import * as uploads from './uploads';

const ID = '65a1f0c2e4b0a1b2c3d4e5f6';

/** Realistic answers of each response schema (fixture-server payloads, see testing.ts). */
const RESPONSES = new Map<z.ZodType, unknown[]>([
  [offers.offerPageSchema, [samples.pages.offers, { ...samples.pages.offers, items: [] }]],
  [offers.upstreamOfferSchema, [samples.offer]],
  [offers.clientCountSchema, [{ count: 3 }]],
  [createdSchema, [{ _id: ID }]],
  [messageSchema, [{ message: 'Consultoria removida' }]],
  [provided.providedPageSchema, [samples.pages.provided]],
  [provided.upstreamProvidedSchema, [samples.provided]],
  [farmers.farmerPageSchema, [samples.pages.farmers]],
  [farmers.upstreamFarmerSchema, [samples.farmer]],
  [farmers.propertyPageSchema, [samples.pages.properties]],
  [farmers.upstreamPropertySchema, [samples.property]],
  [farmers.areaPageSchema, [samples.pages.areas]],
  [farmers.sectorPageSchema, [samples.pages.sectors]],
  [farmers.upstreamSectorSchema, [samples.sector]],
  [schedule.upstreamScheduleSetupSchema, [samples.setup]],
  [schedule.upstreamScheduleWorkSchema, [{ items: [samples.work] }]],
  [
    schedule.upstreamCompanyScheduleWorkSchema,
    [{ items: [{ ...samples.work, consultant: { _id: '65a1b2c3d4e5f60718290009', name: 'Mariana Figueiredo' } }] }],
  ],
  [schedule.upstreamWorkSchema, [samples.work]],
  [schedule.workPageSchema, [samples.pages.works]],
  [trainings.trainingPageSchema, [samples.pages.trainings]],
  [trainings.upstreamTrainingSchema, [samples.training, samples.companyTraining]],
  [trainings.participantPageSchema, [samples.pages.participants]],
  [finances.upstreamFinanceSchema, [samples.finance]],
  [finances.upstreamCompanyFinanceSchema, [samples.companyFinance]],
]);

/** Realistic request bodies (what the BFF sends). */
const BODIES = new Map<z.ZodType, unknown[]>([
  [offers.offerFilterSchema, [{}, { name: 'café' }, { _id: [ID] }]],
  [
    offers.offerBodySchema,
    [samples.offerBody, { ...samples.offerBody, price: 'AGREED_PRICE', priceType: 'AGREED_PRICE' }],
  ],
  [emptyBodySchema, [{}]],
  [
    provided.providedFilterSchema,
    [{}, { _id: ID }, { status: ['PLANNED'], startFrom: '2026-03-01', startTo: '2026-03-31' }],
  ],
  [provided.providedBodySchema, [samples.providedBody]],
  [provided.providedEditBodySchema, [{ ...samples.providedBody, _id: ID, status: 'CANCELED' }]],
  [farmers.nameFilterSchema, [{}, { name: 'joana' }, { _id: [ID, ID] }]],
  [farmers.propertyFilterSchema, [{}, { name: 'sítio' }]],
  [farmers.propertyBatchSchema, [{ _id: [ID] }]],
  [farmers.sectorFilterSchema, [{ _id: [ID] }, { property: ID }]],
  [farmers.farmerCreateBodySchema, [samples.farmerBody, { ...samples.farmerBody, password: undefined }]],
  [farmers.farmerUpdateBodySchema, [samples.farmerEditBody, { ...samples.farmerEditBody, birthDate: null }]],
  [schedule.upstreamScheduleSetupSchema, [samples.setup]],
  [schedule.dayRangeSchema, [{ startDate: '2026-03-01', endDate: '2026-03-31' }]],
  [schedule.workBodySchema, [samples.workBody]],
  [
    schedule.workFilterSchema,
    [
      {},
      { _id: ID },
      { consultancyProvided: ID, status: ['PLANNED', 'IN-PROGRESS'] },
      { user: ID, status: ['COMPLETED'] },
    ],
  ],
  [schedule.workCancelSchema, [{ status: 'CANCELED' }]],
  [trainings.trainingFilterSchema, [{}, { from: '2026-03-01', to: '2026-03-31T23:59:59.999-03:00' }]],
  [trainings.trainingBodySchema, [samples.trainingBody]],
  [trainings.companyTrainingBodySchema, [samples.companyTrainingBody]],
]);

/** Realistic query strings. */
const QUERIES = new Map<z.ZodType, unknown[]>([
  [pageQuerySchema, [{}, { pageNumber: '2' }]],
  [provided.requestAnswerQuerySchema, [{ res: 'true' }, { res: 'false' }]],
  [schedule.workFilterQuerySchema, [{ pageNumber: '1', product: 'café' }]],
  [trainings.trainingFilterQuerySchema, [{ pageNumber: '1', trainingState: 'planned', pageSize: '100' }]],
  [trainings.participantsQuerySchema, [{ pageNumber: '1', state: 'confirmed' }]],
  [finances.financeQuerySchema, [{ __v: 'month' }]],
  [finances.companyFinanceQuerySchema, [{ period: 'month' }]],
]);

const label = (route: RouteContract) => `${route.method} ${routeKey(route)}`;

/** The consultant-side domains' calls; account and master sample theirs in account.test.ts and master.test.ts. */
const SAMPLED_HERE: readonly RouteContract[] = [
  ...offers.OFFERS_ROUTES,
  ...provided.PROVIDED_ROUTES,
  ...farmers.FARMERS_ROUTES,
  ...schedule.SCHEDULE_ROUTES,
  ...trainings.TRAININGS_ROUTES,
  ...finances.FINANCES_ROUTES,
  ...uploads.UPLOADS_ROUTES,
];

describe('ROUTE_CONTRACTS', () => {
  it('describes each route once: method and key are unique', () => {
    const keys = ROUTE_CONTRACTS.map(label);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('names only families of FAMILY_NAMES, and the files route by its pseudo-family', () => {
    const families = new Set<string>(FAMILY_NAMES);
    const unknown = ROUTE_CONTRACTS.filter((route) => route.family !== FILES_FAMILY && !families.has(route.family));
    expect(unknown.map(label)).toEqual([]);
    const files = ROUTE_CONTRACTS.filter((route) => route.family === FILES_FAMILY);
    expect(files.map(label)).toEqual(['GET /uploads/:name']);
    expect(files[0]?.access).toBe('public');
    expect(isFileBytes(files[0]!.response)).toBe(true);
    expect(prefixOf(files[0]!, {} as never)).toBe('/uploads');
  });

  it('covers every family each domain module gives a consultant or a company', () => {
    const described = new Set(ROUTE_CONTRACTS.map((route) => route.family));
    // Families served today; the enterprise ones of provided, farmers, schedule and finances come with their slices.
    for (const family of [
      ...Object.values(offers.OFFERS_FAMILIES),
      ...Object.values(trainings.TRAININGS_FAMILIES),
      provided.PROVIDED_FAMILIES.CONSULTANT,
      farmers.FARMER_FAMILIES.CONSULTANT,
      farmers.PROPERTY_FAMILIES.CONSULTANT,
      farmers.AREA_FAMILIES.CONSULTANT,
      farmers.SECTOR_FAMILIES.CONSULTANT,
      ...Object.values(schedule.SCHEDULE_FAMILIES),
      ...Object.values(schedule.WORK_SCHEDULE_FAMILIES),
      finances.FINANCES_FAMILIES.CONSULTANT,
      finances.FINANCES_FAMILIES.ENTERPRISE,
    ]) {
      expect(described.has(family), family).toBe(true);
    }
  });

  it('uses params in fastify style and paths relative to the family', () => {
    for (const route of ROUTE_CONTRACTS) {
      expect(route.path, label(route)).toMatch(/^(\/(:?[a-zA-Z][a-zA-Z-]*))*$/);
    }
  });

  it.each(SAMPLED_HERE.map((route) => [label(route), route] as const))(
    '%s answers what the fixture server sends',
    (_, route) => {
      if (isFileBytes(route.response)) return;
      const answers = RESPONSES.get(route.response);
      expect(answers, 'a sample answer for this response schema').toBeDefined();
      for (const answer of answers ?? []) {
        // Parsed back to itself: every field the fixture server sends is described (zod strips the others).
        expect(route.response.parse(answer)).toEqual(answer);
      }
    },
  );

  it.each(SAMPLED_HERE.map((route) => [label(route), route] as const))(
    '%s takes the body and query the BFF sends',
    (_, route) => {
      if (route.body && route.body !== 'multipart') {
        const bodies = BODIES.get(route.body);
        expect(bodies, 'a sample body for this body schema').toBeDefined();
        for (const body of bodies ?? []) expect(route.body.safeParse(body).error).toBeUndefined();
      }
      if (route.query) {
        const queries = QUERIES.get(route.query);
        expect(queries, 'a sample query for this query schema').toBeDefined();
        for (const query of queries ?? []) expect(route.query.safeParse(query).error).toBeUndefined();
      }
    },
  );

  it('refuses what the provider refuses: a wrong status, too many ids, an extra change to a work', () => {
    expect(provided.upstreamProvidedSchema.safeParse({ ...samples.provided, status: 'IN_PROGRESS' }).success).toBe(
      false,
    );
    expect(batchIdsSchema.safeParse(Array.from({ length: MAX_BATCH_IDS + 1 }, () => ID)).success).toBe(false);
    expect(schedule.workCancelSchema.safeParse({ status: 'CANCELED', title: 'x' }).success).toBe(false);
    expect(offers.upstreamOfferSchema.safeParse({ ...samples.offer, format: 'IN_PERSON' }).success).toBe(false);
  });

  it('marks the file answer so that nothing parses it as JSON', () => {
    expect(isFileBytes(fileBytes)).toBe(true);
    expect(isFileBytes(anyBodySchema)).toBe(false);
  });
});

describe('findRouteContract', () => {
  it('finds the template a call matches, a fixed segment before a param', () => {
    expect(findRouteContract('get', 'consultantConsultancyProvidedApi', '/requests?pageNumber=2')?.path).toBe(
      '/requests',
    );
    expect(findRouteContract('GET', 'consultantConsultancyProvidedApi', `/${ID}`)?.path).toBe('/:id');
    expect(findRouteContract('POST', 'enterpriseConsultancyApi', `/get-clients/${ID}`)).toBeUndefined();
    expect(findRouteContract('GET', 'enterpriseConsultancyApi', `/get-clients/${ID}`)?.response).toBe(
      offers.clientCountSchema,
    );
    expect(findRouteContract('GET', FILES_FAMILY, '/65a1f0c2e4b0a1b2c3d4e5f7.png')?.response).toBe(fileBytes);
  });
});

describe('each domain module owns its role → family rows', () => {
  it('DOMAIN_FAMILIES is assembled from them', () => {
    expect(DOMAIN_FAMILIES.offers).toBe(offers.OFFERS_FAMILIES);
    expect(DOMAIN_FAMILIES.provided).toBe(provided.PROVIDED_FAMILIES);
    expect(DOMAIN_FAMILIES.farmers).toBe(farmers.FARMER_FAMILIES);
    expect(DOMAIN_FAMILIES.properties).toBe(farmers.PROPERTY_FAMILIES);
    expect(DOMAIN_FAMILIES.areas).toBe(farmers.AREA_FAMILIES);
    expect(DOMAIN_FAMILIES.sectors).toBe(farmers.SECTOR_FAMILIES);
    expect(DOMAIN_FAMILIES.schedule).toBe(schedule.SCHEDULE_FAMILIES);
    expect(DOMAIN_FAMILIES.workSchedule).toBe(schedule.WORK_SCHEDULE_FAMILIES);
    expect(DOMAIN_FAMILIES.trainings).toBe(trainings.TRAININGS_FAMILIES);
    expect(DOMAIN_FAMILIES.finances).toBe(finances.FINANCES_FAMILIES);
  });

  it('gives every offers family its get-clients method', () => {
    expect(Object.keys(offers.OFFER_CLIENTS_METHOD).sort()).toEqual(
      [...new Set(Object.values(offers.OFFERS_FAMILIES))].sort(),
    );
  });
});
