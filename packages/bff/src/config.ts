import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAMILY_NAMES, type FamilyName, type FamilyTable, resolveFamilyTable } from '@talhao/schema';
import { z } from 'zod';

/**
 * packages/bff, whatever the working directory (defaults of WEB_DIST and DATA_DIR hang off it): this file
 * is src/config.ts or, compiled, a chunk in dist/ (scripts/build.mjs keeps chunks beside the entries), so
 * its folder's parent is the package either way. Resolve files the BFF reads at run time from these two,
 * never from a module's own location, so they are found from src and from dist alike.
 */
export const BFF_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(BFF_DIR, '../..');

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; colaboradores do <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Where the provider keeps the files the app links to (pictures, images, report PDFs). */
export const DEFAULT_FILE_PREFIXES = ['/uploads/'];

export type NodeEnv = 'development' | 'production' | 'test';

export interface Config {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  /**
   * Answer only the web app's own operations (trusted documents, issue 17): on in production, never set by the
   * environment; tests that send their own documents to a production config turn it off.
   */
  trustedDocumentsOnly: boolean;
  port: number;
  host: string;
  /** Where browsers reach the platform (links in e-mails, CSP). No trailing slash. */
  publicUrl: string;
  /** The provider API; undefined → the embedded fixture server. No trailing slash. */
  upstreamUrl: string | undefined;
  families: FamilyTable;
  /**
   * Families that answer a lookup's `{_id: [ids]}` batch (UPSTREAM_BATCH_BY_ID, Talhão's extension of the
   * contract). Elsewhere the BFF reads by id as the specification does, one GET per record, in parallel.
   * undefined → the embedded fixture server's own declaration (none with a real provider).
   */
  batchById: ReadonlySet<FamilyName> | undefined;
  /** Session keys (32 bytes each): the first seals, all open (rotation). */
  sessionKeys: Buffer[];
  sessionTtlHours: number;
  upstreamTimeoutMs: number;
  upstreamRetries: number;
  /** Every GraphQL answer is due within this (REQUEST_DEADLINE_MS): upstream attempts and retries share it. */
  requestDeadlineMs: number;
  /** undefined → the web app uses its offline layer. */
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  geocoderUrl: string | undefined;
  googleClientId: string | undefined;
  /** RECORD_DIR: every upstream exchange is recorded into a cassette there (upstream/recorder.ts). */
  recordDir: string | undefined;
  /** RECORD_SCENARIO: the cassette's name (`<RECORD_DIR>/<name>.json`); default one per start, `session-<time>`. */
  recordScenario: string | undefined;
  webDist: string;
  dataDir: string;
  /** Fastify's trustProxy: behind the compose proxy the client IP comes from X-Forwarded-For. */
  trustProxy: boolean | number | string;
  /** Pino level; default info in production, debug otherwise. */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent' | undefined;
  /** Sign-in and recovery attempts per minute and IP, per operation. */
  authRateLimitPerMinute: number;
  /** Send the Server-Timing header (upstream calls and their time): development and tests, or SERVER_TIMING=true. */
  serverTiming: boolean;
  /** Provider paths /files may stream (an allow-list of what the app links to); nothing else is proxied. */
  filePrefixes: string[];
  /** The session cookie is Secure exactly when PUBLIC_URL is https (a demo opened by a LAN address over http keeps its session). */
  secureCookie: boolean;
  /**
   * BFF processes (node:cluster workers) serving the port: BFF_WORKERS, else WEB_CONCURRENCY, else one per
   * core (os.availableParallelism()). 1 = a single process, no cluster (main.ts).
   */
  workers: number;
}

export interface LoadedConfig {
  config: Config;
  /** pt-BR warnings to print at start (e.g. a generated session key). */
  warnings: string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().trim().optional());
