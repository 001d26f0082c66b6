import type { WebRole } from '@talhao/schema';
import type { RouteObject } from 'react-router-dom';

/**
 * Which areas mount a page. A page is built once (one route object in its domain's routes.ts) and
 * mounted under every area base its `handle` names; a route without one is the consultant's only.
 * A page an area does not mount answers there as the specification says (not available yet, or
 * not found), so a company never reaches a form it may not submit.
 */
export interface AreaScope {
  areas: readonly WebRole[];
}

export const inAreas = (...areas: WebRole[]): AreaScope => ({ areas });

/** Every area that serves farm data and delivered consultancies (the company reads, the others write). */
export const CONSULTING_AREAS = inAreas('CONSULTANT', 'ENTERPRISE_CONSULTANT', 'ENTERPRISE');
/** The areas whose users write farm data and deliver consultancies. */
export const WORKING_AREAS = inAreas('CONSULTANT', 'ENTERPRISE_CONSULTANT');

const scopeOf = (route: RouteObject): readonly WebRole[] =>
  (route.handle as Partial<AreaScope> | undefined)?.areas ?? ['CONSULTANT'];

/** The routes of `routes` that `area` mounts. */
export const routesFor = (area: WebRole, routes: readonly RouteObject[]): RouteObject[] =>
  routes.filter((route) => scopeOf(route).includes(area));
