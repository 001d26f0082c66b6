/**
 * What the soak (and the fuzz) send: the web app's own GraphQL documents, read from its trusted-documents
 * manifest (packages/web/src/gql/persisted-documents.json, written by codegen), each sent with its text AND
 * its `documentId` — the body the web app sends, and the only documents a production BFF serves. A session
 * is one account's cookie over one keep-alive connection (undici Client); every answer is timed, checked
 * (HTTP 200, JSON, `data` with every root field the document selects, no `errors` but the expected ones)
 * and handed to a recorder.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'undici';

export interface ListedDocument {
  /** The manifest key, `sha256:<hex>`, sent as `documentId`. */
  id: string;
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  document: string;
  /** The response keys the operation selects at its root (aliases included), in order. */
  rootFields: string[];
}

export type Manifest = ReadonlyMap<string, ListedDocument>;

export const MANIFEST_PATH = 'packages/web/src/gql/persisted-documents.json';

/**
 * The operation of a printed document (fragments and one operation): its kind, name and root response keys.
 * A scanner over braces rather than a GraphQL parser, so the bench does not load graphql for it; codegen
 * prints documents in one canonical form, and a document it cannot read throws.
 */
export function readOperation(document: string): Pick<ListedDocument, 'kind' | 'name' | 'rootFields'> {
  let depth = 0;
  let parens = 0;
  for (let index = 0; index < document.length; index++) {
    const char = document[index];
    if (char === '{') depth++;
    else if (char === '}') depth--;
    else if (char === '(') parens++;
    else if (char === ')') parens--;
    else if (depth === 0 && parens === 0 && (index === 0 || /\s|\}/.test(document[index - 1] ?? ''))) {
      const match = /^(query|mutation|subscription)\s+(\w+)/.exec(document.slice(index));
      if (!match) continue;
      const open = document.indexOf('{', index + match[0].length);
      const skipParens = document.slice(index + match[0].length, open);
      // Variable definitions may hold default values with braces: find the selection's `{` after them.
      const start = skipParens.includes('(') ? document.indexOf('{', closingParen(document, index)) : open;
      return {
        kind: match[1] as ListedDocument['kind'],
        name: match[2] as string,
        rootFields: rootKeys(document, start),
      };
    }
  }
  throw new Error(`no operation in document: ${document.slice(0, 120)}`);
}

function closingParen(text: string, from: number): number {
  let parens = 0;
  for (let index = text.indexOf('(', from); index < text.length; index++) {
    if (text[index] === '(') parens++;
    else if (text[index] === ')' && --parens === 0) return index;
  }
  throw new Error('unbalanced parentheses');
}

/** Response keys directly inside the selection set that opens at `open` (an alias counts, not its field). */
function rootKeys(text: string, open: number): string[] {
  const keys: string[] = [];
  let depth = 0;
  let parens = 0;
  let skipNext = false;
  for (let index = open; index < text.length; index++) {
    const char = text[index] as string;
    if (char === '{') depth++;
    else if (char === '}') {
      if (--depth === 0) break;
    } else if (char === '(') parens++;
    else if (char === ')') parens--;
    if (depth !== 1 || parens !== 0) continue;
    const word = /^[_A-Za-z]\w*/.exec(text.slice(index));
    if (!word || /[\w@.$]/.test(text[index - 1] ?? '')) continue;
    index += word[0].length - 1;
    if (skipNext) {
      skipNext = false;
      continue;
    }
    keys.push(word[0]);
    // `alias: field`: the key is the alias; the field after the colon is not another key.
    if (
      text
        .slice(index + 1)
        .trimStart()
        .startsWith(':')
    )
      skipNext = true;
  }
  return keys;
}

/** The manifest, by operation name (names are unique in the web app: codegen refuses duplicates). */
export function loadManifest(repoRoot: string): Manifest {
  const raw = JSON.parse(readFileSync(path.join(repoRoot, MANIFEST_PATH), 'utf8')) as Record<string, string>;
  const byName = new Map<string, ListedDocument>();
  for (const [id, document] of Object.entries(raw)) {
    const operation = readOperation(document);
    if (byName.has(operation.name)) throw new Error(`two listed documents are named ${operation.name}`);
    byName.set(operation.name, { id, document, ...operation });
  }
  return byName;
}

/** The JSON body the web app sends for a listed document. */
export function listedBody(listed: ListedDocument, variables: Record<string, unknown>): string {
  return JSON.stringify({ query: listed.document, documentId: listed.id, operationName: listed.name, variables });
}

export type Outcome = 'ok' | 'error' | 'invalid' | 'timeout';

