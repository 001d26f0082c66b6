import { describe, expect, it } from 'vitest';
import {
  classifyRequest,
  operationOf,
  ownRequests,
  serverTimingCalls,
  summariseUpstream,
  type UpstreamCall,
} from './round-trips';

const call = (requestId: string, method: string, url: string, body = ''): UpstreamCall => ({
  requestId,
  method,
  url,
  body,
  template: `${method} ${url.split('?')[0]}`,
});

describe('summariseUpstream', () => {
  it('attributes calls to their BFF request and counts repeats of the same call as duplicates', () => {
    const summary = summariseUpstream([
      call('req-1', 'GET', '/consultantProfileApi'),
      call('req-2', 'POST', '/consultantConsultancyApi/filter?pageNumber=1', '{}'),
      call('req-2', 'POST', '/consultantConsultancyApi/get-clients/a'),
      call('req-2', 'POST', '/consultantConsultancyApi/get-clients/b'),
      call('req-2', 'POST', '/consultantConsultancyApi/get-clients/a'),
      call('req-1', 'GET', '/consultantProfileApi'),
    ]);
    expect(summary).toHaveLength(2);
    const [first, second] = summary;
    expect(first).toMatchObject({ requestId: 'req-1', total: 2, distinct: 1, duplicates: 1 });
    expect(first?.repeated).toEqual(['GET /consultantProfileApi ×2']);
    expect(second).toMatchObject({ requestId: 'req-2', total: 4, distinct: 3, duplicates: 1 });
    expect(second?.templates).toEqual({
      'POST /consultantConsultancyApi/filter': 1,
      'POST /consultantConsultancyApi/get-clients/a': 2,
      'POST /consultantConsultancyApi/get-clients/b': 1,
    });
  });

  it('does not count the same path with another body or query as a duplicate, nor calls of two requests', () => {
    const summary = summariseUpstream([
      call('req-1', 'POST', '/consultantScheduleApi/schedule-work', '{"startDate":"2026-11-01"}'),
      call('req-1', 'POST', '/consultantScheduleApi/schedule-work', '{"startDate":"2026-11-02"}'),
      call('req-1', 'POST', '/masterStoreHouseUsersApi/filter?pageNumber=1', '{}'),
      call('req-1', 'POST', '/masterStoreHouseUsersApi/filter?pageNumber=2', '{}'),
      call('req-2', 'POST', '/masterStoreHouseUsersApi/filter?pageNumber=1', '{}'),
    ]);
    expect(summary.map((s) => s.duplicates)).toEqual([0, 0]);
    expect(summary.map((s) => s.total)).toEqual([4, 1]);
  });
});

describe('classifyRequest', () => {
  const origin = 'http://127.0.0.1:4000';
  it('counts /graphql and other API paths, not documents, assets or other origins', () => {
    expect(classifyRequest(`${origin}/graphql`, 'fetch', origin)).toBe('graphql');
    expect(classifyRequest(`${origin}/consultor`, 'document', origin)).toBe('document');
    expect(classifyRequest(`${origin}/assets/index-abc.js`, 'script', origin)).toBe('asset');
    expect(classifyRequest(`${origin}/favicon.svg`, 'other', origin)).toBe('asset');
    expect(classifyRequest(`${origin}/files/uploads/x.png`, 'image', origin)).toBe('files');
    expect(classifyRequest(`${origin}/uploads/report`, 'fetch', origin)).toBe('other');
    expect(classifyRequest('http://tiles.example/1/2/3', 'image', origin)).toBe('external');
  });
});

describe('operationOf and serverTimingCalls', () => {
  it('reads the operation name of a GraphQL GET’s URL or of a POST’s body', () => {
    const url = 'http://127.0.0.1:3000/graphql';
    expect(operationOf(`${url}?operationName=CalendarWorks&variables=%7B%7D`, null)).toBe('CalendarWorks');
    expect(operationOf(url, '{"operationName":"Viewer","variables":{}}')).toBe('Viewer');
    expect(operationOf(url, '[{"operationName":"A"},{"operationName":"B"}]')).toBe('A+B');
    expect(operationOf(url, null)).toBe('?');
    expect(operationOf(url, 'not json')).toBe('?');
  });

  it("reads the BFF's upstream call count from Server-Timing", () => {
    expect(serverTimingCalls('upstream;dur=12.3;desc="7 calls"')).toBe(7);
    expect(serverTimingCalls('upstream;dur=0.0;desc="0 calls"')).toBe(0);
    expect(serverTimingCalls(undefined)).toBeNull();
  });
});

describe('ownRequests', () => {
  it("counts a screen's in-app requests; for sign-in, not the destination home's query", () => {
    expect(
      ownRequests({ id: '/consultor/calendario', inApp: { operations: ['A', 'B'], browserRequests: 2 } as never }),
    ).toBe(2);
    expect(
      ownRequests({
        id: '/login',
        inApp: { operations: ['AuthSignIn', 'Viewer', 'DashboardConsultant'], browserRequests: 3 } as never,
      }),
    ).toBe(2);
  });
});
