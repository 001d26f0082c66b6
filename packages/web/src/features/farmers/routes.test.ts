import { describe, expect, it } from 'vitest';
import { routesFor } from '@/app/areaScope';
import { propertyRoutes } from './properties/routes';
import { farmerRoutes } from './routes';

const pathsIn = (area: Parameters<typeof routesFor>[0]) =>
  routesFor(area, [...farmerRoutes, ...propertyRoutes]).map((route) => route.path);

const READS = ['agricultores', 'agricultores/:id', 'agricultores/propriedades/:id'];
const WRITES = [
  'agricultores/criar',
  'agricultores/editar/:id',
  'agricultores/propriedades/criar',
  'agricultores/propriedades/editar/:id',
  'agricultores/propriedades/criar/setores',
  'agricultores/propriedades/editar/setor/:id',
];

describe('farmer and land pages by area (issue 16)', () => {
  it.each(['CONSULTANT', 'ENTERPRISE_CONSULTANT'] as const)('%s mounts every farmer page, forms included', (area) => {
    expect(pathsIn(area).sort()).toEqual([...READS, ...WRITES].sort());
  });

  it('the company mounts the read pages only: its list (no Criar), the farmer and the property', () => {
    expect(pathsIn('ENTERPRISE').sort()).toEqual([...READS].sort());
  });

  it('the master area mounts none of them (it visits an area with viewAs)', () => {
    expect(pathsIn('MASTER')).toEqual([]);
  });
});
