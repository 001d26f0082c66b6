import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import { COMMON } from '@talhao/schema';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import type { RequestContext } from '../context';
import { createRequestContext } from '../graphql/context-factory';
import type { Services } from '../services';
import { localizeFrameworkError } from './framework-errors';
import { formatLimitError, hideSuggestions, queryLimitRules, queryParseOptions } from './query-limits';

export const GRAPHQL_PATH = '/graphql';

/** Codes whose message is meant for the user; anything else is an internal error and is masked. */
const isUnexpected = (error: GraphQLFormattedError) => {
  const code = error.extensions?.code;
  return code === undefined || code === 'INTERNAL_SERVER_ERROR';
};

/** Logs what is masked, with the request's logger (formatError has no context). */
const logUnexpectedErrors: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) {
          const code = error.extensions?.code;
          if (code === undefined || code === 'INTERNAL_SERVER_ERROR') {
            contextValue.log.error({ err: error.originalError ?? error, path: error.path }, 'graphql resolver failed');
          }
        }
      },
    };
  },
};

/**
 * Apollo Server on POST/GET /graphql. CSRF prevention on (a cross-site form cannot send the JSON
 * content type or the preflight header), no landing page, no introspection in production, and
 * errors never carry stack traces or upstream details.
 */
export const graphqlPlugin = fp(
  async (app: FastifyInstance, { services, schema }: { services: Services; schema: GraphQLSchema }) => {
    const apollo = new ApolloServer<RequestContext>({
      schema,
      csrfPrevention: true,
      // Fastify owns the process signals and closes Apollo through its onClose hook; Apollo's own
      // SIGINT/SIGTERM handlers would stop it first and leave Fastify's close hanging.
      stopOnTerminationSignals: false,
      introspection: !services.config.isProduction,
      includeStacktraceInErrorResponses: false,
      // Depth, cost, alias, directive and token limits (plugins/query-limits.ts); a batched JSON
      // array would multiply them, so it is refused (Apollo's default, stated here on purpose).
      allowBatchedHttpRequests: false,
      // The web never sends automatic persisted queries; off, nobody can fill the server's APQ
      // cache, and a hash mismatch is not answered as an internal error (Apollo gives it no code).
      persistedQueries: false,
      validationRules: queryLimitRules(),
      parseOptions: queryParseOptions(),
      // No drain plugin: it closes Fastify itself, and Fastify's close already drains and stops Apollo.
      plugins: [ApolloServerPluginLandingPageDisabled(), logUnexpectedErrors],
      formatError: (original, error) => {
        const limited = formatLimitError(original);
        const localized =
          limited === original ? localizeFrameworkError(limited, error, services.config.isProduction) : limited;
        const formatted = services.config.isProduction
          ? { ...localized, message: hideSuggestions(localized.message) }
          : localized;
        if (isUnexpected(formatted)) {
          return {
            message: COMMON.internal,
            locations: formatted.locations,
            path: formatted.path,
            extensions: { code: 'INTERNAL_SERVER_ERROR', severity: 'error' },
          };
        }
        const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
        return { ...formatted, extensions };
      },
    });
    await apollo.start();
    app.addHook('onClose', async () => {
      await apollo.stop();
    });
    app.route({
      method: ['GET', 'POST'],
      url: GRAPHQL_PATH,
      handler: fastifyApolloHandler(apollo, {
        context: async (request, reply) => createRequestContext(services, request, reply),
      }),
    });
  },
  { name: 'talhao-graphql' },
);
