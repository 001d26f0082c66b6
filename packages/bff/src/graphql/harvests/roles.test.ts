import { describeFarmListRoles } from '../../test/farmListRoles';
import { useStack } from '../../test/helpers';

/**
 * Issue 16: harvests are read by a consultant, a company (read-only) and a company consultant through the same
 * family (farmerHarvestApi, HARVESTS_FAMILIES); a company never reads another company's farmers' harvests.
 */
const stack = useStack({ signIn: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'MASTER'] });

describeFarmListRoles(stack, {
  field: 'harvests',
  selection: '{ total items { id cultureName } }',
  plural: 'harvests',
  family: 'farmerHarvestApi',
  route: '/filter/:farmerId',
});
