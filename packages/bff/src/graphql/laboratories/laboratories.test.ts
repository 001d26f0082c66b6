import { LAB_MESSAGES } from '@talhao/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, TestClient, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';
import { NO_LABORATORY_AREA, SCHEDULED } from './messages';

const LAB =
  'id name address { city stateFrom coords { latitude longitude } } phone email site associated distanceKm analyses { type name price turnaroundDays }';
const LABS = `query($name: String, $analysisType: AnalysisType, $page: Int, $viewAs: ID) {
  laboratories(name: $name, analysisType: $analysisType, page: $page, viewAs: $viewAs) { page total hasNextPage items { ${LAB} } } }`;
const ASSOCIATED = `query($page: Int, $viewAs: ID) { associatedLaboratories(page: $page, viewAs: $viewAs) { total items { ${LAB} } } }`;
const ONE = `query($id: ID!, $viewAs: ID) { laboratory(id: $id, viewAs: $viewAs) { ${LAB} } }`;
const MINE = `query($page: Int, $viewAs: ID) { myLabAnalyses(page: $page, viewAs: $viewAs) {
  page total hasNextPage items { id date farmerId farmerName propertyName type laboratoryId laboratoryName status price } } }`;
const SCHEDULE = `mutation($input: LabOrderInput!) { scheduleLabAnalysis(input: $input) { message id } }`;
const FARMERS = `query { farmers { items { id name } } }`;
const VIEWER_ID = `query { viewer { profile { id } } }`;

interface Lab {
  id: string;
  name: string;
  address: { city: string };
  site: string | null;
  associated: boolean;
  distanceKm: number | null;
  analyses: Array<{ type: string; name: string; price: number }>;
}
interface LabPage {
  page: number;
  total: number;
  hasNextPage: boolean;
  items: Lab[];
}
interface LabRecord {
  id: string;
  date: string;
  farmerId: string;
  farmerName: string;
  type: string;
  laboratoryName: string;
  status: string;
  price: number | null;
}

const stack = useStack({ signIn: ['CONSULTANT', 'ENTERPRISE_CONSULTANT', 'ENTERPRISE', 'MASTER'] });
let standard: TestClient;
beforeAll(async () => {
  standard = new TestClient(stack.bff);
  const signIn = await standard.signIn('padrao@talhao.dev', 'CONSULTANT');
  if (signIn.body.errors) throw new Error(signIn.raw);
});

/** A São Paulo day `days` after the BFF's today (the fixture and the BFF share the real clock in tests). */
const inDays = (days: number) => {
  const day = new Date(Date.now() - 3 * 3_600_000 + days * 86_400_000);
  return day.toISOString().slice(0, 10);
};
const viewerId = async (client: TestClient) =>
  dataOf<{ profile: { id: string } }>(await client.gql(VIEWER_ID), 'viewer').profile.id;
const labs = async (client: TestClient, variables: Record<string, unknown> = {}) =>
  dataOf<LabPage>(await client.gql(LABS, variables), 'laboratories');

