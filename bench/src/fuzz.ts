/**
 * Section 'fuzz' — fuzz at depth (issue 17, target 7). 10,000 generated operations (`--fuzz-operations=<n>`)
 * over HTTP to a production BFF in a child process (fixture server in another), as a visitor and as every
 * role: the web app's listed documents with fuzzed variables (the BFF test's generators, shared from
 * packages/bff/src/security/fuzz-generators.ts, plus other users' real ids), unlisted, id-only and broken
 * documents, bad JSON and shapes, wrong content types, oversized bodies and GETs. Every answer: no 5xx,
 * every error code in packages/schema's CLIENT_VISIBLE_CODES, no stack, repository path or provider
 * address. One seeded fast-check run (FUZZ_SEED overrides the bench seed): a failure names its attempt.
 */
import path from 'node:path';
import fc from 'fast-check';
import { Client } from 'undici';
import { buildSchema } from '../../packages/bff/src/graphql/schema';
import {
  codesOf,
  documentVariables,
  type Gen,
  inputValue,
  KNOWN_CODES,
  leaksIn,
  pick,
  wrongValue,
} from '../../packages/bff/src/security/fuzz-generators';
import { budgetOf, checkBudget, formatNumber, markdownTable } from './report';
import { type ChildServer, readMachineCpu, startBffChild, startFixtureChild } from './servers';
import { GqlSession, type ListedDocument, listedBody, loadManifest } from './soak-client';
import { type AccountType, signIn } from './soak-mix';
import { ratio, round } from './stats';
import type { BudgetCheck, Section } from './types';

export const DEFAULT_FUZZ_OPERATIONS = 10_000;
/** Over the BFF's body limit (REQUEST_BODY_LIMIT_BYTES, 128 KB). */
const OVERSIZED_BYTES = 200 * 1024;

