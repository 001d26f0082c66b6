import cluster from 'node:cluster';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { COMMON } from '@talhao/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clusterRateLimitStore } from '../cluster-rate-limit';
import type { Config } from '../config';
import { appError } from '../errors';

/** GraphQL operations that guess or spam accounts: limited per client IP and operation. */
export const RATE_LIMITED_OPERATIONS = [
  'signIn',
  'signInWithGoogle',
  'requestPasswordRecovery',
  'resendVerification',
] as const;
export type RateLimitedOperation = (typeof RATE_LIMITED_OPERATIONS)[number];

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one attempt; throws RATE_LIMITED (COMMON.rateLimited) once the window's budget is spent. */
    checkRateLimit(request: FastifyRequest, operation: RateLimitedOperation): Promise<void>;
  }
}

/**
 * @fastify/rate-limit used from the resolvers rather than as a route hook: the operations share
 * the /graphql route, and a refusal must read as a GraphQL error (code RATE_LIMITED, HTTP 200)
 * that the client shows like any other. The counters live in memory: in a single process, its own; in a
 * cluster worker (main.ts, BFF_WORKERS > 1), the primary's, shared by every worker of the machine
 * (cluster-rate-limit.ts). Separate machines (replicas behind a load balancer) each count their own.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(rateLimit, {
      global: false,
      ...(cluster.isWorker ? { store: clusterRateLimitStore() } : {}),
    });
    const limiters = new Map(
      RATE_LIMITED_OPERATIONS.map((operation) => [
        operation,
        app.createRateLimit({
          max: config.authRateLimitPerMinute,
          timeWindow: 60_000,
          keyGenerator: (request) => `${operation}|${normalizeIP(request.ip)}`,
        }),
      ]),
    );
    app.decorate('checkRateLimit', async (request: FastifyRequest, operation: RateLimitedOperation) => {
      const limiter = limiters.get(operation);
      if (!limiter) return;
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        throw appError('RATE_LIMITED', COMMON.rateLimited, { status: 429, severity: 'warning' });
      }
    });
  },
  { name: 'talhao-rate-limit' },
);
