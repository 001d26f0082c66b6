import { familyFor } from '@talhao/schema/upstream/domainFamilies';
import { workPageSchema } from '@talhao/schema/upstream/schedule';
import type { Resolvers } from '../../generated/resolvers';
import { farmerSubject } from './farmer-access';
import { LOAD } from './messages';

/**
 * Farmer fields read only when a page asks for them: the hub's 'Visitas técnicas' count is the caller's
 * COMPLETED works with the farmer, one `POST {work family}/filter {user, status: [COMPLETED]}` whose `total`
 * is the count (docs/rest-contract.md "Issue 14 — farmers"). Meant for one farmer's page, not for a list.
 */
export const farmerFieldResolvers: Resolvers = {
  Farmer: {
    completedVisitCount: async (farmer, _args, ctx) => {
      const { role } = farmerSubject(ctx);
      const family = familyFor('workSchedule', role);
      if (!family) return 0;
      const page = await ctx.upstream
        .family(family)
        .post(
          '/filter',
          { user: farmer.id, status: ['COMPLETED'] },
          { schema: workPageSchema, ...LOAD, query: { pageNumber: 1 } },
        );
      return page.total;
    },
  },
};
