/** Report fixtures for the reports feature's tests (GraphQL shapes with their typenames). */
export const REPORT_ID = 'rp0000000000000000000001';
export const PROVIDED_ID = 'pc0000000000000000000001';
export const FARMER_ID = 'fa0000000000000000000001';

export const ALL_CAPABILITIES = {
  __typename: 'ReportCapabilities',
  canEdit: true,
  canEditTechnicalAdvice: false,
  canAddTechnicalAdvice: true,
  canAddItems: true,
  canEditItems: true,
  canRecommend: true,
  canEditRecommendations: true,
  canDelete: true,
} as const;

export function makeItem(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ReportItem',
    index: 0,
    title: 'Vista geral da lavoura',
    description: 'Plantas com bom vigor.',
    fileUrl: '/files/uploads/seed-relatorio-lavoura.png',
    fileName: 'seed-relatorio-lavoura.png',
    fileType: 'image/png',
    ...overrides,
  };
}

export function makeActivity(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'FieldActivity',
    id: 'act1',
    name: 'Aplicação de fungicida',
    activityType: 'APPLICATION',
    startDate: '2026-11-18',
    endDate: '2026-11-25',
    description: 'Fungicida preventivo no R1',
    sectors: [
      { __typename: 'FarmRecordRef', id: 's1', name: 'Talhão 1' },
      { __typename: 'FarmRecordRef', id: 's2', name: 'Talhão 2' },
    ],
    createdByMe: true,
    ...overrides,
  };
}

export function makeReport(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Report',
    id: REPORT_ID,
    title: 'Visita técnica — Soja',
    description: 'Visita para avaliar a cultura.',
    technicalAdvice: null as string | null,
    providedConsultancyId: PROVIDED_ID,
    farmerId: FARMER_ID,
    createdAt: '2026-11-10T14:00:00.000Z',
    createdByMe: true,
    items: [] as unknown[],
    recommendedActivityIds: [] as string[],
    capabilities: ALL_CAPABILITIES as Record<string, unknown>,
    farmer: {
      __typename: 'Farmer',
      id: FARMER_ID,
      name: 'José da Silva',
      address: { __typename: 'Address', city: 'Rio Verde', stateFrom: 'GO' },
    },
    recommendedActivities: [] as unknown[],
    ...overrides,
  };
}
