import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, TestClient, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';

const CAPABILITIES = `capabilities { canEdit canEditTechnicalAdvice canAddTechnicalAdvice canAddItems canEditItems
  canRecommend canEditRecommendations canDelete }`;
const FIELDS = `id title description technicalAdvice providedConsultancyId farmerId createdAt createdByMe
  items { index title description fileUrl fileName fileType } recommendedActivityIds ${CAPABILITIES}`;
const LIST = `query($providedConsultancyId: ID!, $title: String, $page: Int, $viewAs: ID) {
  reports(providedConsultancyId: $providedConsultancyId, title: $title, page: $page, viewAs: $viewAs) {
    page total hasNextPage items { id title description createdAt } } }`;
const DETAIL = `query($id: ID!, $viewAs: ID) { report(id: $id, viewAs: $viewAs) { ${FIELDS}
  farmer { id name address { city stateFrom } }
  recommendedActivities { id name activityType startDate endDate description sectors { id name } createdByMe } } }`;
const RESULT = `message report { ${FIELDS} }`;
const CREATE = `mutation($input: ReportInput!) { createReport(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation($id: ID!, $input: ReportUpdateInput!) { updateReport(id: $id, input: $input) { ${RESULT} } }`;
const INSERT_ADVICE = `mutation($id: ID!, $technicalAdvice: String!) {
  insertTechnicalAdvice(id: $id, technicalAdvice: $technicalAdvice) { ${RESULT} } }`;
const DELETE = `mutation($id: ID!) { deleteReport(id: $id) { message next providedConsultancyId farmerId } }`;
const UPDATE_ITEM = `mutation($reportId: ID!, $index: Int!, $input: ReportItemInput!) {
  updateReportItem(reportId: $reportId, index: $index, input: $input) { ${RESULT} } }`;
const REMOVE_PHOTO = `mutation($reportId: ID!, $index: Int!) { removeReportItemPhoto(reportId: $reportId, index: $index) { ${RESULT} } }`;
const DELETE_ITEM = `mutation($reportId: ID!, $index: Int!) { deleteReportItem(reportId: $reportId, index: $index) { ${RESULT} } }`;
const PROVIDED = `query($id: ID!) { providedConsultancy(id: $id) { id reportCount } }`;
const VIEWER_ID = `query { viewer { profile { id } } }`;

interface UpstreamReport {
  _id: string;
  title: string;
  consultancyProvided: string;
  user: string;
  createdBy: string;
  technicalAdvice: string;
  reportOfFile: unknown[];
  fieldActivityRecommended: string[];
}
interface Capabilities {
  canEdit: boolean;
  canEditTechnicalAdvice: boolean;
  canAddTechnicalAdvice: boolean;
  canAddItems: boolean;
  canEditItems: boolean;
  canRecommend: boolean;
  canEditRecommendations: boolean;
  canDelete: boolean;
}
interface Report {
  id: string;
  title: string;
  description: string;
  technicalAdvice: string | null;
  providedConsultancyId: string;
  farmerId: string | null;
  createdByMe: boolean;
  items: {
    index: number;
    title: string | null;
    description: string;
    fileUrl: string | null;
    fileType: string | null;
  }[];
  recommendedActivityIds: string[];
  capabilities: Capabilities;
  farmer?: { id: string; name: string; address: { city: string } | null } | null;
  recommendedActivities?: { id: string; sectors: { name: string }[] }[];
}

const stack = useStack({ signIn: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'MASTER'] });
let standard: TestClient;
/** Every report of a role's demo account, as the provider answers them. */
const upstreamReports = async (role: 'CONSULTANT' | 'ENTERPRISE_CONSULTANT') => {
  const rest = await restAs(stack.url, role);
  const family = role === 'CONSULTANT' ? 'consultantReportApi' : 'enterpriseReportApi';
  const all: UpstreamReport[] = [];
  for (let page = 1; page < 50; page++) {
    const body = (await rest.post(`/${family}/filter?pageNumber=${page}`, {})).body as { items: UpstreamReport[] };
    all.push(...body.items);
    if (body.items.length < 10) break;
  }
  return all;
};

