import type { TrainingFieldsFragment } from '@/gql/graphql';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';

/** Test-only helpers of the training pages. */

export const renderTrainings = renderAreaRoutes;

/** A training a week from now (so the form accepts its date), in person, with every field filled. */
export function makeTraining(
  overrides: Partial<TrainingFieldsFragment> = {},
): TrainingFieldsFragment & { __typename: 'Training' } {
  return {
    __typename: 'Training',
    id: 'tr0000000000000000000001',
    title: 'Manejo integrado de pragas',
    date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    duration: '02:30',
    price: 150,
    profit: 90,
    format: 'IN_PERSON',
    summary: 'Como identificar e controlar as principais pragas da soja sem excesso de defensivos.',
    description: '<p>Conteúdo completo do treinamento.</p>',
    specificInformation: '<p>Levar caderno.</p>',
    availableSpots: 20,
    confirmedCount: 3,
    remainingSpots: 17,
    imageUrl: null,
    editable: true,
    consultantIds: [],
    address: {
      __typename: 'Address',
      formattedAddress: 'Linhares, ES',
      city: 'Linhares',
      stateFrom: 'ES',
      country: null,
      neighborhood: null,
      street: null,
      streetNumber: null,
      postalCode: null,
      coords: { __typename: 'Coords', latitude: -19.39, longitude: -40.07 },
    },
    ...overrides,
  } as TrainingFieldsFragment & { __typename: 'Training' };
}
