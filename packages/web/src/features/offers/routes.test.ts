import { describe, expect, it } from 'vitest';
import { routesFor } from '@/app/areaScope';
import { offeredConsultancyRoutes } from './routes';

const pathsIn = (area: Parameters<typeof routesFor>[0]) =>
  routesFor(area, offeredConsultancyRoutes)
    .map((route) => route.path)
    .sort();

describe('offer pages by area (issue 16)', () => {
  it.each(['CONSULTANT', 'ENTERPRISE'] as const)('%s mounts the list, the detail and both forms', (area) => {
    expect(pathsIn(area)).toEqual([
      'consultorias/ofertadas',
      'consultorias/ofertadas/:id',
      'consultorias/ofertadas/criar',
      'consultorias/ofertadas/editar/:id',
    ]);
  });

  it("the company consultant reads the company's offers: list and detail, no form", () => {
    expect(pathsIn('ENTERPRISE_CONSULTANT')).toEqual(['consultorias/ofertadas', 'consultorias/ofertadas/:id']);
  });
});
