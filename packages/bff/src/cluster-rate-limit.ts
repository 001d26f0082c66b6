/**
 * Rate limits that hold across cluster workers. Each worker's @fastify/rate-limit keeps its counters in
 * its own memory by default, so N workers would let N× the budget through (a client's connections are
 * spread round-robin over the workers). In a worker, ClusterRateLimitStore sends every increment to the
 * primary over the cluster's IPC channel, and the primary counts in one FixedWindowCounter for all.
 * Outside a cluster the plugin keeps the library's own in-memory store.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';

export const RATE_LIMIT_MESSAGE = 'talhao:rate-limit';

export interface RateLimitRequest {
  type: typeof RATE_LIMIT_MESSAGE;
  id: number;
  key: string;
  timeWindow: number;
}

export interface RateLimitReply {
  type: typeof RATE_LIMIT_MESSAGE;
  id: number;
  current: number;
  ttl: number;
}

export const isRateLimitRequest = (message: unknown): message is RateLimitRequest =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === RATE_LIMIT_MESSAGE &&
  typeof (message as { key?: unknown }).key === 'string' &&
  typeof (message as { timeWindow?: unknown }).timeWindow === 'number';

const isRateLimitReply = (message: unknown): message is RateLimitReply =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === RATE_LIMIT_MESSAGE &&
  typeof (message as { current?: unknown }).current === 'number';

/**
 * Fixed windows per key, as @fastify/rate-limit's LocalStore counts them (without its continueExceeding
 * and backoff options, which Talhão does not use). Expired windows are swept as the map grows.
 */
export class FixedWindowCounter {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly sweepAbove = 10_000,
  ) {}

  incr(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      if (!window && this.windows.size >= this.sweepAbove) this.sweep(timeWindow, now);
      window = { count: 0, startedAt: now };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.startedAt + timeWindow - now };
  }

  get size(): number {
    return this.windows.size;
  }

  private sweep(timeWindow: number, now: number) {
    for (const [key, window] of this.windows) if (window.startedAt + timeWindow <= now) this.windows.delete(key);
  }
}

/** The primary's side: answers a worker's increments from one counter shared by all workers. */
export function answerRateLimit(counter: FixedWindowCounter, message: RateLimitRequest): RateLimitReply {
  return { type: RATE_LIMIT_MESSAGE, id: message.id, ...counter.incr(message.key, message.timeWindow) };
}

interface Channel {
  connected?: boolean;
  send?: (message: RateLimitRequest) => boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'disconnect', listener: () => void): unknown;
}

/**
 * A worker's store: increments travel to the primary (process.send) and the answer comes back by id.
 * If the primary cannot be reached the attempt fails with the store's error (an internal error for the
 * client, never an unlimited "allowed").
 */
export function clusterRateLimitStore(channel: Channel = process): new () => FastifyRateLimitStore {
  let nextId = 0;
  const pending = new Map<number, (error: Error | null, result?: { current: number; ttl: number }) => void>();
  channel.on('message', (message) => {
    if (!isRateLimitReply(message)) return;
    const callback = pending.get(message.id);
    if (!callback) return;
    pending.delete(message.id);
    callback(null, { current: message.current, ttl: message.ttl });
  });
  channel.on('disconnect', () => {
    for (const callback of pending.values()) callback(new Error('rate limit: the cluster primary went away'));
    pending.clear();
  });
  class ClusterRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      if (!channel.connected || !channel.send) {
        callback(new Error('rate limit: the cluster primary is unreachable'));
        return;
      }
      const id = ++nextId;
      pending.set(id, callback);
      channel.send({ type: RATE_LIMIT_MESSAGE, id, key, timeWindow });
    }
    child(): FastifyRateLimitStore {
      // One counter space in the primary: keys already name the operation (plugins/rate-limit.ts).
      return this;
    }
  }
  return ClusterRateLimitStore;
}
