import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FAMILY_NAMES, FAMILY_ROLES, type FamilyName } from '../families';
import { okBodySchema, upstreamProfileSchema } from './account';
import { routeKey } from './contract';
import { createdSchema } from './envelope';
import {
  advertBodySchema,
  advertListsSchema,
  appInfoSchema,
  countServicesSchema,
  countUsersSchema,
  earningsSchema,
  MASTER_ROUTES,
  notificationBodySchema,
  notificationPageSchema,
  permissionInsertBodySchema,
  permissionRemoveBodySchema,
  profilePageSchema,
  upstreamAdvertSchema,
  upstreamNotificationSchema,
  usersByCitySchema,
} from './master';
import { findRouteContract, ROUTE_CONTRACTS } from './routes';

const farmer = {
  _id: '6650a1b2c3d4e5f6a7b8c9e0',
  name: 'João Batista',
  email: null,
  phoneNumber: '+5527998761234',
  createdAt: '2026-02-10T09:30:00.000Z',
  address: {
    formattedAddress: 'Zona Rural, Colatina - ES, Brasil',
    city: 'Colatina',
    stateFrom: 'ES',
    coords: { latitude: -19.52, longitude: -40.62 },
  },
  profilePicture: null,
  permissions: ['__freetrial'],
  role: 'USER',
  cpf: '529.982.247-25',
  birthDate: null,
  createdBy: '6650a1b2c3d4e5f6a7b8c9e1',
};

/** toNotificationPayload leaves lastPush out until the first push. */
const notification = {
  _id: '6650a1b2c3d4e5f6a7b8c9e2',
  title: 'Vacinação do rebanho',
  message: 'A campanha de vacinação começa na segunda-feira.',
  notificationPeriodicity: 604_800_000,
  startDate: '2026-11-23',
  endDate: '2026-12-21',
  role: ['USER', 'CONSULTANT'],
};

/** toAdvertPayload: url, lastPush and image only when present. */
const advert = {
  ...notification,
  _id: '6650a1b2c3d4e5f6a7b8c9e3',
  url: 'https://talhao.agr.br/safra',
  status: 'ACTIVE',
  lastPush: '2026-11-20T12:00:00.000Z',
  image: { url: '/uploads/6650a1b2c3d4e5f6a7b8c9e4.png' },
};
const { url: _url, image: _image, lastPush: _lastPush, ...pausedAdvert } = { ...advert, status: 'WAITING' };

const page = <T>(items: T[], total: number) => ({ items, pageNumber: 1, pageSize: 10, total });

/** Each answer shape of the master domain: a realistic answer of the fixture server and an obviously wrong one. */
const SAMPLES = new Map<z.ZodType, { good: unknown; wrong: unknown }>([
  [createdSchema, { good: { _id: '6650a1b2c3d4e5f6a7b8c9e5' }, wrong: { _id: '' } }],
  [okBodySchema, { good: { message: 'Notificação excluída!' }, wrong: { message: ['Notificação', 'excluída'] } }],
  [upstreamProfileSchema, { good: farmer, wrong: { ...farmer, name: undefined } }],
  [profilePageSchema, { good: page([farmer], 31), wrong: { items: [farmer], pageNumber: 1, pageSize: 0, total: 31 } }],
  [
    countUsersSchema,
    {
      good: { farmers: 31, companies: 3, consultants: 8, enterpriseConsultants: 5 },
      wrong: { farmers: -1, companies: 3, consultants: 8, enterpriseConsultants: 5 },
    },
  ],
  [
    usersByCitySchema,
    {
      good: [
        { city: 'Colatina', stateFrom: 'ES', count: 12 },
        { city: 'Linhares', stateFrom: 'ES', count: 4 },
      ],
      wrong: { city: 'Colatina', stateFrom: 'ES', count: 12 },
    },
  ],
  [
    appInfoSchema,
    {
      good: {
        devices: [
          { id: 'Android', count: 24 },
          { id: 'iOS', count: 7 },
        ],
      },
      wrong: { devices: { Android: 24 } },
    },
  ],
  [
    countServicesSchema,
    {
      good: { consultancyProvided: 40, enterpiseConsultancyProvided: 18, training: 9, enterpriseTraining: 4 },
      // The provider's spelling is the contract: a corrected key is a broken answer.
      wrong: { consultancyProvided: 40, enterpriseConsultancyProvided: 18, training: 9, enterpriseTraining: 4 },
    },
  ],
  [
    earningsSchema,
    {
      good: {
        profit_consultancy_total: 12500.5,
        profit_training_total: 3200,
        byMonth: [
          { month: '2026-10', profit_consultancy_total: 7000, profit_training_total: 1200 },
          { month: '2026-11', profit_consultancy_total: 5500.5, profit_training_total: 2000 },
        ],
      },
      wrong: {
        profit_consultancy_total: 12500.5,
        profit_training_total: 3200,
        byMonth: [{ month: 'novembro', profit_consultancy_total: 0, profit_training_total: 0 }],
      },
    },
  ],
  [upstreamAdvertSchema, { good: advert, wrong: { ...advert, status: 'PAUSED' } }],
  [
    advertListsSchema,
    {
      good: {
        active: [advert],
        inactive: [],
        waiting: [pausedAdvert],
        pageNumber: 1,
        pageSize: 10,
        total: { active: 1, inactive: 0, waiting: 1 },
      },
      wrong: page([advert], 1),
    },
  ],
  [upstreamNotificationSchema, { good: notification, wrong: { ...notification, notificationPeriodicity: 'weekly' } }],
  [notificationPageSchema, { good: page([notification], 1), wrong: [notification] }],
]);

