import type { CompanyConsultantFieldsFragment } from '@/gql/graphql';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';

/** Test-only helpers of the consultants pages. */

export const renderConsultants = renderAreaRoutes;

export const CONSULTANT_ID = 'ec0000000000000000000001';
export const LIST = '/empresa/consultores';

export function makeConsultant(
  overrides: Partial<CompanyConsultantFieldsFragment> = {},
): CompanyConsultantFieldsFragment & { __typename: 'CompanyConsultant' } {
  return {
    __typename: 'CompanyConsultant',
    id: CONSULTANT_ID,
    name: 'Mariana Figueiredo',
    email: 'consultor.agrovale@talhao.dev',
    cpf: '52998224725',
    phoneNumber: '+5564998765432',
    birthDate: '1990-04-12',
    createdAt: '2026-02-03T13:00:00.000Z',
    photoUrl: null,
    professionalResume: '<p>Agrônoma com 10 anos de experiência em soja.</p>',
    deleted: false,
    address: {
      __typename: 'Address',
      formattedAddress: 'Rio Verde - GO, Brasil',
      city: 'Rio Verde',
      stateFrom: 'GO',
      country: null,
      coords: { __typename: 'Coords', latitude: -17.7923, longitude: -50.9192 },
    },
    ...overrides,
  } as CompanyConsultantFieldsFragment & { __typename: 'CompanyConsultant' };
}