beforeAll(async () => {
  standard = new TestClient(stack.bff);
  await standard.signIn('padrao@talhao.dev', 'CONSULTANT');
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

function multipart(fields: [string, string][], file: { bytes: Buffer; name: string; type: string }) {
  const boundary = '----reportsBff42';
  const parts = fields.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function uploadItem(client: TestClient, reportId: string, fields: [string, string][]) {
  const body = multipart(fields, { bytes: PDF, name: 'notas.pdf', type: 'application/pdf' });
  const response = await stack.bff.inject({
    method: 'POST',
    url: `/uploads/report-item/${reportId}`,
    headers: { 'content-type': body.contentType, 'x-talhao-upload': '1', ...client.cookieHeader() },
    payload: body.payload,
  });
  client.track(response);
  return response;
}

describe('reports and report', () => {
  it('lists one provided consultancy’s reports in one upstream call, searchable by title', async () => {
    const [first] = await upstreamReports('CONSULTANT');
    stack.fixture.resetCalls();
    const page = dataOf<{ total: number; items: { id: string; title: string }[] }>(
      await stack.consultant.gql(LIST, { providedConsultancyId: first!.consultancyProvided }),
      'reports',
    );
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(stack.fixture.calls()).toEqual({ 'POST /consultantReportApi/filter': 1 });
    const word = first!.title.split(' ')[0]!.toUpperCase();
    const found = dataOf<{ items: { title: string }[] }>(
      await stack.consultant.gql(LIST, { providedConsultancyId: first!.consultancyProvided, title: word }),
      'reports',
    );
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((r) => r.title.toUpperCase().includes(word))).toBe(true);
  });

  it('reads a report with its farmer, items and recommended activities in three upstream calls (no N+1)', async () => {
    const upstream = (await upstreamReports('CONSULTANT')).find(
      (r) => r.fieldActivityRecommended.length >= 2 && r.reportOfFile.length > 0,
    );
    if (!upstream) throw new Error('the seed has no report with items and two recommendations');
    stack.fixture.resetCalls();
    const report = dataOf<Report>(await stack.consultant.gql(DETAIL, { id: upstream._id }), 'report');
    const calls = stack.fixture.calls();
    expect(calls['GET /consultantReportApi/:id']).toBe(1);
    expect(calls['POST /farmerFieldActivityApi/filter/:farmerId']).toBe(1);
    expect(Object.values(calls).reduce((sum, n) => sum + n, 0)).toBe(3);
    expect(report.farmer?.id).toBe(upstream.user);
    expect(report.recommendedActivities?.map((a) => a.id).sort()).toEqual(
      [...upstream.fieldActivityRecommended].sort(),
    );
    expect(report.items.every((item) => item.fileUrl?.startsWith('/files/uploads/seed-item-'))).toBe(true);
    expect(report.createdByMe).toBe(true);
    expect(report.capabilities).toMatchObject({
      canEdit: true,
      canEditItems: true,
      canAddItems: false,
      canRecommend: true,
      canEditRecommendations: true,
      canDelete: true,
      canAddTechnicalAdvice: upstream.technicalAdvice === '',
      canEditTechnicalAdvice: upstream.technicalAdvice !== '',
    });
  });

  it('another consultant reads it as absent and may not write it; the master reads it only with viewAs', async () => {
    const [upstream] = await upstreamReports('CONSULTANT');
    const hidden = await standard.gql(DETAIL, { id: upstream!._id });
    expect(hidden.body.errors).toBeUndefined();
    expect(hidden.body.data?.report).toBeNull();
    const write = await standard.gql(UPDATE, { id: upstream!._id, input: { title: 'Meu' } });
    expect(firstError(write)).toMatchObject({
      extensions: { code: 'NOT_FOUND' },
      message: 'Relatório não encontrado.',
    });
    const consultantId = dataOf<{ profile: { id: string } }>(await stack.consultant.gql(VIEWER_ID), 'viewer').profile
      .id;
    const viewed = dataOf<Report>(
      await stack.master.gql(DETAIL, { id: upstream!._id, viewAs: consultantId }),
      'report',
    );
    expect(viewed.id).toBe(upstream!._id);
    expect(Object.values(viewed.capabilities).every((can) => can === false)).toBe(true);
    const noView = await stack.master.gql(DETAIL, { id: upstream!._id });
    expect(firstError(noView)?.extensions?.code).toBe('FORBIDDEN');
  });

  it('ProvidedConsultancy.reportCount is one upstream call', async () => {
    const [upstream] = await upstreamReports('CONSULTANT');
    const all = (await upstreamReports('CONSULTANT')).filter(
      (r) => r.consultancyProvided === upstream!.consultancyProvided,
    );
    dataOf(await stack.consultant.gql(PROVIDED, { id: upstream!.consultancyProvided }), 'providedConsultancy');
    stack.fixture.resetCalls();
    const provided = dataOf<{ reportCount: number }>(
      await stack.consultant.gql(PROVIDED, { id: upstream!.consultancyProvided }),
      'providedConsultancy',
    );
    expect(provided.reportCount).toBe(all.length);
    expect(stack.fixture.calls()['POST /consultantReportApi/filter']).toBe(1);
  });
});

describe('writes', () => {
  it('creates, edits, inserts the technical opinion once, edits it, then deletes (back to the reports)', async () => {
    const [upstream] = await upstreamReports('CONSULTANT');
    const providedConsultancyId = upstream!.consultancyProvided;
    const blank = await stack.consultant.gql(CREATE, { input: { providedConsultancyId, title: '  ' } });
    expect(firstError(blank)).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
      message: 'Insira o título do relatório',
    });
    const created = dataOf<{ message: string; report: Report }>(
      await stack.consultant.gql(CREATE, {
        input: { providedConsultancyId, title: 'Visita de teste', description: 'D' },
      }),
      'createReport',
    );
    expect(created.message).toBe('Relatório criado com sucesso! 🥳');
    expect(created.report).toMatchObject({ title: 'Visita de teste', technicalAdvice: null, items: [] });
    expect(created.report.capabilities).toMatchObject({ canAddTechnicalAdvice: true, canAddItems: true });
    const id = created.report.id;

    const edited = dataOf<{ message: string; report: Report }>(
      await stack.consultant.gql(UPDATE, { id, input: { title: 'Visita revista', description: 'Nova' } }),
      'updateReport',
    );
    expect(edited.message).toBe('Relatório editado com sucesso!');
    expect(edited.report.title).toBe('Visita revista');

    const tooLong = await stack.consultant.gql(INSERT_ADVICE, { id, technicalAdvice: 'a'.repeat(481) });
    expect(firstError(tooLong)?.message).toBe('O parecer técnico pode ter no máximo 480 caracteres');
    const empty = await stack.consultant.gql(INSERT_ADVICE, { id, technicalAdvice: ' ' });
    expect(firstError(empty)?.message).toBe('Insira o relatório técnico');
    const inserted = dataOf<{ message: string; report: Report }>(
      await stack.consultant.gql(INSERT_ADVICE, { id, technicalAdvice: 'Manter o monitoramento.' }),
      'insertTechnicalAdvice',
    );
    expect(inserted.message).toBe('Parecer técnico inserido com sucesso!');
    expect(inserted.report.capabilities).toMatchObject({ canAddTechnicalAdvice: false, canEditTechnicalAdvice: true });
    stack.fixture.resetCalls();
    const again = await stack.consultant.gql(INSERT_ADVICE, { id, technicalAdvice: 'Outro' });
    expect(firstError(again)).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: 'Este relatório já possui parecer técnico.',
    });
    expect(stack.fixture.calls()).toEqual({ 'GET /consultantReportApi/:id': 1 });
    const adviceEdit = dataOf<{ message: string; report: Report }>(
      await stack.consultant.gql(UPDATE, {
        id,
        input: { title: 'Visita revista', description: 'Nova', technicalAdvice: 'Parecer revisto' },
      }),
      'updateReport',
    );
    expect(adviceEdit.message).toBe('Relatório atualizado com sucesso!');
    expect(adviceEdit.report.technicalAdvice).toBe('Parecer revisto');

    const deleted = dataOf<{ message: string; next: string; providedConsultancyId: string }>(
      await stack.consultant.gql(DELETE, { id }),
      'deleteReport',
    );
    expect(deleted).toMatchObject({ message: 'Relatório excluído!', next: 'REPORTS', providedConsultancyId });
    const gone = await stack.consultant.gql(DETAIL, { id });
    expect(gone.body.data?.report).toBeNull();
  });

  it('adds items through the upload (fields checked first), edits one, removes its photo, deletes it', async () => {
    const [upstream] = await upstreamReports('CONSULTANT');
    const providedConsultancyId = upstream!.consultancyProvided;
    const { report } = dataOf<{ report: Report }>(
      await stack.consultant.gql(CREATE, { input: { providedConsultancyId, title: 'Com itens' } }),
      'createReport',
    );
    stack.fixture.resetCalls();
    const bad = await uploadItem(stack.consultant, report.id, [
      ['consultancyProvidedId', providedConsultancyId],
      ['description', ''],
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Insira a descrição');
    expect(stack.fixture.calls()).toEqual({});
    const byOther = await uploadItem(standard, report.id, [
      ['consultancyProvidedId', providedConsultancyId],
      ['description', 'Foto'],
    ]);
    expect(byOther.statusCode).toBe(404);

    const fields: [string, string][] = [
      ['consultancyProvidedId', providedConsultancyId],
      ['title', 'Talhão 3'],
      ['description', 'Lesões no baixeiro'],
    ];
    const first = await uploadItem(stack.consultant, report.id, fields);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ reportId: report.id, message: 'Item adicionado ao relatório!' });
    expect((await uploadItem(stack.consultant, report.id, fields)).statusCode).toBe(200);

    const updated = dataOf<{ message: string; report: Report }>(
      await stack.consultant.gql(UPDATE_ITEM, { reportId: report.id, index: 0, input: { description: 'Revisto' } }),
      'updateReportItem',
    );
    expect(updated.message).toBe('Item do relatório editado!');
    expect(updated.report.items[0]).toMatchObject({ index: 0, title: null, description: 'Revisto' });
    expect(updated.report.items[0]?.fileType).toBe('application/pdf');
    const tooLong = await stack.consultant.gql(UPDATE_ITEM, {
      reportId: report.id,
      index: 0,
      input: { description: 'a'.repeat(481) },
    });
    expect(firstError(tooLong)?.message).toBe('A descrição pode ter no máximo 480 caracteres');

    const noPhoto = dataOf<{ message: string; report: Report }>(
      await stack.consultant.gql(REMOVE_PHOTO, { reportId: report.id, index: 0 }),
      'removeReportItemPhoto',
    );
    expect(noPhoto.message).toBe('Imagem excluída!');
    expect(noPhoto.report.items[0]?.fileUrl).toBeNull();
    const removed = dataOf<{ message: string; report: Report }>(
      await stack.consultant.gql(DELETE_ITEM, { reportId: report.id, index: 0 }),
      'deleteReportItem',
    );
    expect(removed.message).toBe('Item do relatório excluído!');
    expect(removed.report.items.map((item) => item.index)).toEqual([1]);
    const missing = await stack.consultant.gql(DELETE_ITEM, { reportId: report.id, index: 0 });
    expect(firstError(missing)).toMatchObject({
      extensions: { code: 'NOT_FOUND' },
      message: 'Item do relatório não encontrado.',
    });
  });

  it('the company reads its consultants’ reports and writes none; the company consultant never edits the opinion', async () => {
    const [upstream] = await upstreamReports('ENTERPRISE_CONSULTANT');
    const read = dataOf<Report>(await stack.company.gql(DETAIL, { id: upstream!._id }), 'report');
    expect(read.createdByMe).toBe(false);
    expect(Object.values(read.capabilities).every((can) => can === false)).toBe(true);
    const companyWrite = await stack.company.gql(CREATE, {
      input: { providedConsultancyId: upstream!.consultancyProvided, title: 'Empresa' },
    });
    expect(firstError(companyWrite)?.extensions?.code).toBe('FORBIDDEN');

    const own = dataOf<Report>(await stack.companyConsultant.gql(DETAIL, { id: upstream!._id }), 'report');
    expect(own.capabilities).toMatchObject({
      canEdit: false,
      canEditTechnicalAdvice: false,
      canEditRecommendations: false,
    });
    const { report } = dataOf<{ report: Report }>(
      await stack.companyConsultant.gql(CREATE, {
        input: { providedConsultancyId: upstream!.consultancyProvided, title: 'Relatório da empresa' },
      }),
      'createReport',
    );
    const inserted = dataOf<{ report: Report }>(
      await stack.companyConsultant.gql(INSERT_ADVICE, { id: report.id, technicalAdvice: 'Parecer' }),
      'insertTechnicalAdvice',
    );
    expect(inserted.report.technicalAdvice).toBe('Parecer');
    stack.fixture.resetCalls();
    const locked = await stack.companyConsultant.gql(UPDATE, {
      id: report.id,
      input: { title: 'Relatório da empresa', technicalAdvice: 'Mudado' },
    });
    expect(firstError(locked)).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
      message: 'O consultor empresarial não pode alterar o parecer técnico.',
    });
    expect(stack.fixture.calls()['PUT /enterpriseReportApi/:id']).toBeUndefined();
    const deleted = dataOf<{ next: string }>(
      await stack.companyConsultant.gql(DELETE, { id: report.id }),
      'deleteReport',
    );
    expect(deleted.next).toBe('PROVIDED_CONSULTANCY');
  });
});
