import { setMaxListeners } from 'node:events';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { FAMILY_NAMES } from '@talhao/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

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

/** The body of PUT /__dev/faults, with pt-BR messages (the dev route answers 400 with the first one). */
export const faultEffectSchema = z.union(
  [
    z.enum(['hang', 'reset', 'malformed-json', 'schema-break']),
    z.strictObject({ status: z.union([z.literal(500), z.literal(502), z.literal(503)]) }),
  ],
  { error: 'Efeito de falha inválido: use hang, reset, malformed-json, schema-break ou { "status": 500 | 502 | 503 }' },
);

export const faultRuleSchema = z.strictObject(
  {
    family: z
      .string({ error: 'A família deve ser um texto' })
      .refine((name) => (FAMILY_NAMES as readonly string[]).includes(name), 'Família desconhecida na regra de falha')
      .optional(),
    route: z
      .string({ error: 'A rota deve ser um texto' })
      .regex(/^[A-Z]+ \/\S*$/, 'A rota deve ter a forma "MÉTODO /família/caminho"')
      .optional(),
    latencyMs: z
      .number({ error: 'A latência deve ser um número de milissegundos' })
      .int('A latência deve ser um número inteiro de milissegundos')
      .min(0, 'A latência não pode ser negativa')
      .max(600_000, 'A latência não pode passar de 600000 ms')
      .optional(),
    effect: faultEffectSchema.optional(),
    times: z
      .number({ error: 'A quantidade de vezes deve ser um número' })
      .int('A quantidade de vezes deve ser um número inteiro')
      .positive('A quantidade de vezes deve ser maior que zero')
      .optional(),
  },
  { error: 'Cada regra de falha deve ser um objeto só com family, route, latencyMs, effect e times' },
);

export const faultRulesBodySchema = z.object(
  { rules: z.array(faultRuleSchema, { error: 'Informe as regras de falha em "rules" (uma lista)' }) },
  { error: 'Envie um objeto { "rules": [...] }' },
);

/** What one request gets: the summed latency of every rule that applies, and at most one effect. */
export interface FaultPlan {
  latencyMs: number;
  effect: FaultEffect | null;
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

  /**
   * The faults for one request, spending one use of each rule that applies. Latency-only rules all
   * apply (their latencies add up); of the rules with an effect only the first matching one applies,
   * so a later effect rule is neither used nor spent by this request.
   */
  take(family: string | null, route: string): FaultPlan | null {
    const plan: FaultPlan = { latencyMs: 0, effect: null };
    let applied = false;
    for (const rule of this.rules) {
      if (!matches(rule, family, route)) continue;
      if (rule.effect !== undefined) {
        if (plan.effect !== null) continue;
        plan.effect = rule.effect;
      }
      plan.latencyMs += rule.latencyMs ?? 0;
      applied = true;
      if (rule.times !== undefined) rule.times -= 1;
    }
    this.rules = this.rules.filter((rule) => rule.times === undefined || rule.times > 0);
    return applied ? plan : null;
  }
}

function matches(rule: FaultRule, family: string | null, route: string): boolean {
  if (rule.family !== undefined && rule.family !== family) return false;
  if (rule.route !== undefined && rule.route !== route) return false;
  return true;
}

/** Dev and health routes are never faulted: tests must be able to clear faults and read counters. */
const NEVER_FAULTED = /^\/(__dev|healthz)(\/|$)/;

/** The family and the call-counter name of a request's route; null when it is not a provider route. */
function targetOf(request: FastifyRequest): { family: string | null; route: string } | null {
  const meta = request.routeOptions.config.meta;
  if (meta) return { family: meta.family, route: `${request.method} ${meta.template}` };
  const url = request.routeOptions.url;
  if (!url || NEVER_FAULTED.test(url)) return null;
  return { family: null, route: `${request.method} ${url}` };
}

const PROVIDER_ERROR_MESSAGES: Record<500 | 502 | 503, string> = {
  500: 'Erro interno do servidor',
  502: 'Bad Gateway',
  503: 'Serviço indisponível',
};

/**
 * Valid JSON that breaks every payload schema with a required field: ids and lists have the wrong
 * type and nothing else is there. Schemas that accept any body (`okBodySchema`, `z.unknown()` on some
 * writes) still pass it; those calls have no payload to break.
 */
const SCHEMA_BREAKING_BODY = { unexpected: true, _id: 0, items: 0 };

/** Not JSON, though it starts like it (a truncated answer). */
const MALFORMED_JSON_BODY = '{"items": [{"_id": "quebrado"';

/**
 * The single hook point for fault injection. It runs first for every request, after the route
 * is matched (so `request.routeOptions.config.meta` names the family and route template).
 *
 * Requests held by a fault (latency or hang) are tracked so closing the server destroys their
 * sockets instead of waiting for them: `close()` never waits on an injected fault.
 */
export function registerFaults(app: FastifyInstance, faults: FaultTable): void {
  // Sockets, not requests: a request object may close before its socket does.
  const held = new Set<Socket>();
  const closing = new AbortController();
  // Every delayed request listens on this one signal; under load that is far more than Node's default 10.
  setMaxListeners(0, closing.signal);

  // One close listener per socket, however many keep-alive requests it carries.
  const watched = new WeakSet<Socket>();

  const hold = (request: FastifyRequest) => {
    const socket = request.raw.socket;
    if (!socket) return;
    held.add(socket);
    if (watched.has(socket)) return;
    watched.add(socket);
    socket.once('close', () => held.delete(socket));
  };

  app.addHook('preClose', async () => {
    closing.abort();
    for (const socket of held) socket.destroy?.();
    held.clear();
  });

  app.addHook('onRequest', async (request, reply) => {
    const target = targetOf(request);
    if (!target) return;
    const plan = faults.take(target.family, target.route);
    if (!plan) return;

    if (plan.latencyMs > 0) {
      hold(request);
      try {
        await sleep(plan.latencyMs, undefined, { signal: closing.signal });
      } catch {
        // The server is closing: the socket is already destroyed; do not run the route.
        reply.hijack();
        return reply;
      }
      held.delete(request.raw.socket);
    }
    if (plan.effect === null) return;
    applyEffect(plan.effect, request, reply, hold);
    // Answered (or hijacked) here: returning the reply tells Fastify the route must not run.
    return reply;
  });
}

function applyEffect(
  effect: FaultEffect,
  request: FastifyRequest,
  reply: FastifyReply,
  hold: (request: FastifyRequest) => void,
): void {
  switch (effect) {
    case 'hang':
      // Nothing is ever written; the socket lives until the client gives up or the server closes.
      reply.hijack();
      hold(request);
      return;
    case 'reset':
      reply.hijack();
      request.raw.socket?.destroy?.();
      return;
    case 'malformed-json':
      reply.code(200).type('application/json; charset=utf-8').send(MALFORMED_JSON_BODY);
      return;
    case 'schema-break':
      reply.code(200).send(SCHEMA_BREAKING_BODY);
      return;
    default: {
      const { status } = effect;
      reply.code(status).send({ statusCode: status, message: PROVIDER_ERROR_MESSAGES[status] });
    }
  }
}
