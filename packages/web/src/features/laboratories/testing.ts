import { AREA_BASE } from '@talhao/schema';
import type { LaboratoryFieldsFragment } from '@/gql/graphql';

/** Test-only helpers of the laboratories pages. */

export const ROOT = `${AREA_BASE.CONSULTANT}/laboratorios`;

type Lab = LaboratoryFieldsFragment & { __typename: 'Laboratory' };

/** A lab as the BFF answers it (with __typename on nested objects, as the cache needs). */
export function makeLab(overrides: Partial<Record<keyof LaboratoryFieldsFragment, unknown>> = {}): Lab {
  return {
    __typename: 'Laboratory',
    id: 'lb0000000000000000000001',
    name: 'Laboratório Agronômico do Triângulo',
    address: {
      __typename: 'Address',
      formattedAddress: 'Av. Rondon Pacheco, 1450 - Saraiva, Uberlândia - MG, Brasil',
      city: 'Uberlândia',
      stateFrom: 'MG',
      coords: { __typename: 'Coords', latitude: -18.9239, longitude: -48.2611 },
    },
    phone: '(34) 3212-4400',
    email: 'contato@labtriangulo.com.br',
    site: 'https://www.labtriangulo.com.br/',
    analyses: [
      { __typename: 'LabOffer', type: 'SOIL', name: 'Análise química de solo (rotina)', price: 95, turnaroundDays: 7 },
      {
        __typename: 'LabOffer',
        type: 'PLANT_TISSUE',
        name: 'Análise foliar (macro e micronutrientes)',
        price: 129.9,
        turnaroundDays: 10,
      },
    ],
    associated: true,
    distanceKm: 3.2,
    ...overrides,
  } as Lab;
}

export const labPage = (typename: string, items: unknown[], hasNextPage = false) => ({
  __typename: typename,
  page: 1,
  hasNextPage,
  total: items.length,
  items,
});
