import { makeExecutableSchema } from '@graphql-tools/schema';
import { typeDefs } from '@talhao/schema/sdl';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from '../generated/resolvers';
import { accountResolvers } from './account';
import { applyAuthDirectives, fieldsWithoutAccessRule } from './auth-directive';
import { baseResolvers } from './base/resolvers';
import { placesResolvers } from './places/resolvers';

/** Resolvers of every domain; a domain adds its entry here. */
export const domainResolvers: Resolvers[] = [baseResolvers, ...accountResolvers, placesResolvers];

/**
 * The executable schema: SDL from packages/schema, resolvers per domain, @auth applied. A root
 * field without @auth or @public stops the server at start (rule 6: every field declares who may use it).
 */
export function buildSchema(resolvers: Resolvers[] = domainResolvers, sdl: string = typeDefs): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: sdl,
    // biome-ignore lint/suspicious/noExplicitAny: generated resolver maps are structurally typed per domain
    resolvers: resolvers as any,
    inheritResolversFromInterfaces: true,
  });
  const missing = fieldsWithoutAccessRule(schema);
  if (missing.length > 0) {
    throw new Error(`Campos sem @auth nem @public: ${missing.join(', ')}`);
  }
  return applyAuthDirectives(schema);
}
