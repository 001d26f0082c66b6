import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../packages/bff/src/graphql/schema';
import { codesOf, documentVariables } from '../../packages/bff/src/security/fuzz-generators';
import { type Attempt, buildAttempt, judge } from './fuzz';
import { loadManifest } from './soak-client';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECRETS = { repoRoot: REPO_ROOT, upstreamUrl: 'http://127.0.0.1:41234' };

describe('codesOf and judge', () => {
  it('reads GraphQL codes, a plain { code } and marks a body that is not JSON', () => {
    expect(codesOf('{"errors":[{"extensions":{"code":"FORBIDDEN"}},{"extensions":{}}]}')).toEqual([
      'FORBIDDEN',
      'undefined',
    ]);
    expect(codesOf('{"code":"BAD_USER_INPUT","message":"x"}')).toEqual(['BAD_USER_INPUT']);
    expect(codesOf('<html>')).toEqual(['<not json>']);
    expect(codesOf('{"data":{"viewer":null}}')).toEqual([]);
  });

  it('passes a refusal with a known code and fails 5xx, unknown codes, codeless 4xx and leaks', () => {
    expect(judge(400, '{"errors":[{"extensions":{"code":"BAD_REQUEST"}}]}', '{}', SECRETS).problems).toEqual([]);
    expect(judge(502, '{"errors":[{"extensions":{"code":"UPSTREAM_ERROR"}}]}', '{}', SECRETS).problems).toEqual([
      'HTTP 502',
    ]);
    expect(judge(200, '{"errors":[{"extensions":{"code":"INTERNAL_SERVER_ERROR"}}]}', '{}', SECRETS).problems).toEqual([
      'unknown code(s) INTERNAL_SERVER_ERROR',
    ]);
    expect(judge(404, '{}', '{}', SECRETS).problems).toEqual(['HTTP 404 without a code']);
    const leak = judge(
      200,
      '{"errors":[{"message":"connect ECONNREFUSED 127.0.0.1:41234","extensions":{"code":"BAD_REQUEST"}}]}',
      '{}',
      SECRETS,
    );
    expect(leak.problems).toEqual(['leaks 127.0.0.1:41234']);
    expect(
      judge(
        200,
        '{"data":null,"errors":[{"message":"    at resolve (/x/packages/bff/src/a.ts:3:1)","extensions":{"code":"NOT_FOUND"}}]}',
        '{}',
        SECRETS,
      ).problems[0],
    ).toMatch(/^leaks /);
  });
});

describe('buildAttempt', () => {
  const schema = buildSchema();
  const listed = [...loadManifest(REPO_ROOT).values()].map((document) => ({
    ...document,
    variables: documentVariables(schema, document.document),
  }));
  const draw = (seed: number, runs: number) => {
    const attempts: Attempt[] = [];
    fc.assert(
      fc.property(fc.gen(), (g) => {
        attempts.push(buildAttempt(g, listed, ['id-de-outro-usuario']));
      }),
      { seed, numRuns: runs },
    );
    return attempts;
  };

  it('is reproducible from its seed and covers the modes and roles', () => {
    const first = draw(42, 300);
    expect(draw(42, 300)).toEqual(first);
    expect(new Set(first.map((attempt) => attempt.mode)).size).toBe(12);
    expect(new Set(first.map((attempt) => attempt.role)).size).toBe(5);
    // Listed attempts carry the manifest's own document and id: the BFF may serve them in production.
    const sent = first.find((attempt) => attempt.mode === 'listed');
    const body = JSON.parse(sent?.payload ?? '{}') as { query: string; documentId: string };
    expect(listed.find((document) => document.id === body.documentId)?.document).toBe(body.query);
    const oversized = first.find((attempt) => attempt.mode === 'oversized');
    expect(oversized?.payload.length).toBeGreaterThan(128 * 1024);
  });
});
