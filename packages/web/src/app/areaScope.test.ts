import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CONSULTING_AREAS, inAreas, routesFor } from './areaScope';

describe('routesFor', () => {
  const routes: RouteObject[] = [
    { path: 'consultant-only' },
    { path: 'everyone', handle: CONSULTING_AREAS },
    { path: 'company', handle: inAreas('ENTERPRISE') },
  ];
  const paths = (area: Parameters<typeof routesFor>[0]) => routesFor(area, routes).map((route) => route.path);

  it('mounts a route without a scope in the consultant area only', () => {
    expect(paths('CONSULTANT')).toEqual(['consultant-only', 'everyone']);
    expect(paths('ENTERPRISE_CONSULTANT')).toEqual(['everyone']);
  });

  it('mounts a scoped route in each area it names', () => {
    expect(paths('ENTERPRISE')).toEqual(['everyone', 'company']);
    expect(paths('MASTER')).toEqual([]);
  });
});
