import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import type { MockedProviderProps } from '@apollo/client/testing/react';
import { from, mergeMap } from 'rxjs';

type Mocks = NonNullable<MockedProviderProps['mocks']>;

/**
 * A mock link whose answers to the named operations wait until the test releases them, so a state
 * in between (the page's data shown while the viewer is pending; the old bars while a toggle loads)
 * is asserted without racing a timer — a delay of N ms is a race on a loaded machine. `sent` lists
 * operations in the order the app sent them; `answered` those that reached the mocks (a held
 * operation nobody listens to any more when it is released never does).
 */
export function heldAnswers(mocks: Mocks, held: readonly string[]) {
  const sent: string[] = [];
  const answered: string[] = [];
  const gates = new Map<string, { promise: Promise<void>; release(): void }>();
  for (const name of held) {
    let release: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => {
      release = resolve;
    });
    gates.set(name, { promise, release });
  }
  const gate = new ApolloLink((operation, forward) => {
    const name = operation.operationName ?? '?';
    sent.push(name);
    const waiting = gates.get(name);
    const answer = () => {
      answered.push(name);
      return forward(operation);
    };
    return waiting ? from(waiting.promise).pipe(mergeMap(answer)) : answer();
  });
  return {
    link: ApolloLink.from([gate, new MockLink(mocks)]),
    sent,
    answered,
    release(name: string) {
      gates.get(name)?.release();
    },
  };
}
