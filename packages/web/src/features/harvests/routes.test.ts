import { describe, expect, it } from 'vitest';
import { routesFor } from '@/app/areaScope';
import { harvestRoutes } from './routes';

describe('harvests page by area (issue 16)', () => {
  it.each(['CONSULTANT', 'ENTERPRISE_CONSULTANT', 'ENTERPRISE'] as const)(
    '%s mounts it (read-only for the company)',
    (area) => {
      expect(routesFor(area, harvestRoutes).map((route) => route.path)).toEqual(['agricultores/safras']);
    },
  );
});
