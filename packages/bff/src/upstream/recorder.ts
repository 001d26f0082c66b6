import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Cassette, CassetteExchange } from '@talhao/fixture-server';
import { defaultFamilyTable, type FamilyTable, splitFamilyPath } from '@talhao/schema';

/** What the client hands the recorder: the absolute provider path (query included) and both bodies. */
export interface Exchange {
  method: string;
  path: string;
  requestBody?: unknown;
  status?: number;
  responseBody?: unknown;
  durationMs?: number;
  error?: string;
}

/** Keys whose values never reach the cassette (credentials and tokens). */
const SECRET_KEYS = new Set(['password', 'newPassword', 'jwtToken', 'access_token', 'token', 'authorization']);

export const REDACTED = '[redacted]';

/** Claims of the JWT that stands in for the provider's in a cassette: far from expiry, never signed. */
const RECORDED_EXP = 4_102_444_800; // 2100-01-01
const RECORDED_IAT = 1_767_225_600; // 2026-01-01

/**
 * A stand-in for a JWT the provider issued: the same claims (so the BFF reads the same `sub` and role), with
 * `exp`, `iat` and `jti` made constant, and no signature (alg none). Useless against any provider; null when
 * `value` is not a JWT.
 */
export function recordedJwt(value: string): string | null {
  const [, payload, , ...rest] = value.split('.');
  if (!payload || rest.length > 0) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return null;
  const fixed: Record<string, unknown> = { ...claims };
  if ('exp' in fixed) fixed.exp = RECORDED_EXP;
  if ('iat' in fixed) fixed.iat = RECORDED_IAT;
  if ('nbf' in fixed) fixed.nbf = RECORDED_IAT;
  if ('jti' in fixed) fixed.jti = 'recorded';
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(fixed)}.`;
}

/** Secrets replaced: JWTs by a recorded stand-in (replay must still open a session), anything else by REDACTED. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_KEYS.has(key) ? ((typeof inner === 'string' && recordedJwt(inner)) ?? REDACTED) : redact(inner),
      ]),
    );
  }
  return value;
}

export interface RecorderOptions {
  /** Where each family lives on the provider (config.families): a path's family is its longest prefix. */
  families?: FamilyTable;
  /** The provider's base URL; its path (e.g. /api/v2) is stripped before the family is looked up. */
  baseUrl?: string;
  /** The cassette's name and file (`<dir>/<scenario>.json`); default `session-<start time>`. */
  scenario?: string;
  description?: string;
  onError?: (error: unknown) => void;
  /** Clock of `recordedAt`. */
  now?: () => Date;
}

/**
 * Records every upstream exchange into one cassette, `<dir>/<scenario>.json` (the format the fixture server
 * replays, see its replay/cassette.ts): request method, family, sub-path, query and body; response status and
 * body. Secrets are redacted, the provider's JWTs replaced by unsigned stand-ins. The file is rewritten after
 * each exchange (writes coalesce; a temporary file is renamed over it, so it is always whole).
 */
export class ExchangeRecorder {
  readonly file: string;
  private readonly cassette: Cassette;
  private readonly families: FamilyTable;
  private readonly basePath: string;
  private readonly onError: (error: unknown) => void;
  private queue: Promise<void>;
  private pending = false;

  constructor(dir: string, options: RecorderOptions = {}) {
    const now = options.now ?? (() => new Date());
    const started = now().toISOString();
    const scenario = options.scenario ?? `session-${started.replace(/[:.]/g, '-')}`;
    this.file = join(dir, `${scenario}.json`);
    this.families = options.families ?? defaultFamilyTable;
    this.basePath = options.baseUrl ? new URL(options.baseUrl).pathname.replace(/\/+$/, '') : '';
    this.onError = options.onError ?? (() => {});
    this.cassette = {
      scenario,
      description: options.description ?? `Recorded by a BFF started at ${started}`,
      recordedAt: started,
      exchanges: [],
    };
    this.queue = mkdir(dir, { recursive: true }).then(
      () => undefined,
      (error) => this.onError(error),
    );
  }

  /** The exchanges recorded so far (copies). */
  exchanges(): CassetteExchange[] {
    return structuredClone(this.cassette.exchanges);
  }

  record(exchange: Exchange): void {
    this.cassette.exchanges.push(this.toCassetteExchange(exchange));
    if (this.pending) return;
    this.pending = true;
    this.queue = this.queue
      .then(() => {
        this.pending = false;
        return this.write();
      })
      .catch((error) => this.onError(error));
  }

  /** Resolves when the cassette on disk holds every exchange recorded so far. */
  flush(): Promise<void> {
    return this.queue;
  }

  private async write(): Promise<void> {
    const temporary = `${this.file}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify(this.cassette, null, 2)}\n`);
    await rename(temporary, this.file);
  }

  private toCassetteExchange(exchange: Exchange): CassetteExchange {
    const [rawPath = '', search = ''] = exchange.path.split('?', 2);
    let path = rawPath.startsWith(this.basePath) ? rawPath.slice(this.basePath.length) : rawPath;
    try {
      path = decodeURIComponent(path);
    } catch {
      // Kept as sent.
    }
    const located = splitFamilyPath(this.families, path);
    const query = redact(Object.fromEntries(new URLSearchParams(search))) as Record<string, string>;
    return {
      request: {
        method: exchange.method,
        family: located.family,
        path: located.path,
        query,
        ...(exchange.requestBody === undefined ? {} : { body: redact(exchange.requestBody) }),
      },
      response:
        exchange.error !== undefined
          ? { status: 0, error: exchange.error }
          : {
              status: exchange.status ?? 0,
              ...(exchange.responseBody === undefined ? {} : { body: redact(exchange.responseBody) }),
            },
    };
  }
}
