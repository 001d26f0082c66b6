import type { RouteObject } from 'react-router-dom';
import { CONSULTING_AREAS } from '@/app/areaScope';

/** A farmer's inventory, relative to an area base (spec 001 §2.7: /agricultores/estoque?farmerId=…). */
export const inventoryRoutes: RouteObject[] = [
  {
    path: 'agricultores/estoque',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./InventoryPage')).InventoryPage }),
  },
];
