import type { MasterBroadcastAdvertFieldsFragment, MasterBroadcastNotificationFieldsFragment } from '@/gql/graphql';
import { type RenderAreaRoutesOptions, renderAreaRoutes } from '@/test/renderAreaRoutes';

/** Test-only helpers of the Divulgação pages. */

/** The Divulgação pages, mounted in the master's area. */
export const renderBroadcast = (routes: Parameters<typeof renderAreaRoutes>[0], options: RenderAreaRoutesOptions) =>
  renderAreaRoutes(routes, { area: 'MASTER', ...options });

export function makeAdvert(
  overrides: Partial<MasterBroadcastAdvertFieldsFragment> = {},
): MasterBroadcastAdvertFieldsFragment & { __typename: 'Advert' } {
  return {
    __typename: 'Advert',
    id: 'ad0000000000000000000001',
    title: 'Dia de campo do café',
    message: 'Venha conhecer as novas variedades no sábado.',
    url: 'https://talhao.dev/dia-de-campo',
    status: 'ACTIVE',
    periodicity: 7 * 86_400_000,
    startDate: '2026-05-04',
    endDate: '2026-06-01',
    lastPush: null,
    audience: ['USER', 'CONSULTANT'],
    imageUrl: '/files/uploads/dia-de-campo.png',
    ...overrides,
  };
}

export function makeNotification(
  overrides: Partial<MasterBroadcastNotificationFieldsFragment> = {},
): MasterBroadcastNotificationFieldsFragment & { __typename: 'PushNotification' } {
  return {
    __typename: 'PushNotification',
    id: 'nt0000000000000000000001',
    title: 'Chuva forte',
    message: 'Previsão de chuva forte para amanhã.',
    periodicity: 0,
    startDate: '2026-05-04',
    endDate: '2026-05-04',
    lastPush: null,
    audience: ['USER'],
    ...overrides,
  };
}
