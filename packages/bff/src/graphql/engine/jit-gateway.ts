import type { ApolloServerOptions, BaseContext } from '@apollo/server';
import { type DocumentNode, execute, GraphQLError, type GraphQLSchema, getVariableValues } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';

/** Apollo's executor hook: the `gateway` option (load() → { schema, executor }). */
type Gateway = Extract<ApolloServerOptions<BaseContext>, { gateway: unknown }>['gateway'];
type Executor = Awaited<ReturnType<Gateway['load']>>['executor'];

/**
 * graphql-jit's errors are GraphQLErrors by prototype only: no `extensions` object when the thrown error had
 * none, which Apollo's error formatting expects. Rebuilt as graphql-js builds them (extensions taken from the
 * original error), with the same message, path and locations.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  if (error.constructor === GraphQLError && error.extensions) return error;
  const rebuilt = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.originalError instanceof GraphQLError ? error.originalError.extensions : error.extensions,
  });
  (rebuilt as { locations: GraphQLError['locations'] }).locations = error.locations;
  return rebuilt;
}

/** Compiled operations of one document, by operation name ('' when the request names none). */
type Compiled = Map<string, CompiledQuery | null>;

export interface JitEngine {
  gateway: Gateway;
  /** How many operations were compiled, and how many fell back to graphql-js (tests, start-up log). */
  stats(): { compiled: number; fallbacks: number };
}

/**
 * Compiled execution (graphql-jit) behind Apollo's executor hook. Each document is compiled once per
 * operation name and kept as long as the document lives: Apollo's document store hands out the same
 * DocumentNode for the same query (the trusted documents for ever, others while cached), so a WeakMap by
 * document is the cache. A document graphql-jit cannot compile runs through graphql-js `execute`, and
 * either way the result goes back into Apollo's pipeline (formatError, didEncounterErrors, HTTP status)
 * exactly as graphql-js results do.
 */
export function jitEngine(schema: GraphQLSchema): JitEngine {
  const cache = new WeakMap<DocumentNode, Compiled>();
  let compiled = 0;
  let fallbacks = 0;

  const compile = (document: DocumentNode, operationName: string | undefined): CompiledQuery | null => {
    let byName = cache.get(document);
    if (!byName) {
      byName = new Map();
      cache.set(document, byName);
    }
    const key = operationName ?? '';
    const cached = byName.get(key);
    if (cached !== undefined) return cached;
    let result: CompiledQuery | null = null;
    try {
      const attempt = compileQuery(schema, document, operationName);
      if (isCompiledQuery(attempt)) result = attempt;
    } catch {
      // graphql-jit refused the shape: graphql-js runs it (and reports any error in its own words).
    }
    if (result) compiled += 1;
    else fallbacks += 1;
    byName.set(key, result);
    return result;
  };

  const executor: Executor = async (requestContext) => {
    const { document, request, context, operation } = requestContext;
    const operationName = request.operationName ?? undefined;
    const variables = request.variables ?? {};
    const query = compile(document, operationName);
    if (!query) return execute({ schema, document, contextValue: context, variableValues: variables, operationName });
    // Variables are checked by graphql-js first: its errors are the ones Apollo recognises as the client's
    // (BAD_USER_INPUT, 400) and formatError localizes (a scalar's own message, e.g. 'Data inválida').
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
    if (coerced.errors) return { errors: coerced.errors };
    const result = await query.query(undefined, context, variables);
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
  };

  return {
    gateway: {
      async load() {
        return { schema, executor };
      },
      onSchemaLoadOrUpdate(callback) {
        callback({ apiSchema: schema, coreSupergraphSdl: '' });
        return () => {};
      },
      async stop() {},
    },
    stats: () => ({ compiled, fallbacks }),
  };
}
