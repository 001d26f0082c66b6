import { describeFarmListRoles } from '../../test/farmListRoles';
import { useStack } from '../../test/helpers';

/**
 * Issue 16: inventories are read by a consultant, a company (read-only) and a company consultant through the same
 * family (farmerProductsInventoryApi, INVENTORY_FAMILIES); a company never reads another company's farmers' inventories.
 */
const stack = useStack({ signIn: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'MASTER'] });

describeFarmListRoles(stack, {
  field: 'inventory',
  selection: '{ total items { id product } }',
  plural: 'inventories',
  family: 'farmerProductsInventoryApi',
  route: '/products/filter/:farmerId',
});
