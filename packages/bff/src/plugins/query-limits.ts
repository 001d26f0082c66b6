import { ApolloArmor } from '@escape.tech/graphql-armor';
import { COMMON } from '@talhao/schema';
import { GraphQLError, type GraphQLFormattedError, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * How big an operation may be. The web app's heaviest operations today (security/limits.test.ts checks
 * every one of them) reach depth 7, cost ~280, 0 aliases, 0 directives and ~200
 * tokens; each limit leaves room for new screens while cutting off the abusive shapes.
 */
export const QUERY_LIMITS = {
  /** Nested selections: 12 covers profile → company → address → coords-like chains with room to spare, and stops recursion through object cycles (provided → farmer → properties → …). */
  maxDepth: 12,
  /** graphql-armor's cost (objects 2, scalars 1, ×1.5 per level): ~10× the heaviest screen, far below what makes a request fan out into hundreds of upstream calls. */
  maxCost: 3000,
  /** Aliases let one request call the same resolver (and its upstream) many times; the web uses none. */
  maxAliases: 10,
  /** @include/@skip are the only directives a client may send; the web uses none, so 10 only blocks directive flooding. */
  maxDirectives: 10,
  /** Lexical tokens, counted by the parser before any AST is built: bounds parse time and memory of huge documents (~10× the largest web operation). */
  maxTokens: 2000,
} as const;

export type QueryLimits = { [K in keyof typeof QUERY_LIMITS]: number };

/** Code of a refused operation shape; Apollo uses it for malformed requests too. */
export const QUERY_LIMIT_CODE = 'BAD_REQUEST';

/** Talhão's own wording (the specification shows none), kept with the other common messages. */
export const QUERY_LIMIT_MESSAGES = {
  tooComplex: COMMON.queryTooComplex,
  batch: COMMON.oneOperationPerRequest,
} as const;

type LimitName = 'depth' | 'cost' | 'aliases' | 'directives' | 'tokens';

/** A plain validation error (HTTP 400 through Apollo) in place of graphql-armor's English one. */
const reject = (limit: LimitName) => (context: ValidationContext | null) => {
  context?.reportError(
    new GraphQLError(QUERY_LIMIT_MESSAGES.tooComplex, { extensions: { code: QUERY_LIMIT_CODE, limit } }),
  );
};

/** The depth, cost, alias and directive rules, added to Apollo's `validationRules`. */
export function queryLimitRules(limits: QueryLimits = QUERY_LIMITS): ValidationRule[] {
  const quiet = { propagateOnRejection: false } as const;
  return new ApolloArmor({
    // formatError strips suggestions from every error, not only validation ones (see hideSuggestions).
    blockFieldSuggestion: { enabled: false },
    // Counted by graphql's own parser (Apollo's parseOptions), before any plugin hook runs.
    maxTokens: { enabled: false },
    maxDepth: { ...quiet, n: limits.maxDepth, onReject: [reject('depth')] },
    costLimit: { ...quiet, maxCost: limits.maxCost, onReject: [reject('cost')] },
    maxAliases: { ...quiet, n: limits.maxAliases, onReject: [reject('aliases')] },
    maxDirectives: { ...quiet, n: limits.maxDirectives, onReject: [reject('directives')] },
  }).protect().validationRules as ValidationRule[];
}

/** Apollo's `parseOptions`: the parser aborts past this many tokens. */
export const queryParseOptions = (limits: QueryLimits = QUERY_LIMITS) => ({ maxTokens: limits.maxTokens });

// graphql 16 spells it "more that"; "than" is accepted for when that is fixed.
const TOO_MANY_TOKENS = /^Syntax Error: Document contains more th(?:an|at) \d+ tokens/;
const BATCHING_DISABLED = /^Operation batching disabled/;

/** The parser's token abort and Apollo's batch refusal, reworded like the other limits. */
export function formatLimitError(error: GraphQLFormattedError): GraphQLFormattedError {
  const code = error.extensions?.code;
  // Apollo files our validation errors under GRAPHQL_VALIDATION_FAILED; all limits share one code.
  if (error.message === QUERY_LIMIT_MESSAGES.tooComplex && typeof error.extensions?.limit === 'string') {
    return { ...error, extensions: { code: QUERY_LIMIT_CODE, limit: error.extensions.limit } };
  }
  if (code === 'GRAPHQL_PARSE_FAILED' && TOO_MANY_TOKENS.test(error.message)) {
    return { message: QUERY_LIMIT_MESSAGES.tooComplex, extensions: { code: QUERY_LIMIT_CODE, limit: 'tokens' } };
  }
  if (code === 'BAD_REQUEST' && BATCHING_DISABLED.test(error.message)) {
    return { message: QUERY_LIMIT_MESSAGES.batch, extensions: { code: QUERY_LIMIT_CODE, limit: 'batch' } };
  }
  return error;
}

/**
 * graphql-js appends `Did you mean "x"?` to unknown fields, arguments, types and enum values (in
 * validation and in variable coercion alike); in production that maps the schema for a caller
 * without introspection, so it is dropped.
 */
export function hideSuggestions(message: string): string {
  return message.replace(/ ?Did you mean [^?]*\?/g, '');
}