export type FuzzRole = 'VISITOR' | AccountType;
const ROLES: readonly FuzzRole[] = ['VISITOR', 'CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'MASTER'];
const ROLE_ACCOUNTS: Record<AccountType, string> = {
  CONSULTANT: 'premium@talhao.dev',
  ENTERPRISE: 'agrovale@talhao.dev',
  ENTERPRISE_CONSULTANT: 'consultor.agrovale@talhao.dev',
  MASTER: 'master@talhao.dev',
};

export type FuzzMode =
  | 'listed'
  | 'wrongType'
  | 'missingRequired'
  | 'extreme'
  | 'unlisted'
  | 'documentIdOnly'
  | 'syntax'
  | 'malformedJson'
  | 'badShape'
  | 'contentType'
  | 'oversized'
  | 'get';

/** Listed documents with fuzzed variables are most of the run; the refusals of broken requests the rest. */
const MODE_WEIGHTS: ReadonlyArray<readonly [FuzzMode, number]> = [
  ['listed', 8],
  ['wrongType', 2],
  ['missingRequired', 1],
  ['extreme', 2],
  ['unlisted', 2],
  ['documentIdOnly', 1],
  ['syntax', 1],
  ['malformedJson', 1],
  ['badShape', 1],
  ['contentType', 1],
  ['oversized', 1],
  ['get', 1],
];

export interface Attempt {
  mode: FuzzMode;
  role: FuzzRole;
  operation: string;
  method: 'GET' | 'POST';
  /** Body for POST; query string for GET. */
  payload: string;
  contentType?: string;
}

const EXTREMES: readonly unknown[] = [
  1e308,
  -1e308,
  2 ** 31,
  -(2 ** 53),
  'x'.repeat(60_000),
  '🌾'.repeat(15_000),
  null,
  {},
];

/** One attempt, drawn from `g`. */
export function buildAttempt(
  g: Gen,
  listed: readonly (ListedDocument & { variables: ReturnType<typeof documentVariables> })[],
  ids: readonly string[],
): Attempt {
  const role = pick(g, ROLES);
  const modes = MODE_WEIGHTS.flatMap(([mode, weight]) => Array.from({ length: weight }, () => mode));
  const mode = pick(g, modes);
  const document = pick(g, listed);
  const variables: Record<string, unknown> = {};
  for (const variable of document.variables) {
    if (variable.type.toString().endsWith('!') || g(fc.boolean)) {
      variables[variable.name] = inputValue(g, variable.type, 0, { ids });
    }
  }
  const declared = document.variables;
  if (mode === 'wrongType' && declared.length > 0) {
    const target = pick(g, declared);
    variables[target.name] = wrongValue(g, target.type);
  }
  if (mode === 'missingRequired') {
    const required = declared.filter((variable) => variable.type.toString().endsWith('!'));
    if (required.length > 0) delete variables[pick(g, required).name];
  }
  if (mode === 'extreme' && declared.length > 0) variables[pick(g, declared).name] = pick(g, EXTREMES);
  const base = { mode, role, operation: document.name, method: 'POST' as const, contentType: 'application/json' };
  switch (mode) {
    case 'unlisted': {
      // Not the manifest's text: an extra field, or a listed id with another document's text.
      const other = pick(g, listed);
      const text = g(fc.boolean) ? document.document.replace(/\{/, '{ __typename ') : other.document;
      return { ...base, payload: JSON.stringify({ query: text, documentId: document.id, variables }) };
    }
    case 'documentIdOnly': {
      const documentId = g(fc.boolean) ? document.id : `sha256:${'0'.repeat(64)}`;
      return { ...base, payload: JSON.stringify({ documentId, variables, operationName: document.name }) };
    }
    case 'syntax': {
      const cut = g(fc.integer, { min: 0, max: Math.max(0, document.document.length - 1) });
      return { ...base, payload: JSON.stringify({ query: document.document.slice(0, cut), variables }) };
    }
    case 'malformedJson': {
      const body = listedBody(document, variables);
      return {
        ...base,
        payload: pick(g, [
          body.slice(0, Math.max(1, body.length - 2)),
          `${body},`,
          body.replace('"query"', 'query'),
          '',
          '{',
          'nul',
          '\u0000',
        ]),
      };
    }
    case 'badShape':
      return {
        ...base,
        payload: JSON.stringify(
          pick<unknown>(g, [
            { query: 42 },
            { query: [document.document] },
            { query: document.document, variables: 'x' },
            { query: document.document, variables: [1, 2] },
            { query: document.document, operationName: 'Outra' },
            { query: document.document, operationName: 7 },
            { query: document.document, documentId: 42 },
            {},
            [],
            [JSON.parse(listedBody(document, variables)), JSON.parse(listedBody(document, variables))],
            null,
            'texto',
            { variables },
            { query: document.document, extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } },
          ]),
        ),
      };
    case 'contentType':
      return {
        ...base,
        payload: listedBody(document, variables),
        contentType: pick(g, [
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'application/graphql',
          'application/json; charset=latin1',
          'application/xml',
          '',
        ]),
      };
    case 'oversized':
      return {
        ...base,
        payload: listedBody(document, { ...variables, enchimento: 'x'.repeat(OVERSIZED_BYTES) }),
      };
    case 'get': {
      const params = new URLSearchParams({ query: document.document, variables: JSON.stringify(variables) });
      return { ...base, method: 'GET', payload: params.toString(), contentType: undefined };
    }
    default:
      return { ...base, payload: listedBody(document, variables) };
  }
}

export interface Verdict {
  problems: string[];
  codes: string[];
}

/** What is wrong with one answer (nothing, for a pass). */
export function judge(
  status: number,
  text: string,
  headers: string,
  secrets: { repoRoot: string; upstreamUrl: string },
): Verdict {
  const problems: string[] = [];
  const codes = codesOf(text);
  if (status >= 500) problems.push(`HTTP ${status}`);
  const unknown = codes.filter((code) => !KNOWN_CODES.has(code));
  if (unknown.length > 0) problems.push(`unknown code(s) ${[...new Set(unknown)].join(', ')}`);
  if (status >= 400 && codes.length === 0) problems.push(`HTTP ${status} without a code`);
  const leaks = leaksIn(text + headers, secrets);
  if (leaks.length > 0) problems.push(`leaks ${leaks.join(', ')}`);
  return { problems, codes };
}

export const fuzz: Section = async (context) => {
  const operations = context.options?.fuzzOperations ?? DEFAULT_FUZZ_OPERATIONS;
  const seed = Number(process.env.FUZZ_SEED ?? context.seed);
  const servers: ChildServer[] = [];
  const clients: Client[] = [];
  try {
    const manifest = loadManifest(context.repoRoot);
    const schema = buildSchema();
    const listed = [...manifest.values()].map((document) => ({
      ...document,
      variables: documentVariables(schema, document.document),
    }));
    context.log(`fuzz: ${operations} operations, seed ${seed} (FUZZ_SEED=${seed} replays it)`);
    const fixture = await startFixtureChild({ seed: context.seed, scale: 1 });
    servers.push(fixture);
    const bff = await startBffChild({ upstreamUrl: fixture.url, webDist: context.webDist });
    servers.push(bff);
    const secrets = { repoRoot: path.resolve(context.repoRoot), upstreamUrl: fixture.url };

    // Sessions per role; other users' ids collected from their lists for the ID values.
    const cookies = new Map<FuzzRole, string>([['VISITOR', '']]);
    const signInRole = async (role: AccountType) => {
      const session = new GqlSession(bff.url, manifest, () => undefined);
      await signIn(session, { email: ROLE_ACCOUNTS[role], accountType: role, share: 0, writer: false });
      cookies.set(role, session.cookie);
      return session;
    };
    const ids = new Set<string>();
    for (const role of ROLES) {
      if (role === 'VISITOR') continue;
      const session = await signInRole(role);
      const collect = (value: unknown) =>
        JSON.stringify(value, (key, inner) => {
          if (key === 'id' && typeof inner === 'string') ids.add(inner);
          return inner;
        });
      if (role === 'MASTER') collect(await session.op('MasterUsersList', { kind: 'CONSULTANT', page: 1 }));
      else if (role === 'ENTERPRISE') collect(await session.op('CompanyConsultants', { page: 1 }));
      else {
        collect(await session.op('FarmersList', { page: 1 }));
        collect(await session.op('ProvidedConsultancies', { page: 1 }));
      }
      await session.close();
    }
    const idPool = [...ids].slice(0, 200);

    const newClient = () => {
      const created = new Client(bff.url, { headersTimeout: 30_000, bodyTimeout: 30_000 });
      clients.push(created);
      return created;
    };
    let client = newClient();
    const byCode = new Map<string, number>();
    const byStatus = new Map<number, number>();
    const byMode = new Map<string, number>();
    const slowest: { ms: number; index: number; mode: FuzzMode; role: FuzzRole; operation: string; status: number }[] =
      [];
    const failures: string[] = [];
    const counts = { fiveXx: 0, unknownCodes: 0, leaks: 0, noAnswer: 0, closedOnOversized: 0, withData: 0 };
    let index = 0;
    const machineBefore = readMachineCpu();
    const started = performance.now();

    await fc.assert(
      fc.asyncProperty(fc.gen(), async (g) => {
        const attempt = buildAttempt(g, listed, idPool);
        const number = index++;
        if (number > 0 && number % 1000 === 0) {
          context.log(`fuzz: ${number} of ${operations}, ${counts.fiveXx} 5xx, ${failures.length} failing`);
        }
        const cookie = cookies.get(attempt.role) ?? '';
        const headers: Record<string, string> = cookie ? { cookie } : {};
        if (attempt.contentType) headers['content-type'] = attempt.contentType;
        if (attempt.method === 'GET') headers['apollo-require-preflight'] = 'true';
        const t0 = performance.now();
        let status = 0;
        let text = '';
        let headerText = '';
        try {
          const response = await client.request({
            path: attempt.method === 'GET' ? `/graphql?${attempt.payload}` : '/graphql',
            method: attempt.method,
            headers,
            body: attempt.method === 'POST' ? attempt.payload : undefined,
            // The server closes the connection after refusing these (Node's parser or the body limit):
            // a fresh connection each, so the next attempt does not land on a closing socket.
            reset: attempt.mode === 'get' || attempt.mode === 'oversized',
          });
          status = response.statusCode;
          headerText = JSON.stringify(response.headers);
          text = await response.body.text();
        } catch (error) {
          client = newClient();
          // A body over the limit may be cut off by the server's close before its 413 is read: a refusal.
          if (attempt.mode === 'oversized') {
            counts.closedOnOversized++;
            return true;
          }
          counts.noAnswer++;
          if (failures.length < 20) {
            failures.push(
              `#${number} ${attempt.mode} ${attempt.role} ${attempt.operation}: no answer (${String(error)})`,
            );
          }
          return true;
        }
        const ms = performance.now() - t0;
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        byMode.set(attempt.mode, (byMode.get(attempt.mode) ?? 0) + 1);
        const verdict = judge(status, text, headerText, secrets);
        for (const code of verdict.codes) byCode.set(code, (byCode.get(code) ?? 0) + 1);
        if (verdict.codes.length === 0 && status === 200)
          byCode.set('(none: data)', (byCode.get('(none: data)') ?? 0) + 1);
        if (/"data":\{"\w+":[^n]/.test(text)) counts.withData++;
        if (status >= 500) counts.fiveXx++;
        if (verdict.problems.some((problem) => problem.startsWith('unknown code'))) counts.unknownCodes++;
        if (verdict.problems.some((problem) => problem.startsWith('leaks'))) counts.leaks++;
        if (verdict.problems.length > 0 && failures.length < 20) {
          failures.push(
            `#${number} ${attempt.mode} ${attempt.role} ${attempt.operation} → ${status}: ${verdict.problems.join('; ')}\n` +
              `   sent ${attempt.payload.slice(0, 200)}\n   got  ${text.slice(0, 300)}`,
          );
        }
        slowest.push({
          ms,
          index: number,
          mode: attempt.mode,
          role: attempt.role,
          operation: attempt.operation,
          status,
        });
        slowest.sort((a, b) => b.ms - a.ms);
        slowest.splice(10);
        // A fuzzed signOut (or a refused session) ends the role's session: sign in again for the next ones.
        if (
          attempt.role !== 'VISITOR' &&
          (verdict.codes.includes('UNAUTHENTICATED') || attempt.operation.endsWith('SignOut'))
        ) {
          await signInRole(attempt.role).then((session) => session.close());
        }
        return true;
      }),
      { seed, numRuns: operations },
    );
    const elapsed = (performance.now() - started) / 1000;
    const machineAfter = readMachineCpu();
    const machineBusy = round(
      ratio(machineAfter.busy - machineBefore.busy, machineAfter.total - machineBefore.total) * 100,
      0,
    );

    const checks: BudgetCheck[] = [
      checkBudget(
        'fuzz.max5xx',
        `answers with HTTP 5xx, or no answer (of ${operations})`,
        counts.fiveXx + counts.noAnswer,
        budgetOf(context.budgets, 'fuzz', 'max5xx'),
      ),
      checkBudget(
        'fuzz.maxUnknownCodes',
        'answers with a code outside CLIENT_VISIBLE_CODES (or an error without a code)',
        counts.unknownCodes,
        budgetOf(context.budgets, 'fuzz', 'maxUnknownCodes'),
      ),
      checkBudget(
        'fuzz.maxLeaks',
        'answers with a stack, repository path or provider address',
        counts.leaks,
        budgetOf(context.budgets, 'fuzz', 'maxLeaks'),
      ),
    ];
    const markdown = [
      `${operations} operations in ${formatNumber(elapsed, 0)} s, one after another, seed ${seed} (\`FUZZ_SEED=${seed}\` replays the ` +
        'run; a failure names its attempt number). Production BFF and fixture server in child processes; signed in as ' +
        `${Object.values(ROLE_ACCOUNTS).join(', ')} and as a visitor, each attempt's role drawn at random. Listed documents ` +
        `(the web app's ${listed.length}) with variables from the BFF test's generators (packages/bff/src/security/fuzz-generators.ts: ` +
        `edge strings, 2³¹, 1e308, unicode, nulls, ${idPool.length} real ids of several users), and: wrong types, missing required ` +
        'variables, extremes, unlisted texts, id-only bodies, truncated documents, bad JSON, bad shapes and batches, wrong content ' +
        `types, bodies over the 128 KB limit, GETs. Machine busy ${machineBusy}%. Answers with data: ${counts.withData}. ` +
        `Oversized bodies whose connection the server closed before the 413 was read: ${counts.closedOnOversized} ` +
        `(a refusal; any other attempt without an answer counts with the 5xx: ${counts.noAnswer}).`,
      '',
      markdownTable(
        ['Mode', 'Attempts'],
        MODE_WEIGHTS.map(([mode]) => [mode, byMode.get(mode) ?? 0]),
      ),
      '',
      markdownTable(
        ['HTTP status', 'Answers'],
        [...byStatus].sort((a, b) => a[0] - b[0]).map(([status, count]) => [status, count]),
      ),
      '',
      markdownTable(
        ['Code', 'Errors'],
        [...byCode].sort((a, b) => b[1] - a[1]).map(([code, count]) => [code, count]),
      ),
      '',
      markdownTable(
        ['Slowest', 'ms', 'Mode', 'Role', 'Operation', 'HTTP'],
        slowest.map((row) => [`#${row.index}`, formatNumber(row.ms, 0), row.mode, row.role, row.operation, row.status]),
      ),
      ...(failures.length > 0 ? ['', 'Failures (first 20):', '', '```', ...failures, '```'] : []),
    ].join('\n');
    return {
      id: 'fuzz',
      title: 'Fuzz at depth',
      markdown,
      data: {
        operations,
        seed,
        elapsedSeconds: elapsed,
        machineBusyPercent: machineBusy,
        counts,
        byMode: Object.fromEntries(byMode),
        byStatus: Object.fromEntries(byStatus),
        byCode: Object.fromEntries(byCode),
        slowest,
        failures,
      },
      checks,
    };
  } finally {
    await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
    for (const server of servers.reverse()) await server.stop();
  }
};
