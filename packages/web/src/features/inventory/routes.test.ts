import { describe, expect, it } from 'vitest';
import { routesFor } from '@/app/areaScope';
import { inventoryRoutes } from './routes';

describe('inventory page by area (issue 16)', () => {
  it.each(['CONSULTANT', 'ENTERPRISE_CONSULTANT', 'ENTERPRISE'] as const)(
    '%s mounts it (read-only for the company)',
    (area) => {
      expect(routesFor(area, inventoryRoutes).map((route) => route.path)).toEqual(['agricultores/estoque']);
    },
  );
});
