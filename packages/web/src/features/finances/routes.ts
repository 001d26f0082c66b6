import type { RouteObject } from 'react-router-dom';

/** Filled by the slice that owns this folder (issue 4). Paths are relative to the area base. */
export const financeRoutes: RouteObject[] = [];
