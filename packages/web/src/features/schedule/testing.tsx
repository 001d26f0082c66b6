import { AREA_BASE } from '@talhao/schema';
import type { ActivityProvidedFieldsFragment, ScheduleWorkFieldsFragment } from '@/gql/graphql';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';
import { ScheduleWorkScheduleQuery } from './documents';

/** Test-only helpers of the schedule pages. */

export const BASE = AREA_BASE.CONSULTANT;

export const renderSchedule = renderAreaRoutes;

export const SCHEDULE = {
  __typename: 'WorkSchedule' as const,
  days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
  startTime: '08:00',
  endTime: '17:00',
};

export function scheduleMock(workSchedule: typeof SCHEDULE | null) {
  return {
    request: { query: ScheduleWorkScheduleQuery, variables: { viewAs: null } },
    result: { data: { workSchedule } },
  };
}

type Work = ScheduleWorkFieldsFragment & { __typename: 'Work' };

let sequence = 0;

/** A work as the BFF answers the calendar (with __typename on nested objects, as the cache needs). */
export function makeWork(overrides: Partial<ScheduleWorkFieldsFragment> = {}): Work {
  sequence += 1;
  return {
    __typename: 'Work',
    id: `wk${String(sequence).padStart(22, '0')}`,
    title: 'Visita técnica',
    day: '2026-11-20',
    startWork: '09:00',
    endWork: '10:30',
    status: 'PLANNED',
    format: 'IN_PERSON',
    cancellable: true,
    farmer: { __typename: 'Farmer', id: 'fa0000000000000000000001', name: 'Maria Souza' },
    ...overrides,
  } as Work;
}

/** The provided consultancy the activities table and the company calendar read beside a work. */
export const WORK_CONSULTANCY = {
  __typename: 'ProvidedConsultancy',
  id: 'pc0000000000000000000001',
  offer: { __typename: 'OfferedConsultancy', id: 'of0000000000000000000001', name: 'Manejo do café' },
} as const;

/** A row of the activities table: the work and its consultancy (id and offer). */
export const makeActivityRow = (overrides: Partial<ScheduleWorkFieldsFragment> = {}) => ({
  ...makeWork(overrides),
  providedConsultancy: WORK_CONSULTANCY,
});

/** PROVIDED's farmer, as the farmer picker offers it. */
export const PROVIDED_FARMER = { id: 'fa0000000000000000000001', name: 'Maria Souza' } as const;

export const PROVIDED: ActivityProvidedFieldsFragment & { __typename: 'ProvidedConsultancy' } = {
  __typename: 'ProvidedConsultancy',
  id: 'pc0000000000000000000001',
  farmerId: 'fa0000000000000000000001',
  status: 'IN_PROGRESS',
  startDate: '2026-11-10',
  offer: { __typename: 'OfferedConsultancy', id: 'of0000000000000000000001', name: 'Manejo do café' },
  farmer: { __typename: 'Farmer', id: 'fa0000000000000000000001', name: 'Maria Souza', pictureUrl: null },
  property: { __typename: 'Property', id: 'pr0000000000000000000001', name: 'Sítio Boa Vista' },
} as ActivityProvidedFieldsFragment & { __typename: 'ProvidedConsultancy' };