const optionalUrl = (label: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .url({ error: `${label} deve ser uma URL http(s) válida` })
      .refine((v) => /^https?:\/\//.test(v), `${label} deve começar com http:// ou https://`)
      .optional(),
  );
/** A whole number within [min, max], with pt-BR messages naming the setting. */
const boundedInteger = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} deve ser um número` })
    .int(`${label} deve ser um número inteiro`)
    .min(min, `${label} deve ser no mínimo ${min}`)
    .max(max, `${label} deve ser no máximo ${max}`);
const integer = (label: string, fallback: number, min: number, max: number) =>
  z.preprocess(emptyAsUndefined, boundedInteger(label, min, max).default(fallback));
const optionalInteger = (label: string, min: number, max: number) =>
  z.preprocess(emptyAsUndefined, boundedInteger(label, min, max).optional());

const HEX_KEY = /^[0-9a-fA-F]{64}$/;

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['development', 'production', 'test'], { error: 'NODE_ENV deve ser development, production ou test' })
      .default('development'),
  ),
  PORT: integer('PORT', 3000, 0, 65535),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  PUBLIC_URL: optionalUrl('PUBLIC_URL'),
  UPSTREAM_URL: optionalUrl('UPSTREAM_URL'),
  FAMILY_TABLE: optionalString,
  UPSTREAM_BATCH_BY_ID: z.preprocess(
    (value) => (typeof value === 'string' ? value : undefined),
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      )
      .refine(
        (names) => names.every((name) => (FAMILY_NAMES as readonly string[]).includes(name)),
        'UPSTREAM_BATCH_BY_ID deve listar nomes de famílias da API separados por vírgula (ex.: farmerPropertyApi)',
      )
      .optional(),
  ),
  SESSION_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      )
      .refine(
        (keys) => keys.length > 0 && keys.every((k) => HEX_KEY.test(k)),
        'SESSION_KEY deve ter uma ou mais chaves de 64 caracteres hexadecimais separadas por vírgula',
      )
      .optional(),
  ),
  SESSION_TTL_HOURS: integer('SESSION_TTL_HOURS', 12, 1, 24 * 30),
  UPSTREAM_TIMEOUT_MS: integer('UPSTREAM_TIMEOUT_MS', 8000, 100, 120_000),
  UPSTREAM_RETRIES: integer('UPSTREAM_RETRIES', 2, 0, 5),
  REQUEST_DEADLINE_MS: integer('REQUEST_DEADLINE_MS', 10_000, 500, 300_000),
  TILE_URL: z.string().optional(),
  TILE_ATTRIBUTION: z.string().optional(),
  GEOCODER_URL: optionalUrl('GEOCODER_URL'),
  GOOGLE_CLIENT_ID: optionalString,
  RECORD_DIR: optionalString,
  RECORD_SCENARIO: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\w.-]+$/, 'RECORD_SCENARIO deve ter apenas letras, dígitos, ponto, hífen e sublinhado')
      .optional(),
  ),
  WEB_DIST: optionalString,
  DATA_DIR: optionalString,
  TRUST_PROXY: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: integer('AUTH_RATE_LIMIT_PER_MINUTE', 10, 1, 10_000),
  BFF_WORKERS: optionalInteger('BFF_WORKERS', 1, 256),
  WEB_CONCURRENCY: optionalInteger('WEB_CONCURRENCY', 1, 256),
  SERVER_TIMING: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false', '1', '0'], { error: 'SERVER_TIMING deve ser true ou false' }).optional(),
  ),
  UPSTREAM_FILE_PREFIXES: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      )
      .refine(
        (prefixes) => prefixes.length > 0 && prefixes.every((p) => /^\/[\w.-]+(\/[\w.-]+)*\/$/.test(p)),
        'UPSTREAM_FILE_PREFIXES deve listar caminhos que começam e terminam com /, separados por vírgula (ex.: /uploads/)',
      )
      .optional(),
  ),
});

const stripSlash = (url: string) => url.replace(/\/+$/, '');

function parseFamilyTable(raw: string | undefined): FamilyTable {
  if (!raw) return resolveFamilyTable();
  let overrides: unknown;
  try {
    overrides = JSON.parse(raw);
  } catch {
    throw new ConfigError(
      'Configuração inválida: FAMILY_TABLE deve ser um objeto JSON, ex.: {"consultantAuthApi":"/auth"}',
    );
  }
  if (!overrides || typeof overrides !== 'object' || Array.isArray(overrides)) {
    throw new ConfigError('Configuração inválida: FAMILY_TABLE deve ser um objeto JSON');
  }
  try {
    return resolveFamilyTable(overrides as Record<string, string>);
  } catch (error) {
    throw new ConfigError(`Configuração inválida: ${(error as Error).message}`);
  }
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

/**
 * Reads and validates the environment. Throws ConfigError with a pt-BR message naming every bad
 * variable, so a misconfigured deploy stops at start instead of failing on the first request.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): LoadedConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join('.') || 'ambiente'}: ${issue.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const warnings: string[] = [];
  const isProduction = e.NODE_ENV === 'production';

  let sessionKeys: Buffer[];
  if (e.SESSION_KEY) {
    sessionKeys = e.SESSION_KEY.map((hex) => Buffer.from(hex, 'hex'));
  } else if (isProduction) {
    // A key made up at start would log everybody out at every restart, and differ between replicas.
    throw new ConfigError(
      'Configuração inválida:\n- SESSION_KEY: obrigatória em produção (gere uma com: openssl rand -hex 32)',
    );
  } else {
    sessionKeys = [randomBytes(32)];
    if (e.NODE_ENV !== 'test') {
      warnings.push('SESSION_KEY não definida: usando uma chave aleatória; as sessões não sobrevivem a um reinício.');
    }
  }

  // TILE_URL: absent or empty → no tiles, the web app's offline layer (no tile server is reachable from
  // every deployment); set it, e.g. to DEFAULT_TILE_URL, to use a real tile server.
  const tileUrl = e.TILE_URL?.trim() || undefined;
  const tileAttribution =
    e.TILE_ATTRIBUTION?.trim() || (tileUrl === DEFAULT_TILE_URL ? DEFAULT_TILE_ATTRIBUTION : undefined);
  if (tileUrl && !/^https?:\/\//.test(tileUrl)) {
    throw new ConfigError('Configuração inválida:\n- TILE_URL: deve começar com http:// ou https://');
  }

  const publicUrl = stripSlash(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const config: Config = {
    nodeEnv: e.NODE_ENV,
    isProduction,
    trustedDocumentsOnly: isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    upstreamUrl: e.UPSTREAM_URL ? stripSlash(e.UPSTREAM_URL) : undefined,
    families: parseFamilyTable(e.FAMILY_TABLE),
    batchById: e.UPSTREAM_BATCH_BY_ID ? new Set(e.UPSTREAM_BATCH_BY_ID as FamilyName[]) : undefined,
    sessionKeys,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    upstreamRetries: e.UPSTREAM_RETRIES,
    requestDeadlineMs: e.REQUEST_DEADLINE_MS,
    tileUrl,
    tileAttribution,
    geocoderUrl: e.GEOCODER_URL ? stripSlash(e.GEOCODER_URL) : undefined,
    googleClientId: e.GOOGLE_CLIENT_ID,
    recordDir: e.RECORD_DIR ? resolve(e.RECORD_DIR) : undefined,
    recordScenario: e.RECORD_SCENARIO,
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : resolve(BFF_DIR, '../web/dist'),
    dataDir: e.DATA_DIR ? resolve(e.DATA_DIR) : resolve(REPO_ROOT, '.data/fixture'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    serverTiming: e.SERVER_TIMING ? e.SERVER_TIMING === 'true' || e.SERVER_TIMING === '1' : !isProduction,
    filePrefixes: e.UPSTREAM_FILE_PREFIXES ?? DEFAULT_FILE_PREFIXES,
    secureCookie: publicUrl.startsWith('https://'),
    workers: e.BFF_WORKERS ?? e.WEB_CONCURRENCY ?? availableParallelism(),
  };
  return { config, warnings };
}

/** A config for tests and tools: defaults plus overrides, no environment read. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const { config } = loadConfig({ NODE_ENV: 'test' });
  return { ...config, ...overrides };
}
