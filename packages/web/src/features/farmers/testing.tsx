import { AREA_BASE } from '@talhao/schema';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';

/** Test-only helpers of the farmer pages. */

export const BASE = AREA_BASE.CONSULTANT;
export const LIST = `${BASE}/agricultores`;
export const FARMER_ID = 'fa0000000000000000000001';

export const renderPages = renderAreaRoutes;

/** A farmer as FarmerProfileFields answers it (with __typename, as the cache needs). */
export function makeFarmer(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Farmer' as const,
    id: FARMER_ID,
    name: 'José Carlos Bernardes',
    email: 'jose@exemplo.com.br',
    phoneNumber: '+5564998765432',
    birthDate: '1975-08-20',
    pictureUrl: null,
    createdByMe: true,
    propertyCount: 2,
    address: {
      __typename: 'Address' as const,
      formattedAddress: 'Rio Verde - GO, Brasil',
      city: 'Rio Verde',
      stateFrom: 'GO',
      country: 'Brasil',
      neighborhood: null,
      street: null,
      streetNumber: null,
      postalCode: null,
      coords: { __typename: 'Coords' as const, latitude: -17.7923, longitude: -50.9192 },
    },
    ...overrides,
  };
}

/** A row of 'Meus Agricultores'. */
export function makeFarmerRow(id: string, name: string, city: string, propertyCount: number) {
  return {
    __typename: 'Farmer' as const,
    id,
    name,
    pictureUrl: null,
    createdByMe: true,
    propertyCount,
    address: { __typename: 'Address' as const, formattedAddress: `${city} - GO, Brasil`, city, stateFrom: 'GO' },
  };
}