describe('MASTER_ROUTES', () => {
  it('names only known families, each one a MASTER token may call', () => {
    for (const route of MASTER_ROUTES) {
      expect(FAMILY_NAMES).toContain(route.family);
      const roles = FAMILY_ROLES[route.family as FamilyName];
      expect(roles !== 'public' && roles.includes('MASTER'), route.family).toBe(true);
      expect(route.access).toBe('bearer');
    }
  });

  it('describes each call once', () => {
    const keys = MASTER_ROUTES.map((route) => `${route.method} ${routeKey(route)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers the five master families and the three registrations', () => {
    const families = new Set(MASTER_ROUTES.map((route) => route.family));
    expect(families).toEqual(
      new Set([
        'masterSoftwareManagerApi',
        'masterStoreHouseUsersApi',
        'masterUserAccessControllApi',
        'masterAdvertsApi',
        'masterNotificationApi',
        'enterpriseProfileApi',
        'consultantProfileApi',
        'farmerProfileApi',
      ]),
    );
  });

  it.each(MASTER_ROUTES.map((route) => [`${route.method} ${routeKey(route)}`, route] as const))(
    '%s: its answer schema parses what the fixture answers and refuses a wrong shape',
    (_key, route) => {
      const sample = SAMPLES.get(route.response);
      expect(sample, 'no sample for this answer shape').toBeDefined();
      expect(route.response.safeParse(sample?.good).error).toBeUndefined();
      expect(route.response.safeParse(sample?.wrong).success).toBe(false);
    },
  );

  it('creates answer 201 with the new id; uploads 201 with the advert', () => {
    for (const route of MASTER_ROUTES.filter((r) => r.status === 201)) {
      if (route.body === 'multipart') expect(route.response).toBe(upstreamAdvertSchema);
      else expect(route.response).toBe(createdSchema);
    }
    expect(MASTER_ROUTES.filter((route) => route.response === createdSchema).every((r) => r.status === 201)).toBe(true);
  });

  it('pages the lists by pageNumber', () => {
    for (const route of MASTER_ROUTES.filter((r) => r.path === '/filter')) {
      expect(route.query?.safeParse({ pageNumber: '2' }).success, routeKey(route)).toBe(true);
      expect(route.query?.safeParse({ pageNumber: 'dois' }).success, routeKey(route)).toBe(false);
    }
  });

  it('takes the bodies the BFF sends: advert and notification under the provider’s field names', () => {
    const body = {
      title: notification.title,
      message: notification.message,
      notificationPeriodicity: 0,
      startDate: '2026-11-23',
      endDate: '2026-11-23',
      role: ['USER'],
    };
    expect(notificationBodySchema.safeParse(body).success).toBe(true);
    expect(advertBodySchema.safeParse({ ...body, status: 'WAITING', url: 'https://talhao.agr.br' }).success).toBe(true);
    // The form's own names are not the provider's.
    const { notificationPeriodicity: periodicity, role: audience, ...rest } = body;
    expect(notificationBodySchema.safeParse({ ...rest, periodicity, audience }).success).toBe(false);
  });

  it('never lets the master plan be removed or granted', () => {
    const change = { id: farmer._id, role: 'USER', permission: '__master' };
    expect(permissionRemoveBodySchema.safeParse(change).success).toBe(false);
    expect(permissionInsertBodySchema.safeParse(change).success).toBe(false);
    expect(permissionRemoveBodySchema.safeParse({ ...change, permission: '__specialtrial' }).success).toBe(true);
    expect(permissionInsertBodySchema.safeParse({ ...change, permission: '__specialtrial' }).success).toBe(false);
    expect(permissionInsertBodySchema.safeParse({ ...change, permission: '__premium' }).success).toBe(true);
  });

  it('is gathered into ROUTE_CONTRACTS and found by a concrete path', () => {
    for (const route of MASTER_ROUTES) expect(ROUTE_CONTRACTS).toContain(route);
    expect(findRouteContract('POST', 'masterAdvertsApi', `/picture-update/${advert._id}`)?.body).toBe('multipart');
    expect(findRouteContract('DELETE', 'masterNotificationApi', `/${notification._id}`)?.response).toBe(okBodySchema);
    expect(findRouteContract('DELETE', 'masterAdvertsApi', `/${advert._id}`)).toBeUndefined();
  });
});
