import type { FastifyInstance } from 'fastify';

/**
 * What a fault does to a matching request. The route still counts as called (the call counter
 * runs first), so tests can assert how many times the BFF tried.
 * - `hang`: never answers (the socket stays open until the client gives up or the server closes).
 * - `reset`: destroys the connection without an HTTP answer (ECONNRESET on the client).
 * - `malformed-json`: 200 with `content-type: application/json` and a body that is not JSON.
 * - `schema-break`: 200 with valid JSON whose shape breaks every payload schema (e.g. `{"unexpected":true}`
 *   for objects; the route's real answer is not produced).
 * - `{ status }`: that 5xx status with the provider's usual error body.
 */
export type FaultEffect = 'hang' | 'reset' | 'malformed-json' | 'schema-break' | { status: 500 | 502 | 503 };

export interface FaultRule {
  /** Family name from the family table (e.g. 'consultantConsultancyApi'); absent = every family. */
  family?: string;
  /** Route as the call counter names it, e.g. 'GET /consultantConsultancyApi/consultancy'; absent = every route of the family. */
  route?: string;
  /** Added before the route (or the effect) runs. */
  latencyMs?: number;
  /** Absent = latency only. */
  effect?: FaultEffect;
  /** Apply to the next N matching requests only, then the rule is spent; absent = until cleared. */
  times?: number;
}

/** Fault configuration shared by the hook, the options and the dev route. */
export class FaultTable {
  private rules: FaultRule[] = [];

  constructor(initial: FaultRule[] = []) {
    this.set(initial);
  }

  set(rules: FaultRule[]): void {
    this.rules = rules.map((rule) => ({ ...rule }));
  }

  clear(): void {
    this.rules = [];
  }

  list(): FaultRule[] {
    return this.rules.map((rule) => ({ ...rule }));
  }
}

/**
 * The single hook point for fault injection. It runs first for every request, after the route
 * is matched (so `request.routeOptions.config.meta` names the family and route template).
 *
 * TODO(issue 5): apply the table's rules.
 */
export function registerFaults(app: FastifyInstance, _faults: FaultTable): void {
  app.addHook('onRequest', async (_request, _reply) => {
    // No faults applied yet.
  });
}
