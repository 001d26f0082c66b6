import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFixtureServer, DEMO_ACCOUNTS } from '@talhao/fixture-server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixture, signedInClient, startBff, TestClient } from '../test/helpers';

/**
 * The report PDF route and the private farm files, against the fixture server with one report and two stored
 * files written into its saved state (the seed has no reports of its own in this slice).
 */

const REPORT_ID = '6650a1b2c3d4e5f6a7b8c9f1';
const PHOTO = 'a1b2c3d4e5f60718293a4b5c6d7e8f90.png';
const PUBLIC_FILE = 'b1b2c3d4e5f60718293a4b5c6d7e8f90.png';
/** The smallest PNG (1×1, RGB). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

type Doc = Record<string, unknown> & { _id: string };
let dataDir: string;
let fixture: Fixture;
let bff: FastifyInstance;
let consultant: TestClient;
let other: TestClient;
let company: TestClient;
let master: TestClient;
let consultantId: string;

const email = (label: string) => DEMO_ACCOUNTS.find((a) => a.email.startsWith(label))?.email ?? label;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'talhao-bff-pdf-'));
  // The first start seeds and saves state.json; the report and files are added to it before the second.
  await (await createFixtureServer({ dataDir })).close();
  const file = path.join(dataDir, 'state.json');
  const state = JSON.parse(await readFile(file, 'utf8')) as { collections: Record<string, Doc[]> };
  const users = state.collections.users ?? [];
  consultantId = users.find((u) => u.email === email('premium@'))?._id ?? '';
  const provided = (state.collections.consultanciesProvided ?? []).find((p) => p.consultant === consultantId);
  if (!provided) throw new Error('no provided consultancy of the premium consultant');
  const now = new Date().toISOString();
  state.collections.reports = [
    {
      _id: REPORT_ID,
      title: 'Visita técnica — Café Conilon',
      description: '',
      technicalAdvice: 'Manter a irrigação.',
      consultancyProvided: provided._id,
      user: provided.user,
      createdBy: consultantId,
      createdAt: now,
      updatedAt: now,
      reportOfFile: [
        {
          index: 0,
          title: 'Folhas',
          description: 'Manchas.',
          files: [{ url: `/uploads/${PHOTO}`, name: 'f.png', contentType: 'image/png' }],
        },
      ],
      fieldActivityRecommended: [],
    },
  ];
  const upload = (name: string, farmerId: unknown) => ({
    _id: name,
    contentType: 'image/png',
    size: PNG.length,
    originalName: name,
    ownerId: consultantId,
    farmerId,
    createdAt: now,
    inlineBase64: PNG.toString('base64'),
  });
  state.collections.uploads = [
    ...(state.collections.uploads ?? []),
    upload(PHOTO, provided.user),
    upload(PUBLIC_FILE, null),
  ];
  await writeFile(file, JSON.stringify(state));

  fixture = await createFixtureServer({ dataDir, googleTestTokens: true });
  bff = await startBff(await fixture.listen(0, '127.0.0.1'));
  consultant = await signedInClient(bff, 'CONSULTANT');
  company = await signedInClient(bff, 'ENTERPRISE');
  master = await signedInClient(bff, 'MASTER');
  other = new TestClient(bff);
  await other.signIn(email('padrao@'), 'CONSULTANT');
});
afterAll(async () => {
  await bff?.close();
  await fixture?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /reports/:id/pdf', () => {
  it("streams the consultant's report from commonPdfGeneratorApi in one call, inline, named by the title", async () => {
    fixture.resetCalls();
    const response = await bff.inject({
      method: 'GET',
      url: `/reports/${REPORT_ID}/pdf`,
      headers: consultant.cookieHeader(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="relatorio-visita-tecnica-cafe-conilon.pdf"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    // Streamed: no length known up front.
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.subarray(-8).toString('latin1')).toContain('%%EOF');
    expect(fixture.calls()).toEqual({ 'GET /commonPdfGeneratorApi/generatePDF/:reportId': 1 });
  });

  it("answers another consultant's report 404 with the pt-BR text, and 401 without a session", async () => {
    const foreign = await other.get(`/reports/${REPORT_ID}/pdf`);
    expect(foreign.status).toBe(404);
    expect(JSON.parse(foreign.raw)).toEqual({ code: 'NOT_FOUND', message: 'Relatório não encontrado.' });
    const anonymous = await new TestClient(bff).get(`/reports/${REPORT_ID}/pdf`);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.raw).code).toBe('UNAUTHENTICATED');
  });

  it("reads the company's path for a company (not its consultant's report: 404) and the consultant's under a master's viewAs", async () => {
    fixture.resetCalls();
    const byCompany = await company.get(`/reports/${REPORT_ID}/pdf`);
    expect(byCompany.status).toBe(404);
    expect(fixture.calls()).toEqual({ 'GET /enterpriseReportApi/generatePDF/:reportId': 1 });

    const visit = await master.get(`/reports/${REPORT_ID}/pdf?viewAs=${consultantId}`);
    expect(visit.status).toBe(200);
    expect(visit.raw.startsWith('%PDF-')).toBe(true);
    expect(fixture.calls()['GET /commonPdfGeneratorApi/generatePDF/:reportId']).toBe(1);
    // A master without viewAs has no reports.
    expect((await master.get(`/reports/${REPORT_ID}/pdf`)).status).toBe(403);
  });
});

describe('GET /files/* (private farm files)', () => {
  it("forwards the session's token: the farmer's consultant reads the photo; no session or another consultant get 404", async () => {
    const own = await consultant.get(`/files/uploads/${PHOTO}`);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await other.get(`/files/uploads/${PHOTO}`)).status).toBe(404);
    expect((await new TestClient(bff).get(`/files/uploads/${PHOTO}`)).status).toBe(404);
    expect((await master.get(`/files/uploads/${PHOTO}?viewAs=${consultantId}`)).status).toBe(200);
    // A public file: any signed-in user.
    expect((await other.get(`/files/uploads/${PUBLIC_FILE}`)).status).toBe(200);
  });
});
