import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { AccountDeleteDocument, ClientConfigDocument, FarmersListDocument } from '../gql/graphql';
import { MAX_GET_VARIABLES_CHARS, persistedDocumentLink } from './persistedLink';

interface Seen {
  extensions: Record<string, unknown>;
  http: unknown;
  fetchOptions: RequestInit | undefined;
}

/** The client that records what the HTTP link would read from an operation: extensions, http and fetch options. */
function capturingClient() {
  const seen: Seen[] = [];
  const capture = new ApolloLink((operation) => {
    const context = operation.getContext();
    seen.push({ extensions: operation.extensions, http: context.http, fetchOptions: context.fetchOptions });
    return of({ data: null });
  });
  const client = new ApolloClient({ link: persistedDocumentLink.concat(capture), cache: new InMemoryCache() });
  return { client, seen };
}

async function sent(query: typeof ClientConfigDocument) {
  const { client, seen } = capturingClient();
  await client.query({ query, fetchPolicy: 'no-cache' });
  return { extensions: seen[0]?.extensions, http: seen[0]?.http };
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

  it('sends a listed query as a GET while its variables are short, a long one and every mutation as a POST', async () => {
    const { client, seen } = capturingClient();
    await client.query({ query: ClientConfigDocument, fetchPolicy: 'no-cache' });
    await client.query({ query: FarmersListDocument, variables: { name: 'Maria', page: 1 }, fetchPolicy: 'no-cache' });
    const long = 'a'.repeat(MAX_GET_VARIABLES_CHARS);
    await client.query({ query: FarmersListDocument, variables: { name: long, page: 1 }, fetchPolicy: 'no-cache' });
    await client.mutate({ mutation: AccountDeleteDocument, variables: { phrase: 'EXCLUIR' }, fetchPolicy: 'no-cache' });
    expect(seen.map((s) => s.fetchOptions?.method ?? 'POST')).toEqual(['GET', 'GET', 'POST', 'POST']);
  });
});
