import { describe, expect, it } from 'vitest';
import { routesFor } from '@/app/areaScope';
import { analysesRoutes } from './routes';

const pathsIn = (area: Parameters<typeof routesFor>[0]) => routesFor(area, analysesRoutes).map((route) => route.path);

describe('lab analysis pages by area (issue 16)', () => {
  it.each(['CONSULTANT', 'ENTERPRISE_CONSULTANT'] as const)("%s mounts the list and 'inserir'", (area) => {
    expect(pathsIn(area)).toEqual(['agricultores/analises-agronomicas', 'agricultores/analises-agronomicas/inserir']);
  });

  it('the company reads the list only', () => {
    expect(pathsIn('ENTERPRISE')).toEqual(['agricultores/analises-agronomicas']);
  });
});
