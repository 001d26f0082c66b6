import { SUPPORT, supportChatHref } from '@talhao/schema';
import type { Resolvers } from '../../generated/resolvers';

export const baseResolvers: Resolvers = {
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
