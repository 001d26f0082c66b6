import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../../seed/index';
import type { FixtureServer } from '../../../server';
import { STATE_FILE } from '../../../store/persistence';
import { Store } from '../../../store/store';
import { bearer, FIXED_NOW, signIn, startFixture } from '../../../testing/harness';
import { USERS } from '../../account/users';
import { visibleFarmerIds } from '../../farmers/visibility';
import { PROVIDED_CONSULTANCIES } from '../../provided/provided';
import { UPLOADS } from '../../uploads/uploads';
import { REPORTS, type ReportRecord } from '../reports';
import { noisePng, pdfTextRuns } from './testing';

const REPORT_ID = '6650a1b2c3d4e5f6a7b8c9f1';
const COMPANY_REPORT_ID = '6650a1b2c3d4e5f6a7b8c9f2';
const PHOTO = 'a1b2c3d4e5f60718293a4b5c6d7e8f90.png';
const PUBLIC_FILE = 'b1b2c3d4e5f60718293a4b5c6d7e8f90.png';

let dataDir: string;
let server: FixtureServer;
let premium: string;
let standard: string;
let agrovale: string;
let agrovaleConsultant: string;
let farmerName: string;
let farmerId: string;

const userOf = (store: Store, email: string) => {
  const user = store.collection(USERS).find((u) => u.email === email);
  if (!user) throw new Error(email);
  return user;
};

const report = (overrides: Partial<ReportRecord>): ReportRecord => ({
  _id: REPORT_ID,
  title: 'Visita de novembro',
  description: '',
  technicalAdvice: 'Manter a irrigação.',
  consultancyProvided: '',
  user: '',
  createdBy: '',
  createdAt: FIXED_NOW.toISOString(),
  updatedAt: FIXED_NOW.toISOString(),
  reportOfFile: [
    { index: 0, title: 'Folhas', description: 'Manchas nas folhas.', files: [] },
    {
      index: 1,
      title: '',
      description: 'Foto do talhão.',
      files: [{ url: `/uploads/${PHOTO}`, name: 'talhao.png', contentType: 'image/png' }],
    },
  ],
  fieldActivityRecommended: [],
  ...overrides,
});

/** A seeded store plus a report of premium's, one of an Agrovale consultant's, a private photo and a public file. */
beforeAll(async () => {
  const store = new Store();
  await seedStore(store, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  const premiumUser = userOf(store, DEMO.premium.email);
  const provided = store.collection(PROVIDED_CONSULTANCIES).find((p) => p.consultant === premiumUser._id);
  const companyConsultant = userOf(store, DEMO.agrovaleConsultant.email);
  const companyProvided = store
    .collection(PROVIDED_CONSULTANCIES)
    .find((p) => p.consultant === companyConsultant._id && p.company !== null);
  if (!provided || !companyProvided) throw new Error('seed without provided consultancies');
  farmerId = provided.user;
  farmerName = store.collection(USERS).get(provided.user)?.name ?? '';
  store
    .collection(REPORTS)
    .insert(report({ consultancyProvided: provided._id, user: provided.user, createdBy: premiumUser._id }));
  store.collection(REPORTS).insert(
    report({
      _id: COMPANY_REPORT_ID,
      consultancyProvided: companyProvided._id,
      user: companyProvided.user,
      createdBy: companyConsultant._id,
      reportOfFile: [],
    }),
  );
  const png = noisePng(40, 30, 3);
  for (const [name, farmer] of [
    [PHOTO, provided.user],
    [PUBLIC_FILE, null],
  ] as const) {
    store.collection(UPLOADS).insert({
      _id: name,
      contentType: 'image/png',
      size: png.length,
      originalName: name,
      ownerId: premiumUser._id,
      farmerId: farmer,
      createdAt: FIXED_NOW.toISOString(),
    });
  }
  dataDir = await mkdtemp(path.join(tmpdir(), 'talhao-pdf-'));
  await writeFile(path.join(dataDir, STATE_FILE), JSON.stringify(store.toJSON()));
  await mkdir(path.join(dataDir, 'uploads'));
  await writeFile(path.join(dataDir, 'uploads', PHOTO), png);
  await writeFile(path.join(dataDir, 'uploads', PUBLIC_FILE), png);
  // Premium must not see the standard consultant's farmer for the file test below.
  expect(visibleFarmerIds(store, userOf(store, DEMO.standard.email)).has(provided.user)).toBe(false);

  server = await startFixture({ dataDir });
  premium = await signIn(server, DEMO.premium.email, 'CONSULTANT');
  standard = await signIn(server, DEMO.standard.email, 'CONSULTANT');
  agrovale = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
  agrovaleConsultant = await signIn(server, DEMO.agrovaleConsultant.email, 'ENTERPRISE_CONSULTANT');
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, token?: string) =>
  server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('GET commonPdfGeneratorApi/generatePDF/:reportId', () => {
  it("answers the author's report as a PDF with the farmer's name and the item's photo", async () => {
    const response = await get(`/commonPdfGeneratorApi/generatePDF/${REPORT_ID}`, premium);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThanOrEqual(2);
    const text = pdfTextRuns(pdf).join('\n');
    expect(text).toContain(farmerName);
    expect(text).toContain('Manter a irrigação.');
    expect(text).not.toContain('Foto indisponível');
    expect(server.calls()['GET /commonPdfGeneratorApi/generatePDF/:reportId']).toBeGreaterThanOrEqual(1);
  });

  it("answers 404 for another consultant's report, an unknown one, and 401 without a token", async () => {
    const other = await get(`/commonPdfGeneratorApi/generatePDF/${REPORT_ID}`, standard);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Relatório não encontrado');
    expect((await get('/commonPdfGeneratorApi/generatePDF/6650a1b2c3d4e5f6a7b8c9ff', premium)).statusCode).toBe(404);
    expect((await get(`/commonPdfGeneratorApi/generatePDF/${REPORT_ID}`)).statusCode).toBe(401);
  });
});

describe('GET enterpriseReportApi/generatePDF/:reportId', () => {
  it("serves the company consultant's report to them and to their company, not to another consultant", async () => {
    for (const token of [agrovaleConsultant, agrovale]) {
      const response = await get(`/enterpriseReportApi/generatePDF/${COMPANY_REPORT_ID}`, token);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect((await get(`/enterpriseReportApi/generatePDF/${REPORT_ID}`, agrovale)).statusCode).toBe(404);
    // A CONSULTANT has no enterprise family.
    expect((await get(`/enterpriseReportApi/generatePDF/${REPORT_ID}`, premium)).statusCode).toBe(403);
  });
});

describe('GET /uploads/:name (private farm files)', () => {
  it("serves a farm record's file only to a bearer who sees the farmer; a public file to anyone", async () => {
    const own = await get(`/uploads/${PHOTO}`, premium);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await get(`/uploads/${PHOTO}`)).statusCode).toBe(404);
    expect((await get(`/uploads/${PHOTO}`, standard)).statusCode).toBe(404);
    expect((await get(`/uploads/${PHOTO}`, 'not-a-token')).statusCode).toBe(404);
    const open = await get(`/uploads/${PUBLIC_FILE}`);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=3600');
    expect(farmerId).not.toBe('');
  });
});
