import { fieldActivityPageSchema, upstreamFieldActivitySchema } from '@talhao/schema/upstream/recommendations';
import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../generated/resolvers';
import { pageInfo, pageNumber } from '../base/paging';
import { toUpstreamFieldActivityStatus } from '../base/provider-enums';
import { farmDataApi, farmerPath } from '../harvests/api';
import { harvestKey, harvestLoader } from '../harvests/loaders';
import { fieldActivityKey, fieldActivityLoader } from './loaders';
import { type FieldActivityModel, toFieldActivity } from './mapping';
import { LOAD, PAGE_INVALID } from './messages';

const present = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/** A farmer's field activities (spec 001 §2.7 '/atividades-de-campo') and one by id. */
export const fieldActivityResolvers: Resolvers = {
  Query: {
    fieldActivities: async (_parent, { farmerId, name, status, page }, ctx) => {
      const pageNo = pageNumber(page, PAGE_INVALID);
      const { api, userId } = farmDataApi(ctx, 'recommendations');
      const search = present(name);
      const body = {
        ...(search ? { name: search } : {}),
        ...(status ? { status: toUpstreamFieldActivityStatus(status) } : {}),
      };
      const list = await api.post(farmerPath(farmerId), body, {
        schema: fieldActivityPageSchema,
        ...LOAD,
        query: { pageNumber: pageNo },
      });
      const items = list.items.map((a) => toFieldActivity(a, userId));
      const loader = fieldActivityLoader(ctx);
      for (const activity of items) loader.prime(fieldActivityKey(activity.farmerId, activity.id), activity);
      return { ...pageInfo(pageNo, list.pageSize, list.total), items };
    },
    fieldActivity: async (_parent, { id }, ctx) => {
      const { api, userId } = farmDataApi(ctx, 'recommendations');
      try {
        const activity = await api.get(`/${encodeURIComponent(id)}`, { schema: upstreamFieldActivitySchema, ...LOAD });
        return toFieldActivity(activity, userId);
      } catch (error) {
        // Someone else's activity (or a removed one) reads as absent.
        if (error instanceof GraphQLError && error.extensions?.status === 404) return null;
        throw error;
      }
    },
  },
  FieldActivity: {
    // Batched per farmer by the harvest loader: a page of activities costs one call per farmer, not per row.
    harvest: (activity: FieldActivityModel, _args, ctx) =>
      activity.harvestId ? harvestLoader(ctx).load(harvestKey(activity.farmerId, activity.harvestId)) : null,
  },
};
