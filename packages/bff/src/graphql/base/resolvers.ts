import { SUPPORT, supportChatHref } from '@talhao/schema';
import type { Resolvers } from '../../generated/resolvers';
import { DateScalar, DateTimeScalar, JsonScalar } from './scalars';

export const baseResolvers: Resolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
  JSON: JsonScalar,
  Query: {
    clientConfig: (_parent, _args, ctx) => ({
      googleClientId: ctx.config.googleClientId ?? null,
      tileUrl: ctx.config.tileUrl ?? null,
      tileAttribution: ctx.config.tileAttribution ?? null,
      supportPhone: SUPPORT.phone,
      supportChatUrl: supportChatHref(),
    }),
  },
  Mutation: {
    ping: () => true,
  },
};
