import { describe, expect, it } from 'vitest';
import { routesFor } from '@/app/areaScope';
import { consultantsRoutes } from '@/features/consultants/routes';
import { financeRoutes } from '@/features/finances/routes';
import { trainingRoutes } from '@/features/trainings/routes';

const paths = (area: Parameters<typeof routesFor>[0], routes: Parameters<typeof routesFor>[1]) =>
  routesFor(area, routes).map((route) => route.path);

describe('issue 16 pages per area', () => {
  it('the consultants pages are the company’s only', () => {
    expect(paths('ENTERPRISE', consultantsRoutes)).toEqual([
      'consultores',
      'consultores/criar',
      'consultores/editar/:id',
      'consultores/:id',
    ]);
    for (const area of ['CONSULTANT', 'ENTERPRISE_CONSULTANT', 'MASTER'] as const) {
      expect(paths(area, consultantsRoutes)).toEqual([]);
    }
  });

  it('finances serve the consultant and the company; trainings’ forms the writers, lists and detail everyone', () => {
    expect(paths('ENTERPRISE', financeRoutes)).toEqual(['financas']);
    expect(paths('CONSULTANT', financeRoutes)).toEqual(['financas']);
    expect(paths('ENTERPRISE_CONSULTANT', financeRoutes)).toEqual([]);
    const forms = ['treinamentos/criar', 'treinamentos/editar/:id'];
    expect(paths('ENTERPRISE', trainingRoutes)).toEqual(expect.arrayContaining(forms));
    expect(paths('CONSULTANT', trainingRoutes)).toEqual(expect.arrayContaining(forms));
    expect(paths('ENTERPRISE_CONSULTANT', trainingRoutes)).toEqual([
      'treinamentos/abertos',
      'treinamentos/historico',
      'treinamentos/:id',
    ]);
  });
});
