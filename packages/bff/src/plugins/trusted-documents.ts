import { COMMON } from '@talhao/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TrustedDocuments } from '../graphql/engine/trusted-documents';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH, tooDeep } from './json-body';

/** Code of a document that is not one of the web app's (production only). */
export const UNKNOWN_OPERATION_CODE = 'UNKNOWN_OPERATION';

type Params = Record<string, unknown>;

const isObject = (value: unknown): value is Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The id a request names: `documentId` (the web's form), else Apollo's `extensions.persistedQuery.sha256Hash`. */
function documentIdOf(params: Params): string | undefined {
  if (typeof params.documentId === 'string') return params.documentId;
  const persisted = isObject(params.extensions) ? params.extensions.persistedQuery : undefined;
  return isObject(persisted) && typeof persisted.sha256Hash === 'string' ? persisted.sha256Hash : undefined;
}

/** Apollo answers `extensions.persistedQuery` as automatic persisted queries (off): the id is ours, so it goes. */
function withoutPersistedQuery(extensions: unknown): Params | undefined {
  if (!isObject(extensions)) return undefined;
  const { persistedQuery: _persistedQuery, ...rest } = extensions;
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/**
 * A GET's parameters as Apollo reads them: `extensions` (and `variables`) are JSON texts in the URL, held to the
 * nesting limit of a JSON body (json-body.ts).
 */
function getParams(query: Params): Params {
  for (const key of ['variables', 'extensions']) {
    const text = query[key];
    if (typeof text === 'string' && jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) throw tooDeep();
  }
  if (typeof query.extensions !== 'string') return query;
  try {
    return { ...query, extensions: JSON.parse(query.extensions) };
  } catch {
    // Not JSON: no id in it; Apollo refuses the text in its own words (or, in production, it is unknown).
    return query;
  }
}

/**
 * The URL Apollo reads a GET from (it parses the raw URL, not Fastify's `request.query`): the listed text in
 * place of the id, the other parameters as they came.
 */
function getUrlWithText(url: string, params: Params, text: string): string {
  const search = new URLSearchParams({ query: text });
  for (const key of ['operationName', 'variables'] as const) {
    if (typeof params[key] === 'string') search.set(key, params[key]);
  }
  const extensions = withoutPersistedQuery(params.extensions);
  if (extensions) search.set('extensions', JSON.stringify(extensions));
  return `${url.split('?')[0]}?${search}`;
}

function refuse(reply: FastifyReply) {
  return reply
    .code(400)
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message: COMMON.unknownOperation, extensions: { code: UNKNOWN_OPERATION_CODE } }] });
}

/**
 * Runs before Apollo on /graphql. A request may name a listed document by id instead of sending its text
 * (`documentId: "sha256:<hex>"` or `extensions.persistedQuery.sha256Hash`, in a POST's body or a GET's URL):
 * the id is swapped for the listed text, which Apollo then finds already parsed and validated
 * (TrustedDocumentStore). An unknown id, or an id sent with a different text, is refused. With `enforce`
 * (production), a text that is not listed is refused as well, before anything parses it; otherwise
 * (development: GraphiQL, tests) it goes on to Apollo. A GET runs queries only (Apollo refuses a mutation there).
 */
export function trustedDocumentsHook(trusted: TrustedDocuments, enforce: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const isGet = request.method === 'GET';
    const params = isGet && isObject(request.query) ? getParams(request.query) : request.body;
    // A batch (JSON array) or an empty body: Apollo refuses it in its own words, without parsing anything.
    if (!isObject(params)) return;
    const id = documentIdOf(params);
    if (id !== undefined) {
      const listed = trusted.byId(id);
      if (!listed || (params.query !== undefined && params.query !== listed.text)) return refuse(reply);
      if (isGet) {
        request.raw.url = getUrlWithText(request.url, params, listed.text);
        return;
      }
      params.query = listed.text;
      delete params.documentId;
      const extensions = withoutPersistedQuery(params.extensions);
      if (extensions) params.extensions = extensions;
      else delete params.extensions;
      return;
    }
    if (!enforce) return;
    if (typeof params.query === 'string' && trusted.byText(params.query)) return;
    return refuse(reply);
  };
}
