import type { Resolvers } from '../../generated/resolvers';
import { providedLoader } from './api';

/** A work names its provided consultancy by id; it loads through the request's by-id loader. */
export const providedNestedResolvers: Resolvers = {
  Work: {
    providedConsultancy: (work, _args, ctx) => providedLoader(ctx).load(work.providedConsultancyId),
  },
};
