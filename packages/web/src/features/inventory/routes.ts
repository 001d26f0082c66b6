import type { RouteObject } from 'react-router-dom';

/** A farmer's inventory, relative to an area base (spec 001 §2.7: /agricultores/estoque?farmerId=…). */
export const inventoryRoutes: RouteObject[] = [
  {
    path: 'agricultores/estoque',
    lazy: async () => ({ Component: (await import('./InventoryPage')).InventoryPage }),
  },
];
