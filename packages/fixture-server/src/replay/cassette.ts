export { splitFamilyPath } from '@talhao/schema';

import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * A cassette: the provider's answers to one scenario, one JSON file (docs/architecture-notes.md, "Recorded
 * fixtures"). The BFF's recorder writes it (RECORD_DIR, against the fixture server or a real provider); the
 * replay server answers from it; the BFF's cassette tests replay it and check every body against the contracts.
 */

/** What the recorder writes in place of a secret; a recorded request value of REDACTED matches any value. */
export const REDACTED = '[redacted]';

const jsonRecord = z.record(z.string(), z.string());

export const cassetteRequestSchema = z.object({
  method: z.string(),
  /** A family of the family table, or '' when the path fell under none. */
  family: z.string(),
  /** Within the family, without the query string: '', '/filter', '/property/65a…'. */
  path: z.string(),
  query: jsonRecord,
  body: z.unknown().optional(),
});

export const cassetteResponseSchema = z.object({
  /** The HTTP status; 0 when the provider could not be reached (`error` says why). */
  status: z.number().int(),
  body: z.unknown().optional(),
  error: z.string().optional(),
});

export const cassetteExchangeSchema = z.object({
  request: cassetteRequestSchema,
  response: cassetteResponseSchema,
});

/** One GraphQL operation of a recorded scenario and the answer the BFF gave while recording. */
export const cassetteOperationSchema = z.object({
  operation: z.string(),
  variables: z.record(z.string(), z.unknown()),
  result: z.unknown(),
});

export const cassetteSchema = z.object({
  scenario: z.string().min(1),
  description: z.string(),
  /** When it was recorded (against the fixture server: the fixed clock the fixture and the BFF ran on). */
  recordedAt: z.string(),
  exchanges: z.array(cassetteExchangeSchema),
  /** The GraphQL answers of the scenario, recorded alongside (absent from a plain RECORD_DIR session). */
  graphql: z.array(cassetteOperationSchema).optional(),
});

export type CassetteRequest = z.infer<typeof cassetteRequestSchema>;
export type CassetteResponse = z.infer<typeof cassetteResponseSchema>;
export type CassetteExchange = z.infer<typeof cassetteExchangeSchema>;
export type CassetteOperation = z.infer<typeof cassetteOperationSchema>;
export type Cassette = z.infer<typeof cassetteSchema>;

/** Parses a cassette, naming the file in the error. */
export function parseCassette(json: unknown, source = 'cassette'): Cassette {
  const parsed = cassetteSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${source} is not a cassette: ${issues.join('; ')}`);
  }
  return parsed.data;
}

/** Every `*.json` under `dir` (sub-folders included), sorted by path, parsed as cassettes. */
export async function loadCassettes(dir: string): Promise<Array<{ file: string; cassette: Cassette }>> {
  const files: string[] = [];
  const walk = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.name.endsWith('.json')) files.push(full);
    }
  };
  await walk(dir);
  files.sort();
  return Promise.all(
    files.map(async (file) => ({ file, cassette: parseCassette(JSON.parse(await readFile(file, 'utf8')), file) })),
  );
}

/**
 * Equal JSON values, where a recorded REDACTED stands for any value (the password the replaying BFF sends
 * is not in the cassette). Nothing else is ignored: key sets, array lengths and every other value must agree.
 */
export function sameRecordedValue(recorded: unknown, actual: unknown): boolean {
  if (recorded === REDACTED) return true;
  if (Array.isArray(recorded)) {
    return (
      Array.isArray(actual) &&
      recorded.length === actual.length &&
      recorded.every((item, index) => sameRecordedValue(item, actual[index]))
    );
  }
  if (recorded && typeof recorded === 'object') {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return false;
    const recordedKeys = Object.keys(recorded).filter(
      (key) => (recorded as Record<string, unknown>)[key] !== undefined,
    );
    const actualKeys = Object.keys(actual).filter((key) => (actual as Record<string, unknown>)[key] !== undefined);
    if (recordedKeys.length !== actualKeys.length) return false;
    return recordedKeys.every(
      (key) =>
        Object.hasOwn(actual, key) &&
        sameRecordedValue((recorded as Record<string, unknown>)[key], (actual as Record<string, unknown>)[key]),
    );
  }
  return recorded === actual;
}

/** A request matches a recorded one on method, family, path, query and body. */
export function requestMatches(recorded: CassetteRequest, actual: CassetteRequest): boolean {
  return (
    recorded.method.toUpperCase() === actual.method.toUpperCase() &&
    recorded.family === actual.family &&
    recorded.path === actual.path &&
    sameRecordedValue(recorded.query, actual.query) &&
    sameRecordedValue(recorded.body, actual.body)
  );
}

/** `GET /family/path?query` with the body, for error messages. */
export function describeRequest(request: CassetteRequest): string {
  const query = new URLSearchParams(request.query).toString();
  const body = request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`;
  const family = request.family ? `/${request.family}` : '';
  return `${request.method} ${family}${request.path}${query ? `?${query}` : ''}${body}`;
}
