/**
 * Test fixtures of the /master dashboard: the shapes of the MasterDashboard queries, with the
 * __typename fields the cache adds (the generated types leave them out).
 */

export const STATISTICS = {
  __typename: 'MasterStatistics' as const,
  farmers: 1234,
  companies: 12,
  consultants: 40,
  enterpriseConsultants: 25,
  devices: [
    { __typename: 'DeviceCount' as const, platform: 'Android', count: 5678 },
    { __typename: 'DeviceCount' as const, platform: 'iOS', count: 910 },
  ],
  consultanciesProvided: 300,
  enterpriseConsultanciesProvided: 1150,
  trainings: 20,
  enterpriseTrainings: 8,
  monthTransactions: 12345.67,
  earningsByMonth: [
    ['2026-01', 4000, 0],
    ['2026-02', 5200.5, 1200],
    ['2026-03', 6100, 800],
    ['2026-04', 3900, 2500],
    ['2026-05', 7300, 1500],
    ['2026-06', 9845.67, 2500],
  ].map(([month, consultancy, training]) => ({
    __typename: 'MonthlyEarnings' as const,
    month: month as string,
    consultancy: consultancy as number,
    training: training as number,
  })),
};

const place = (label: string, stateFrom: string, count: number, city: string | null = label) => ({
  __typename: 'UsersPerPlace' as const,
  label,
  city,
  stateFrom,
  count,
});

export const FARMERS_BY_CITY = [
  place('Linhares', 'ES', 617),
  place('Vitória', 'ES', 1234),
  place('Colatina', 'ES', 88),
];
export const CONSULTANTS_BY_CITY = [place('Cachoeiro de Itapemirim', 'ES', 9), place('Vitória', 'ES', 21)];
export const CONSULTANTS_BY_STATE = [place('ES', 'ES', 30, null), place('MG', 'MG', 7, null)];