describe('laboratories', () => {
  it('a page of labs costs one upstream call, nearest first, with the GraphQL spellings', async () => {
    stack.fixture.resetCalls();
    const page = await labs(stack.consultant, { page: 1 });
    expect(stack.fixture.calls()).toEqual({ 'POST /consultantLaboratoryApi/filter': 1 });
    expect(page.items).toHaveLength(10);
    expect(page.hasNextPage).toBe(true);
    const distances = page.items.map((lab) => lab.distanceKm ?? 0);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    const types = new Set(page.items.flatMap((lab) => lab.analyses.map((offer) => offer.type)));
    expect(types.has('PLANT_TISSUE') || types.has('NEMATODES') || types.has('CRA')).toBe(true);
    expect(page.items.every((lab) => lab.site === null || lab.site.startsWith('https://'))).toBe(true);

    const rest = await restAs(stack.url, 'CONSULTANT');
    const upstream = (await rest.post('/consultantLaboratoryApi/filter?pageNumber=1', {})).body as {
      items: Array<{ _id: string }>;
      total: number;
    };
    expect(page.items.map((lab) => lab.id)).toEqual(upstream.items.map((lab) => lab._id));
    expect(page.total).toBe(upstream.total);
  });

  it('searches by name (accent-insensitive) and filters by analysis type', async () => {
    const byName = await labs(stack.consultant, { name: '  laboratorio capixaba ' });
    expect(byName.items.map((lab) => lab.name)).toEqual(['Laboratório Capixaba de Análises Agrícolas']);
    const nematodes = await labs(stack.consultant, { analysisType: 'NEMATODES' });
    expect(nematodes.total).toBeGreaterThan(0);
    expect(nematodes.items.every((lab) => lab.analyses.some((offer) => offer.type === 'NEMATODES'))).toBe(true);
    const invalidPage = firstError(await stack.consultant.gql(LABS, { page: 0 }));
    expect(invalidPage.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('associated labs and one lab: one call each; an unknown lab is null', async () => {
    stack.fixture.resetCalls();
    const associated = dataOf<{ total: number; items: Lab[] }>(
      await stack.consultant.gql(ASSOCIATED),
      'associatedLaboratories',
    );
    expect(associated.total).toBe(3);
    expect(associated.items.every((lab) => lab.associated)).toBe(true);
    const first = associated.items[0]!;
    const one = dataOf<Lab>(await stack.consultant.gql(ONE, { id: first.id }), 'laboratory');
    expect(one).toEqual(first);
    expect(stack.fixture.calls()).toEqual({
      'POST /consultantLaboratoryApi/associated/filter': 1,
      'GET /consultantLaboratoryApi/:id': 1,
    });
    const missing = await stack.consultant.gql(ONE, { id: '65a1f0c2e4b0a1b2c3d4e5ff' });
    expect(missing.body.errors).toBeUndefined();
    expect(missing.body.data).toEqual({ laboratory: null });
  });

  it("'minhas análises': the caller's own records only, one call, statuses in GraphQL spelling", async () => {
    stack.fixture.resetCalls();
    const mine = dataOf<{ total: number; items: LabRecord[] }>(await stack.consultant.gql(MINE), 'myLabAnalyses');
    expect(stack.fixture.calls()).toEqual({ 'POST /consultantLaboratoryApi/analyses/filter': 1 });
    expect(mine.total).toBeGreaterThanOrEqual(12);
    const second = dataOf<{ items: LabRecord[] }>(await stack.consultant.gql(MINE, { page: 2 }), 'myLabAnalyses');
    const statuses = new Set([...mine.items, ...second.items].map((row) => row.status));
    expect(statuses).toEqual(new Set(['SCHEDULED', 'SAMPLE_SENT', 'IN_ANALYSIS', 'COMPLETED', 'CANCELED']));
    const others = dataOf<{ items: LabRecord[] }>(await standard.gql(MINE), 'myLabAnalyses');
    expect(others.items.some((row) => mine.items.some((own) => own.id === row.id))).toBe(false);
  });

  it('a company consultant has labs and records of its own; a company and a master without viewAs are refused', async () => {
    expect((await labs(stack.companyConsultant)).total).toBeGreaterThan(0);
    expect(dataOf<{ total: number }>(await stack.companyConsultant.gql(MINE), 'myLabAnalyses').total).toBeGreaterThan(
      0,
    );
    // A company is not among the fields' roles (@auth); a master reaches the resolver, which needs a viewAs.
    expect(firstError(await stack.company.gql(LABS)).extensions).toMatchObject({ code: 'FORBIDDEN' });
    const master = firstError(await stack.master.gql(LABS));
    expect(master.message).toBe(NO_LABORATORY_AREA);
    expect(master.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('viewAs: a master reads a consultant’s labs and records, and may not schedule', async () => {
    const consultantId = await viewerId(stack.consultant);
    expect(dataOf(await stack.master.gql(MINE, { viewAs: consultantId }), 'myLabAnalyses')).toEqual(
      dataOf(await stack.consultant.gql(MINE), 'myLabAnalyses'),
    );
    expect((await labs(stack.master, { viewAs: consultantId })).items).toEqual((await labs(stack.consultant)).items);
    const lab = (await labs(stack.consultant)).items[0]!;
    const farmer = dataOf<{ items: Array<{ id: string }> }>(await stack.consultant.gql(FARMERS), 'farmers').items[0]!;
    const input = { laboratoryId: lab.id, farmerId: farmer.id, analysisType: 'SOIL', date: inDays(5) };
    expect(firstError(await stack.master.gql(SCHEDULE, { input })).extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('scheduleLabAnalysis', () => {
  const farmerAndLab = async () => {
    const lab = (await labs(stack.consultant)).items[0]!;
    const farmer = dataOf<{ items: Array<{ id: string; name: string }> }>(
      await stack.consultant.gql(FARMERS),
      'farmers',
    ).items[0]!;
    return { lab, farmer };
  };

  it('creates a SCHEDULED record at the lab’s price, listed first in minhas análises (2 upstream calls)', async () => {
    const { lab, farmer } = await farmerAndLab();
    const offer = lab.analyses[0]!;
    stack.fixture.resetCalls();
    const result = dataOf<{ message: string; id: string }>(
      await stack.consultant.gql(SCHEDULE, {
        input: { laboratoryId: lab.id, farmerId: farmer.id, analysisType: offer.type, date: inDays(200) },
      }),
      'scheduleLabAnalysis',
    );
    expect(result.message).toBe(SCHEDULED);
    expect(SCHEDULED).toBe('Análise agendada com sucesso!');
    expect(stack.fixture.calls()).toEqual({
      'GET /consultantLaboratoryApi/:id': 1,
      'POST /consultantLaboratoryApi/analyses': 1,
    });
    const mine = dataOf<{ items: LabRecord[] }>(await stack.consultant.gql(MINE), 'myLabAnalyses');
    expect(mine.items[0]).toMatchObject({
      id: result.id,
      date: inDays(200),
      farmerId: farmer.id,
      farmerName: farmer.name,
      type: offer.type,
      laboratoryName: lab.name,
      status: 'SCHEDULED',
      price: lab.analyses.find((candidate) => candidate.type === offer.type)!.price,
    });
  });

  it('refuses with the form’s texts before any upstream call: no farmer, a past day, 31/02', async () => {
    const { lab } = await farmerAndLab();
    stack.fixture.resetCalls();
    const base = { laboratoryId: lab.id, farmerId: '', analysisType: 'SOIL', date: inDays(3) };
    const noFarmer = firstError(await stack.consultant.gql(SCHEDULE, { input: base }));
    expect(noFarmer.message).toBe('Selecione o agricultor');
    expect(noFarmer.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const past = firstError(
      await stack.consultant.gql(SCHEDULE, { input: { ...base, farmerId: 'x', date: inDays(-2) } }),
    );
    expect(past.message).toBe(LAB_MESSAGES.dateFromToday);
    const impossible = await stack.consultant.gql(SCHEDULE, { input: { ...base, farmerId: 'x', date: '2026-02-31' } });
    expect(impossible.body.errors?.length).toBeGreaterThan(0);
    expect(stack.fixture.calls()).toEqual({});
  });

  it('refuses a type the lab does not offer, an unknown lab, and another consultant’s farmer (not found)', async () => {
    const page = await labs(stack.consultant, { page: 1 });
    const lacking = page.items
      .map((lab) => ({
        lab,
        type: ['PLANT_TISSUE', 'CRA', 'NEMATODES'].find((t) => !lab.analyses.some((a) => a.type === t)),
      }))
      .find((candidate) => candidate.type)!;
    const { farmer } = await farmerAndLab();
    const input = { laboratoryId: lacking.lab.id, farmerId: farmer.id, analysisType: lacking.type, date: inDays(3) };
    stack.fixture.resetCalls();
    const notOffered = firstError(await stack.consultant.gql(SCHEDULE, { input }));
    expect(notOffered.message).toBe('Este laboratório não oferece esse tipo de análise');
    expect(stack.fixture.calls()).toEqual({ 'GET /consultantLaboratoryApi/:id': 1 });

    const unknownLab = firstError(
      await stack.consultant.gql(SCHEDULE, {
        input: { ...input, laboratoryId: '65a1f0c2e4b0a1b2c3d4e5ff', analysisType: 'SOIL' },
      }),
    );
    expect(unknownLab.message).toBe(LAB_MESSAGES.laboratoryNotFound);
    expect(unknownLab.extensions).toMatchObject({ code: 'NOT_FOUND' });

    const mineIds = new Set(
      dataOf<{ items: Array<{ id: string }> }>(await stack.consultant.gql(FARMERS), 'farmers').items.map((f) => f.id),
    );
    const othersFarmer = dataOf<{ items: Array<{ id: string }> }>(await standard.gql(FARMERS), 'farmers').items.find(
      (f) => !mineIds.has(f.id),
    );
    expect(othersFarmer).toBeDefined();
    if (othersFarmer) {
      const foreign = firstError(
        await stack.consultant.gql(SCHEDULE, {
          input: { ...input, farmerId: othersFarmer.id, analysisType: 'SOIL' },
        }),
      );
      expect(foreign.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
      expect(foreign.message).toBe('Laboratório ou agricultor não encontrado.');
    }
  });
});
