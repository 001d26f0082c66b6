import { COMMON } from '@talhao/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TrustedDocuments } from '../graphql/engine/trusted-documents';

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

function refuse(reply: FastifyReply) {
  return reply
    .code(400)
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message: COMMON.unknownOperation, extensions: { code: UNKNOWN_OPERATION_CODE } }] });
}

/**
 * Runs before Apollo on /graphql. A request may name a listed document by id instead of sending its text
 * (POST body `documentId: "sha256:<hex>"` or `extensions.persistedQuery.sha256Hash`): the id is swapped for
 * the listed text, which Apollo then finds already parsed and validated (TrustedDocumentStore). An unknown id,
 * or an id sent with a different text, is refused. With `enforce` (production), a text that is not listed is
 * refused as well, before anything parses it; otherwise (development: GraphiQL, tests) it goes on to Apollo.
 * A GET names its document by text only (the web sends POSTs).
 */
export function trustedDocumentsHook(trusted: TrustedDocuments, enforce: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const params = request.method === 'GET' ? request.query : request.body;
    // A batch (JSON array) or an empty body: Apollo refuses it in its own words, without parsing anything.
    if (!isObject(params)) return;
    const id = request.method === 'GET' ? undefined : documentIdOf(params);
    if (id !== undefined) {
      const listed = trusted.byId(id);
      if (!listed || (params.query !== undefined && params.query !== listed.text)) return refuse(reply);
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
