import { fieldActivityPageSchema } from '@talhao/schema/upstream/recommendations';
import DataLoader from 'dataloader';
import type { RequestContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers';
import { scopedLoader } from '../base/by-id-loader';
import { farmDataApi, farmerPath } from '../harvests/api';
import { LOAD } from './messages';

/**
 * How many field activities (recommendations) each farmer has: the `total` of one POST
 * farmerFieldActivityApi/filter/{farmerId} per farmer, shared by every consultancy of that farmer in the request.
 * A farmer the caller no longer sees counts 0.
 */
const recommendationCountLoader = (ctx: RequestContext) => {
  const { api } = farmDataApi(ctx, 'recommendations');
  return scopedLoader(
    ctx,
    'recommendationCount',
    () =>
      new DataLoader<string, number>((farmerIds) =>
        Promise.all(
          farmerIds.map(async (farmerId) => {
            try {
              const page = await api.post(
                farmerPath(farmerId),
                {},
                {
                  schema: fieldActivityPageSchema,
                  ...LOAD,
                  query: { pageNumber: 1 },
                },
              );
              return page.total;
            } catch (error) {
              if ((error as { extensions?: { status?: number } }).extensions?.status === 404) return 0;
              throw error;
            }
          }),
        ),
      ),
  );
};

/** The provided-consultancy page's 'Recomendações' link counts its farmer's recommendations. */
export const recommendationCountResolvers: Resolvers = {
  ProvidedConsultancy: {
    recommendationCount: (provided, _args, ctx) => recommendationCountLoader(ctx).load(provided.farmerId),
  },
};
