import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { type CatalogueOperation, type FamilyName, type FamilyTable, isReadOnlyCall } from '@talhao/schema';
import type { GraphQLError } from 'graphql';
import { type Dispatcher, Pool } from 'undici';
import type { z } from 'zod';
import { upstreamInvalidError, upstreamStatusError, upstreamUnavailableError } from './errors';
import type { UpstreamMetrics } from './metrics';
import type { ExchangeRecorder } from './recorder';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | undefined | null>;

/** The part of a pino/Fastify logger the client uses. */
export interface UpstreamLogger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}

export interface UpstreamCall<S extends z.ZodType> {
  family: FamilyName;
  /** Sub-path inside the family ('' for the family root, '/logout', …). */
  path?: string;
  method?: HttpMethod;
  query?: QueryParams;
  body?: unknown;
  /** Bearer token; absent for public calls. */
  jwt?: string | null;
  /** Every response is parsed with its schema (rule 4: upstream is untrusted). */
  schema: S;
  /** Which catalogue entry gives the error messages. */
  operation: CatalogueOperation;
  /** Messages for error bodies carrying a provider `code` (they win over the status's catalogue text). */
  codeMessages?: Readonly<Record<string, string>>;
  /** Extra request headers (e.g. X-On-Behalf-Of for a master's read-only view). */
  headers?: Readonly<Record<string, string>>;
  metrics?: UpstreamMetrics;
  log?: UpstreamLogger;
  requestId?: string;
  /**
   * When the whole GraphQL request must have its answer (performance.now() time): every attempt's
   * timeout and every retry fit before it, so retries share the request's budget instead of multiplying it.
   */
  deadline?: number;
}

export interface UpstreamRawRequest {
  /** Absolute path on the provider, e.g. `/consultantProfileApi/picture-update` or `/uploads/x.png`. */
  path: string;
  method: HttpMethod;
  headers?: Record<string, string>;
  body?: Readable | AsyncIterable<Uint8Array> | Buffer | string | null;
  jwt?: string | null;
  metrics?: UpstreamMetrics;
  log?: UpstreamLogger;
  requestId?: string;
  /** false: a single attempt even for a GET (health probes). */
  retry?: boolean;
}

export interface UpstreamClientOptions {
  baseUrl: string;
  families: FamilyTable;
  timeoutMs: number;
  /** Extra attempts for idempotent GETs (writes are never retried). */
  retries: number;
  logger: UpstreamLogger;
  recorder?: ExchangeRecorder | undefined;
  /** First retry waits this long, then doubles. */
  retryBackoffMs?: number;
  connections?: number;
}

const RETRY_STATUSES = new Set([502, 503, 504]);

/** A network-level failure (refused, reset, timeout): the provider did not answer. */
export class UpstreamNetworkError extends Error {
  override name = 'UpstreamNetworkError';
}

function toBody(body: UpstreamRawRequest['body']): Readable | Buffer | string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || Buffer.isBuffer(body) || body instanceof Readable) return body;
  return Readable.from(body);
}

