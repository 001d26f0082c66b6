import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { type Prefetch, takeHomePrefetch } from './homePrefetch';

const operationName = (document: TypedDocumentNode<unknown, never>): string => {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  }
  return '';
};

/**
 * Hands the entry's prefetch of this home query (app/homePrefetch.ts) to Apollo's cache. Returns true
 * while that answer is still on its way: the page skips its own query until then (no second request), and
 * then reads the answer from the cache — or, when the prefetch failed, asks the BFF itself.
 */
export function usePrefetchedHome<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): boolean {
  const client = useApolloClient();
  const [entry] = useState<Prefetch | null>(() =>
    takeHomePrefetch(operationName(query as TypedDocumentNode<unknown, never>), variables),
  );
  const write = (prefetch: Prefetch) => {
    if (prefetch.used || !prefetch.data) return;
    client.writeQuery({ query, variables, data: prefetch.data as TData });
    prefetch.used = true;
  };
  const [waiting, setWaiting] = useState(() => {
    if (!entry) return false;
    if (!entry.settled) return true;
    write(entry);
    return false;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the prefetch taken at mount.
  useEffect(() => {
    if (!waiting || !entry) return;
    let live = true;
    void entry.promise.then(() => {
      write(entry);
      if (live) setWaiting(false);
    });
    return () => {
      live = false;
    };
  }, []);
  return waiting;
}