export interface Exchange {
  operation: string;
  /** performance.now() when the request was sent. */
  startedAt: number;
  latencyMs: number;
  outcome: Outcome;
  /** Why an answer is not ok (status, codes, the start of the body). */
  detail?: string;
}

export type Recorder = (exchange: Exchange) => void;

export interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message?: string; extensions?: { code?: string } }>;
}

export interface OpOptions {
  /** Codes of a refusal that is the expected answer (the step is ok and returns undefined). */
  expectCodes?: readonly string[];
  /** Root fields that may be null (e.g. the work schedule of a consultant who has none). */
  nullable?: readonly string[];
}

/** Thrown by `op` so a journey stops at a failed step (its ids would be missing); the recorder already has it. */
export class StepFailed extends Error {}

/**
 * Checks an answer: 'error' for a non-200 or an unexpected GraphQL error, 'invalid' for a body that is not
 * a full answer (not JSON, no data, a root field missing or null).
 */
export function judgeAnswer(
  listed: Pick<ListedDocument, 'rootFields'>,
  status: number,
  text: string,
  options: OpOptions = {},
): { outcome: Outcome; detail?: string; body?: GraphqlAnswer } {
  const expectCodes = options.expectCodes ?? [];
  let body: GraphqlAnswer;
  try {
    body = JSON.parse(text) as GraphqlAnswer;
  } catch {
    return { outcome: status === 200 ? 'invalid' : 'error', detail: `${status} not JSON: ${text.slice(0, 200)}` };
  }
  const codes = (body.errors ?? []).map((error) => String(error.extensions?.code));
  const unexpected = codes.filter((code) => !expectCodes.includes(code));
  if (status !== 200 || unexpected.length > 0) {
    return { outcome: 'error', detail: `${status} ${codes.join(',')}: ${text.slice(0, 300)}`, body };
  }
  if (codes.length > 0) return { outcome: 'ok', body };
  const data = body.data;
  if (!data || typeof data !== 'object') return { outcome: 'invalid', detail: `no data: ${text.slice(0, 200)}` };
  const missing = listed.rootFields.filter(
    (key) => data[key] === undefined || (data[key] === null && !options.nullable?.includes(key)),
  );
  if (missing.length > 0) return { outcome: 'invalid', detail: `${missing.join(', ')} missing: ${text.slice(0, 200)}` };
  return { outcome: 'ok', body };
}

/** One account's session over one keep-alive connection. */
export class GqlSession {
  cookie = '';
  private readonly client: Client;

  constructor(
    readonly baseUrl: string,
    private readonly manifest: Manifest,
    private readonly record: Recorder,
    private readonly timeoutMs = 10_000,
  ) {
    this.client = new Client(baseUrl, { pipelining: 1, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  }

  listed(name: string): ListedDocument {
    const listed = this.manifest.get(name);
    if (!listed) throw new Error(`${name} is not in the web app's manifest (${MANIFEST_PATH})`);
    return listed;
  }

  /**
   * Sends a listed operation and returns its data. A failed step is recorded and throws StepFailed; a
   * refusal with one of `options.expectCodes` is ok and returns undefined.
   */
  async op<T = Record<string, unknown>>(
    name: string,
    variables: Record<string, unknown> = {},
    options: OpOptions = {},
  ): Promise<T> {
    const listed = this.listed(name);
    const startedAt = performance.now();
    let status = 0;
    let text = '';
    let setCookie: string[] = [];
    try {
      const response = await this.client.request({
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
        body: listedBody(listed, variables),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.statusCode;
      const header = response.headers['set-cookie'];
      setCookie = header === undefined ? [] : Array.isArray(header) ? header : [header];
      text = await response.body.text();
    } catch (error) {
      const latencyMs = performance.now() - startedAt;
      const timedOut = error instanceof Error && /timeout|abort/i.test(`${error.name} ${error.message}`);
      this.record({
        operation: name,
        startedAt,
        latencyMs,
        outcome: timedOut ? 'timeout' : 'error',
        detail: error instanceof Error ? error.message : String(error),
      });
      throw new StepFailed(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const latencyMs = performance.now() - startedAt;
    if (setCookie.length > 0) this.cookie = setCookie.map((cookie) => cookie.split(';')[0]).join('; ');
    const verdict = judgeAnswer(listed, status, text, options);
    this.record({ operation: name, startedAt, latencyMs, outcome: verdict.outcome, detail: verdict.detail });
    if (verdict.outcome !== 'ok') throw new StepFailed(`${name}: ${verdict.detail}`);
    return (verdict.body?.data ?? undefined) as T;
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