export function buildQuery(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The one HTTP client to the provider: a keep-alive pool, timeouts on headers, body and the whole
 * exchange, a bounded retry for GETs, JSON parsed with zod, statuses mapped to catalogue errors.
 */
export class UpstreamClient {
  readonly baseUrl: string;
  readonly families: FamilyTable;
  private readonly basePath: string;
  private readonly pool: Pool;
  private readonly options: UpstreamClientOptions;

  constructor(options: UpstreamClientOptions) {
    this.options = options;
    const url = new URL(options.baseUrl);
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.families = options.families;
    this.pool = new Pool(url.origin, {
      connections: options.connections ?? 128,
      keepAliveTimeout: 30_000,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
  }

  /** Absolute provider path of a family sub-path (the family table may be overridden per deploy). */
  familyPath(family: FamilyName, path = ''): string {
    return `${this.basePath}${this.families[family]}${path}`;
  }

  /** Absolute provider path of a file URL such as `/uploads/x.png`. */
  filePath(path: string): string {
    return `${this.basePath}${path}`;
  }

  async close(): Promise<void> {
    await this.pool.close();
  }

  /** A JSON call to a family. Resolves with the parsed body or rejects with a GraphQLError. */
  async call<S extends z.ZodType>(call: UpstreamCall<S>): Promise<z.output<S>> {
    const method = call.method ?? 'GET';
    const path = this.familyPath(call.family, call.path) + buildQuery(call.query);
    const headers: Record<string, string> = { ...call.headers, accept: 'application/json' };
    let payload: string | undefined;
    if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(call.body);
    }
    const log = call.log ?? this.options.logger;
    const logInfo = { family: call.family, path, method };
    const started = performance.now();

    let status: number;
    let text: string;
    try {
      ({ status, text } = await this.withRetry(
        this.retriesFor(method, call.path ?? '', call.family),
        call.metrics,
        log,
        logInfo,
        call.deadline,
        async (signal) => {
          const response = await this.pool.request({
            path,
            method,
            headers: this.headers(headers, call.jwt, call.requestId),
            body: payload,
            signal,
          });
          return { status: response.statusCode, text: await response.body.text() };
        },
      ));
    } catch (error) {
      this.options.recorder?.record({ method, path, requestBody: call.body, error: String(error) });
      throw upstreamUnavailableError(error);
    }

    let body: unknown;
    let malformed = false;
    // A non-blank body (a regex stops at the first character; trim() would copy the whole body).
    if (/\S/.test(text)) {
      try {
        body = JSON.parse(text);
      } catch {
        malformed = true;
      }
    }
    this.options.recorder?.record({
      method,
      path,
      requestBody: call.body,
      status,
      responseBody: malformed ? text.slice(0, 2000) : body,
      durationMs: performance.now() - started,
    });

    if (status < 200 || status >= 300) {
      const error: GraphQLError = upstreamStatusError(call.operation, status, body, {
        withSession: Boolean(call.jwt),
        codeMessages: call.codeMessages,
      });
      if (status >= 500) log.warn({ ...logInfo, status }, 'upstream error status');
      else log.debug({ ...logInfo, status, body }, 'upstream refused the call');
      throw error;
    }
    if (malformed) {
      log.error({ ...logInfo, status }, 'upstream answered a body that is not JSON');
      throw upstreamInvalidError();
    }
    const parsed = call.schema.safeParse(body ?? {});
    if (!parsed.success) {
      log.error(
        { ...logInfo, status, issues: parsed.error.issues.slice(0, 5) },
        'upstream response does not match its schema',
      );
      throw upstreamInvalidError();
    }
    return parsed.data;
  }

  /**
   * A raw exchange whose body is streamed (uploads, file downloads). Resolves once the headers
   * arrive; the caller consumes `body`. Throws UpstreamNetworkError when the provider cannot be reached.
   */
  async send(request: UpstreamRawRequest): Promise<Dispatcher.ResponseData> {
    const log = request.log ?? this.options.logger;
    const logInfo = { path: request.path, method: request.method };
    const streamingBody =
      request.body !== undefined &&
      request.body !== null &&
      typeof request.body === 'object' &&
      !Buffer.isBuffer(request.body);
    // A streamed request body cannot be replayed, so only body-less GETs are retried.
    const retryable = request.retry !== false && request.method === 'GET' && !streamingBody;
    return this.withRetry(
      retryable ? this.options.retries : 0,
      request.metrics,
      log,
      logInfo,
      undefined,
      (signal) =>
        this.pool.request({
          path: request.path,
          method: request.method,
          headers: this.headers(request.headers ?? {}, request.jwt, request.requestId),
          body: toBody(request.body),
          signal,
        }),
      { headersOnly: true },
    );
  }

  /**
   * Reads may be retried — GETs and the POST searches and aggregates `isReadOnlyCall` names (list
   * pages are `POST …/filter`); writes never are (a retried POST could create twice).
   */
  private retriesFor(method: HttpMethod, path: string, family: FamilyName): number {
    return isReadOnlyCall(method, path, family) ? this.options.retries : 0;
  }

  private headers(base: Record<string, string>, jwt: string | null | undefined, requestId?: string) {
    const headers: Record<string, string> = { 'user-agent': 'talhao-bff', ...base };
    if (jwt) headers.authorization = `Bearer ${jwt}`;
    if (requestId) headers['x-request-id'] = requestId;
    return headers;
  }

  /**
   * Runs one exchange with a timeout, retrying reads on network errors and 502/503/504 at most
   * `retries` times with a doubling backoff. Each attempt counts as one upstream call. With a
   * `deadline`, an attempt never outlives it and no retry starts that could not finish before it.
   */
  private async withRetry<T extends { statusCode?: number; status?: number; body?: unknown }>(
    maxRetries: number,
    metrics: UpstreamMetrics | undefined,
    log: UpstreamLogger,
    logInfo: object,
    deadline: number | undefined,
    attemptFn: (signal: AbortSignal) => Promise<T>,
    { headersOnly = false }: { headersOnly?: boolean } = {},
  ): Promise<T> {
    const backoff = this.options.retryBackoffMs ?? 100;
    const left = () => (deadline === undefined ? Number.POSITIVE_INFINITY : deadline - performance.now());
    /** A retry after `wait` ms still leaves a useful attempt (a tenth of the usual timeout) before the deadline. */
    const canRetry = (attempt: number, wait: number) =>
      attempt < maxRetries && left() - wait > Math.min(this.options.timeoutMs / 10, 1000);
    for (let attempt = 0; ; attempt++) {
      const budget = Math.min(this.options.timeoutMs, left());
      if (budget <= 0) throw new UpstreamNetworkError('request deadline reached');
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new UpstreamNetworkError('upstream timeout')), budget);
      const started = performance.now();
      let result: T;
      try {
        result = await attemptFn(controller.signal);
      } catch (error) {
        clearTimeout(timer);
        metrics?.record(performance.now() - started);
        if (canRetry(attempt, backoff * 2 ** attempt)) {
          log.warn({ ...logInfo, attempt: attempt + 1, err: String(error) }, 'upstream unreachable, retrying');
          await sleep(backoff * 2 ** attempt);
          continue;
        }
        log.error({ ...logInfo, err: String(error) }, 'upstream unreachable');
        throw error instanceof UpstreamNetworkError ? error : new UpstreamNetworkError(String(error), { cause: error });
      }
      // For a streamed body the deadline covered the headers only; undici's bodyTimeout guards the rest.
      clearTimeout(timer);
      metrics?.record(performance.now() - started);
      const status = result.statusCode ?? result.status ?? 0;
      if (RETRY_STATUSES.has(status) && canRetry(attempt, backoff * 2 ** attempt)) {
        if (headersOnly) await (result as unknown as Dispatcher.ResponseData).body.dump();
        log.warn({ ...logInfo, status, attempt: attempt + 1 }, 'upstream busy, retrying');
        await sleep(backoff * 2 ** attempt);
        continue;
      }
      return result;
    }
  }
}
