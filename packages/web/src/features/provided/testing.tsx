import { AREA_BASE } from '@talhao/schema';
import type { ProvidedConsultancyFieldsFragment } from '@/gql/graphql';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';

/** Test-only helpers of the provided-consultancy and request pages. */

export const BASE = AREA_BASE.CONSULTANT;
export const LIST = `${BASE}/consultorias/prestadas`;
export const REQUESTS = `${BASE}/consultorias/solicitadas`;

export const renderPages = renderAreaRoutes;

type Provided = ProvidedConsultancyFieldsFragment & { __typename: 'ProvidedConsultancy' };

/** A provided consultancy as the BFF answers it (with __typename on nested objects, as the cache needs). */
export function makeProvided(
  overrides: Partial<Record<keyof ProvidedConsultancyFieldsFragment, unknown>> = {},
): Provided {
  const provided = {
    __typename: 'ProvidedConsultancy',
    id: 'pc0000000000000000000001',
    consultant: {
      __typename: 'ConsultantSummary',
      id: 'co0000000000000000000001',
      name: 'Marina Lopes',
      pictureUrl: null,
    },
    offer: { __typename: 'OfferedConsultancy', id: 'of0000000000000000000001', name: 'Manejo do café conilon' },
    farmer: {
      __typename: 'Farmer',
      id: 'fa0000000000000000000001',
      name: 'José Pereira',
      email: 'jose@example.com',
      phoneNumber: '+5527998765432',
      birthDate: '1970-05-20',
      pictureUrl: null,
      address: {
        __typename: 'Address',
        formattedAddress: 'Rua das Flores, 10 - Linhares - ES',
        city: 'Linhares',
        stateFrom: 'ES',
      },
    },
    property: { __typename: 'Property', id: 'pr0000000000000000000001', name: 'Sítio Boa Vista', totalArea: 12.5 },
    fixedPrice: 1500,
    status: 'IN_PROGRESS',
    startDate: '2026-03-10',
    endDate: null,
    createdAt: '2026-02-01T12:00:00.000Z',
    ...overrides,
  };
  const idOf = (value: unknown, fallback: string) => (value as { id?: string } | null)?.id ?? fallback;
  return {
    offerId: idOf(provided.offer, 'of0000000000000000000001'),
    farmerId: idOf(provided.farmer, 'fa0000000000000000000001'),
    ...provided,
  } as unknown as Provided;
}

/** A row as the list asks for it (ProvidedConsultancyListFields). */
export function makeProvidedRow(overrides: Partial<Record<keyof ProvidedConsultancyFieldsFragment, unknown>> = {}) {
  const { __typename, id, startDate, status, consultant, offer, farmer } = makeProvided(overrides);
  const person = farmer && { __typename: 'Farmer', id: farmer.id, name: farmer.name, pictureUrl: farmer.pictureUrl };
  return { __typename, id, startDate, status, consultant, offer, farmer: person };
}
