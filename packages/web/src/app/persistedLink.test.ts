import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ClientConfigDocument } from '../gql/graphql';
import { persistedDocumentLink } from './persistedLink';

/** What the HTTP link would read from the operation: its extensions and the http options of its context. */
async function sent(query: typeof ClientConfigDocument) {
  let seen: { extensions: Record<string, unknown>; http: unknown } | undefined;
  const capture = new ApolloLink((operation) => {
    seen = { extensions: operation.extensions, http: operation.getContext().http };
    return of({ data: { clientConfig: null } });
  });
  const client = new ApolloClient({ link: persistedDocumentLink.concat(capture), cache: new InMemoryCache() });
  await client.query({ query, fetchPolicy: 'no-cache' });
  return seen;
}

describe('persistedDocumentLink', () => {
  it('sends a generated document by its codegen hash only, never its text', async () => {
    const hash = (ClientConfigDocument as unknown as { __meta__: { hash: string } }).__meta__.hash;
    expect(hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(await sent(ClientConfigDocument)).toEqual({
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
      http: { includeQuery: false, includeExtensions: true },
    });
  });

  it('leaves a document without a hash as it is (production refuses it as an unknown operation)', async () => {
    const { __meta__: _meta, ...plain } = ClientConfigDocument as unknown as Record<string, unknown>;
    const seen = await sent(plain as unknown as typeof ClientConfigDocument);
    expect(seen?.extensions).toEqual({});
    expect(seen?.http).toBeUndefined();
  });
});
