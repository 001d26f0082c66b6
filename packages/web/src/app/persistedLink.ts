import { ApolloLink, type DocumentNode } from '@apollo/client';

/** Codegen stamps every generated document with its sha256 (`__meta__.hash`, "sha256:<hex>"). */
const hashOf = (document: DocumentNode): string | undefined =>
  (document as DocumentNode & { __meta__?: { hash?: unknown } }).__meta__?.hash as string | undefined;

/**
 * Sends every operation the app was built with by id only (trusted documents, issue 17): the BFF runs its own
 * copy of the listed text, already parsed and validated, and in production answers nothing else. The id
 * travels as `extensions.persistedQuery.sha256Hash`; the text is never sent, so there is no fallback to an
 * unlisted query. A document without a hash (written by hand, not through codegen) goes as text: development
 * answers it, production refuses it with UNKNOWN_OPERATION.
 */
export const persistedDocumentLink = new ApolloLink((operation, forward) => {
  const hash = hashOf(operation.query);
  if (hash) {
    operation.extensions = { ...operation.extensions, persistedQuery: { version: 1, sha256Hash: hash } };
    operation.setContext(({ http }: { http?: Record<string, unknown> }) => ({
      http: { ...http, includeQuery: false, includeExtensions: true },
    }));
  }
  return forward(operation);
});
