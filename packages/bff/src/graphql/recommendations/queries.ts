import { todayInSaoPaulo } from '@talhao/schema';
import {
  fieldActivityListSchema,
  fieldActivityPageSchema,
  upstreamFieldActivitySchema,
} from '@talhao/schema/upstream/recommendations';
import { GraphQLError } from 'graphql';
import { appError } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { daysBetween } from '../base/dates';
import { pageInfo, pageNumber } from '../base/paging';
import { toUpstreamFieldActivityStatus } from '../base/provider-enums';
import { farmerLoader } from '../farmers/loaders';
import { farmDataApi, farmerPath } from '../harvests/api';
import { harvestKey, harvestLoader } from '../harvests/loaders';
import { fieldActivityKey, fieldActivityLoader } from './loaders';
import { type FieldActivityModel, toFieldActivity } from './mapping';
import { LOAD, PAGE_INVALID, RECOMMENDATION_TEXTS } from './messages';
import { occurrencesBetween } from './recurrence';

const badInput = (message: string) => appError('BAD_USER_INPUT', message, { status: 400 });
const OCCURRENCE_RANGE_DAYS = 62;

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
    /**
     * The calendar's markers: one POST farmerFieldActivityApi/created-by-me/filter (a deployment extension) for the
     * range, the days each recommendation happens computed here, the farmers' names batched. Canceled ones are left
     * out.
     */
    recommendationOccurrences: async (_parent, { start, end }, ctx) => {
      const span = daysBetween(start, end);
      if (span < 0) throw badInput(RECOMMENDATION_TEXTS.rangeInvalid);
      if (span > OCCURRENCE_RANGE_DAYS) throw badInput(RECOMMENDATION_TEXTS.rangeTooLong);
      const { api, userId } = farmDataApi(ctx, 'recommendations');
      const { items } = await api.post(
        '/created-by-me/filter',
        { startDate: start, endDate: end },
        { schema: fieldActivityListSchema, ...LOAD },
      );
      const activities = items.map((a) => toFieldActivity(a, userId)).filter((a) => a.status !== 'CANCELED');
      const farmers = farmerLoader(ctx);
      const names = new Map(
        await Promise.all(
          [...new Set(activities.map((a) => a.farmerId))].map(
            async (id) => [id, (await farmers.load(id))?.name ?? null] as const,
          ),
        ),
      );
      return activities
        .flatMap((activity) =>
          occurrencesBetween(activity.recurrenceKind, activity.startDate, activity.endDate, start, end).map((date) => ({
            date,
            activityId: activity.id,
            title: activity.name,
            farmerId: activity.farmerId,
            farmerName: names.get(activity.farmerId) ?? null,
            recurrence: activity.recurrenceKind,
            status: activity.status,
          })),
        )
        .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title, 'pt-BR'));
    },
  },
  FieldActivity: {
    // The next days from São Paulo's today; a canceled or completed recommendation has none.
    nextOccurrences: (activity: FieldActivityModel, { count }, ctx) => {
      const limit = count ?? 5;
      if (!Number.isInteger(limit) || limit < 1 || limit > 50) throw badInput(RECOMMENDATION_TEXTS.countRange);
      if (activity.status === 'CANCELED' || activity.status === 'COMPLETED') return [];
      const today = todayInSaoPaulo(ctx.now());
      return occurrencesBetween(
        activity.recurrenceKind,
        activity.startDate,
        activity.endDate,
        today,
        activity.endDate,
        limit,
      );
    },
    // Batched by the farmer loader (one lookup for a page's farmers).
    farmerName: async (activity: FieldActivityModel, _args, ctx) =>
      (await farmerLoader(ctx).load(activity.farmerId))?.name ?? null,
    // Batched per farmer by the harvest loader: a page of activities costs one call per farmer, not per row.
    harvest: (activity: FieldActivityModel, _args, ctx) =>
      activity.harvestId ? harvestLoader(ctx).load(harvestKey(activity.farmerId, activity.harvestId)) : null,
  },
};
