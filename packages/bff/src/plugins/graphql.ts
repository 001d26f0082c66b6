import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import { COMMON } from '@talhao/schema';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import type { RequestContext } from '../context';
import { createRequestContext } from '../graphql/context-factory';
import { TrustedDocumentStore } from '../graphql/engine/document-store';
import { jitEngine } from '../graphql/engine/jit-gateway';
import { TRUSTED_MANIFEST, TrustedDocuments } from '../graphql/engine/trusted-documents';
import type { Services } from '../services';
import { localizeFrameworkError } from './framework-errors';
import { formatLimitError, hideSuggestions, queryLimitRules, queryParseOptions } from './query-limits';
import { trustedDocumentsHook } from './trusted-documents';

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
 *
 * The engine (issue 17): the web app's operations (trusted documents) are parsed and validated once at
 * start-up and named by id; in production nothing else is answered (plugins/trusted-documents.ts). Operations
 * run compiled by graphql-jit through Apollo's executor hook (graphql/engine/jit-gateway.ts), and no plugin
 * wraps every field (cache control and usage reporting are off: no @cacheControl hint, no Apollo Studio).
 */
export const graphqlPlugin = fp(
  async (app: FastifyInstance, { services, schema }: { services: Services; schema: GraphQLSchema }) => {
    const validationRules = queryLimitRules();
    const parseOptions = queryParseOptions();
    const trusted = new TrustedDocuments(TRUSTED_MANIFEST, schema, validationRules, parseOptions);
    const engine = jitEngine(schema);
    const apollo = new ApolloServer<RequestContext>({
      gateway: engine.gateway,
      documentStore: new TrustedDocumentStore(trusted),
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
      validationRules,
      parseOptions,
      // No drain plugin: it closes Fastify itself, and Fastify's close already drains and stops Apollo.
      plugins: [
        ApolloServerPluginLandingPageDisabled(),
        ApolloServerPluginCacheControlDisabled(),
        ApolloServerPluginUsageReportingDisabled(),
        // A federation subgraph's traces: this schema is no subgraph, and the plugin would still load the
        // usage-reporting protobuf (and a hook on every request) for nothing.
        ApolloServerPluginInlineTraceDisabled(),
        logUnexpectedErrors,
      ],
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
      preHandler: trustedDocumentsHook(trusted, services.config.trustedDocumentsOnly),
      handler: fastifyApolloHandler(apollo, {
        context: async (request, reply) => createRequestContext(services, request, reply),
      }),
    });
  },
  { name: 'talhao-graphql' },
);
