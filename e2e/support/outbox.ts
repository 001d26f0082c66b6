import { expect } from '@playwright/test';
import type { OutboxMessage } from '@talhao/fixture-server';
import { E2E_OUTBOX_URL } from './env';

/** Every account e-mail the fixture server has sent, newest first. */
export async function readOutbox(): Promise<OutboxMessage[]> {
  const response = await fetch(E2E_OUTBOX_URL);
  if (!response.ok) throw new Error(`outbox: HTTP ${response.status}`);
  return (await response.json()) as OutboxMessage[];
}

/** Waits for the newest e-mail of a kind sent to an address (sending happens during the request). */
export async function waitForMail(to: string, kind: OutboxMessage['kind']): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox()).find((m) => m.to === to.toLowerCase() && m.kind === kind);
        return found !== undefined;
      },
      { message: `e-mail '${kind}' para ${to} na caixa de saída`, timeout: 10_000 },
    )
    .toBe(true);
  return found as OutboxMessage;
}

/** How many e-mails of a kind an address has received. */
export async function countMail(to: string, kind: OutboxMessage['kind']): Promise<number> {
  return (await readOutbox()).filter((m) => m.to === to.toLowerCase() && m.kind === kind).length;
}
