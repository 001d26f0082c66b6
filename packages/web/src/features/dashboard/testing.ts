/**
 * Test fixtures of the /consultor dashboard: the DashboardConsultant answer with the __typename
 * fields the cache adds (the generated types leave them out).
 */

const work = (
  id: string,
  day: string,
  startWork: string,
  endWork: string,
  title: string,
  farmer: string,
  format: 'ONLINE' | 'IN_PERSON',
  property: string | null,
) => ({
  __typename: 'Work' as const,
  id,
  day,
  startWork,
  endWork,
  title,
  status: 'PLANNED' as const,
  format,
  farmer: { __typename: 'Farmer' as const, id: `farmer-${id}`, name: farmer },
  providedConsultancy: property
    ? {
        __typename: 'ProvidedConsultancy' as const,
        id: `provided-${id}`,
        property: { __typename: 'Property' as const, id: `property-${id}`, name: property },
        offer: { __typename: 'OfferedConsultancy' as const, id: `offered-${id}`, name: 'Manejo de café' },
      }
    : null,
});

export const DASHBOARD = {
  __typename: 'ConsultantDashboard' as const,
  month: '2026-11',
  revenue: 12345.67,
  jobs: 7,
  providedConsultancies: 3,
  trainings: 2,
  agenda: [
    work('w1', '2026-11-25', '08:00', '10:30', 'Visita técnica', 'João da Silva', 'IN_PERSON', 'Fazenda Boa Vista'),
    work('w2', '2026-12-02', '14:00', '15:00', 'Reunião de planejamento', 'Maria Oliveira', 'ONLINE', null),
  ],
};
