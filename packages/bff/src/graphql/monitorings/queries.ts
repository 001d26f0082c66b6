import { monitoringCountSchema, monitoringPageSchema } from '@talhao/schema/upstream/monitorings';
import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../generated/resolvers';
import { pageInfo, pageNumber } from '../base/paging';
import { idPath, monitoringOf, monitoringsApi, upstreamMonitoringSchema } from './api';
import { monitoringCountLoader } from './loaders';
import { LOAD, PAGE_INVALID } from './messages';

const isAbsent = (error: unknown) => {
  const status = error instanceof GraphQLError ? error.extensions?.status : undefined;
  return status === 404 || status === 403;
};

/**
 * The monitorings of a provided consultancy (one POST …/monitoring/filter/{id} per page) and one monitoring
 * with its timeline (one GET): sector names and senders come populated, so neither asks anything else. A
 * consultancy the caller may not see is NOT_FOUND; a monitoring, null. Counts: ProvidedConsultancy's batch
 * through monitoringCountLoader, Farmer's one `{user}` count.
 */
export const monitoringQueryResolvers: Resolvers = {
  Query: {
    monitorings: async (_parent, { consultancyProvidedId, page }, ctx) => {
      const pageNo = pageNumber(page, PAGE_INVALID);
      const list = await monitoringsApi(ctx).post(
        `/monitoring/filter/${idPath(consultancyProvidedId)}`,
        {},
        { schema: monitoringPageSchema, ...LOAD, query: { pageNumber: pageNo } },
      );
      return {
        ...pageInfo(pageNo, list.pageSize, list.total),
        items: list.items.map((item) => monitoringOf(ctx, item)),
      };
    },
    monitoring: async (_parent, { id }, ctx) => {
      try {
        const payload = await monitoringsApi(ctx).get(`/monitoring/${idPath(id)}`, {
          schema: upstreamMonitoringSchema,
          ...LOAD,
        });
        return monitoringOf(ctx, payload);
      } catch (error) {
        if (isAbsent(error)) return null;
        throw error;
      }
    },
  },
  ProvidedConsultancy: {
    monitoringCount: (provided, _args, ctx) => monitoringCountLoader(ctx).load(provided.id),
  },
  Farmer: {
    monitoringCount: async (farmer, _args, ctx) => {
      const counted = await monitoringsApi(ctx).post(
        '/monitoring/count/filter',
        { user: farmer.id },
        { schema: monitoringCountSchema, ...LOAD },
      );
      return counted.total;
    },
  },
};
