import { COMMON } from '@talhao/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, TestClient, useStack } from '../../test/helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

const LIST = `query($farmerId: ID!, $search: String, $page: Int) {
  labAnalyses(farmerId: $farmerId, search: $search, page: $page) {
    page total hasNextPage items { id name date createdAt propertyId propertyName fileUrl fileName fileType } } }`;
const FARMERS = `query { farmers { items { id name createdByMe } } }`;
const PROPERTIES = `query($farmerId: ID!) { farmerProperties(farmerId: $farmerId) { total items { id name } } }`;

interface Analysis {
  id: string;
  name: string;
  date: string;
  createdAt: string;
  propertyId: string | null;
  propertyName: string | null;
  fileUrl: string;
  fileName: string | null;
  fileType: string | null;
}
interface AnalysisPage {
  page: number;
  total: number;
  hasNextPage: boolean;
  items: Analysis[];
}

/** A multipart body: text fields in the given order, the file among them where `fileAt` says (default last). */
function multipart(
  fields: [string, string][],
  file: { bytes: Buffer; name?: string; type?: string } | null,
  fileAt = fields.length,
) {
  const boundary = '----analysesBff99';
  const fieldPart = ([name, value]: [string, string]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const parts = fields.map(fieldPart);
  if (file) {
    parts.splice(
      fileAt,
      0,
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'laudo.pdf'}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from('\r\n'),
      ]),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const stack = useStack({ signIn: ['CONSULTANT', 'ENTERPRISE'] });
let farmerId: string;
let propertyId: string;
let propertyName: string;
let standard: TestClient;

const today = () => new Date().toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  standard = new TestClient(stack.bff);
  await standard.signIn('padrao@talhao.dev', 'CONSULTANT');
  const farmers = dataOf<{ items: { id: string; createdByMe: boolean }[] }>(
    await stack.consultant.gql(FARMERS),
    'farmers',
  );
  // A farmer the consultant registered (uploads need it) that the other consultant does not see.
  for (const farmer of farmers.items) {
    if (!farmer.createdByMe) continue;
    const seenByOther = await standard.gql(`query($id: ID!) { farmer(id: $id) { id } }`, { id: farmer.id });
    if (seenByOther.body.data?.farmer) continue;
    const properties = dataOf<{ total: number; items: { id: string; name: string }[] }>(
      await stack.consultant.gql(PROPERTIES, { farmerId: farmer.id }),
      'farmerProperties',
    );
    const first = properties.items[0];
    if (first) {
      farmerId = farmer.id;
      propertyId = first.id;
      propertyName = first.name;
      break;
    }
  }
});

async function upload(client: TestClient, body: ReturnType<typeof multipart>, farmer = farmerId) {
  const response = await stack.bff.inject({
    method: 'POST',
    url: `/uploads/lab-analysis/${farmer}`,
    headers: { 'content-type': body.contentType, 'x-talhao-upload': '1', ...client.cookieHeader() },
    payload: body.payload,
  });
  client.track(response);
  return response;
}

const fields = (overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({ name: 'Análise de micronutrientes', date: yesterday(), property: propertyId, ...overrides });

describe('labAnalyses', () => {
  it('lists a farmer’s analyses with their property names and file links: 2 upstream calls for the page', async () => {
    stack.fixture.resetCalls();
    const page = dataOf<AnalysisPage>(await stack.consultant.gql(LIST, { farmerId }), 'labAnalyses');
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items.every((a) => /^\/files\/uploads\/seed-analise-[0-9a-f]{24}\.(pdf|png)$/.test(a.fileUrl))).toBe(
      true,
    );
    expect(page.items.every((a) => a.propertyName !== null && a.fileType !== null)).toBe(true);
    expect([...page.items.map((a) => a.date)].sort().reverse()).toEqual(page.items.map((a) => a.date));
    expect(stack.fixture.calls()).toEqual({
      'POST /farmerLabDocsApi/filter/:farmerId': 1,
      'POST /farmerPropertyApi/filter': 1,
    });
  });

  it('searches by name (the spec’s product field)', async () => {
    const all = dataOf<AnalysisPage>(await stack.consultant.gql(LIST, { farmerId }), 'labAnalyses');
    const word = all.items[0]?.name.split(' ')[2] ?? '';
    const found = dataOf<AnalysisPage>(await stack.consultant.gql(LIST, { farmerId, search: word }), 'labAnalyses');
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((a) => a.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const none = dataOf<AnalysisPage>(
      await stack.consultant.gql(LIST, { farmerId, search: 'nada-assim' }),
      'labAnalyses',
    );
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it('reads another consultant’s farmer as not found', async () => {
    const response = await standard.gql(LIST, { farmerId });
    expect(firstError(response)).toMatchObject({
      message: 'Dados não encontrados',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('the company reads through its family', async () => {
    // The company sees the farmers of its consultancies; premium's farmer is not one of them.
    const response = await stack.company.gql(LIST, { farmerId });
    expect(firstError(response).extensions?.code).toBe('NOT_FOUND');
  });
});

describe('POST /uploads/lab-analysis/:farmerId', () => {
  it('checks the farm, then streams fields and file to farmerLabDocsApi; the PDF opens inline', async () => {
    stack.fixture.resetCalls();
    const response = await upload(stack.consultant, multipart(fields(), { bytes: PDF, name: '../Laudo <final>.pdf' }));
    expect(response.statusCode).toBe(200);
    const body = response.json() as { id: string; message: string };
    expect(body.message).toBe('Análise inserida com sucesso!');
    expect(body.id).toMatch(/^[a-f0-9]{24}$/);
    expect(stack.fixture.calls()).toEqual({
      'GET /consultantFarmerProfileApi/:id': 1,
      'GET /farmerPropertyApi/property/:id': 1,
      'POST /farmerLabDocsApi/:farmerId': 1,
    });

    const page = dataOf<AnalysisPage>(
      await stack.consultant.gql(LIST, { farmerId, search: 'micronutrientes' }),
      'labAnalyses',
    );
    const created = page.items.find((a) => a.id === body.id);
    expect(created).toMatchObject({
      name: 'Análise de micronutrientes',
      date: yesterday(),
      propertyId,
      propertyName,
      fileName: 'Laudo _final.pdf',
      fileType: 'application/pdf',
    });
    // A farm record's file is private (issue 15): the session's token goes with it; without a session, 404.
    const file = await stack.bff.inject({
      method: 'GET',
      url: created?.fileUrl ?? '',
      headers: stack.consultant.cookieHeader(),
    });
    expect(file.statusCode).toBe(200);
    expect((await stack.bff.inject({ method: 'GET', url: created?.fileUrl ?? '' })).statusCode).toBe(404);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBeUndefined();
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('takes a PNG scan too', async () => {
    const response = await upload(
      stack.consultant,
      multipart(fields(), { bytes: PNG, name: 'scan.png', type: 'image/png' }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses bad fields with the form’s texts before calling the provider', async () => {
    stack.fixture.resetCalls();
    const bad = await upload(stack.consultant, multipart(fields({ name: 'ab', date: '2100-01-01' }), { bytes: PDF }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'O nome deve ter pelo menos 3 caracteres',
      fields: { name: 'O nome deve ter pelo menos 3 caracteres', date: 'A data da análise não pode estar no futuro' },
    });
    const future = await upload(
      stack.consultant,
      multipart(fields({ date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) }), { bytes: PDF }),
    );
    expect(future.json().message).toBe('A data da análise não pode estar no futuro');
    const impossible = await upload(stack.consultant, multipart(fields({ date: '2026-02-31' }), { bytes: PDF }));
    expect(impossible.json().message).toBe('Data inválida');
    expect(stack.fixture.calls()).toEqual({});
    expect(today()).toMatch(/^\d{4}/);
  });

  it('reads fields only before the file: one sent after it is missing', async () => {
    stack.fixture.resetCalls();
    const late = await upload(stack.consultant, multipart(fields(), { bytes: PDF }, 1));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Insira a data da análise' });
    expect(stack.fixture.calls()).toEqual({});
  });

  it('refuses content that is not PDF/PNG/JPEG, whatever its name and type, and files over 3 MB', async () => {
    stack.fixture.resetCalls();
    const html = await upload(
      stack.consultant,
      multipart(fields(), { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'x.pdf' }),
    );
    expect(html.statusCode).toBe(415);
    expect(html.json()).toEqual({ code: 'BAD_USER_INPUT', message: 'Envie um arquivo PDF, PNG ou JPEG' });
    expect(stack.fixture.calls()['POST /farmerLabDocsApi/:farmerId']).toBeUndefined();
    const big = await upload(
      stack.consultant,
      multipart(fields(), { bytes: Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024 + 10)]) }),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 'BAD_USER_INPUT', message: 'O arquivo deve ter no máximo 3 MB' });
    const none = await upload(stack.consultant, multipart(fields(), null));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Erro ao carregar a imagem');
  });

  it('reads another consultant’s farmer as not found, a foreign property too, and no file is sent', async () => {
    stack.fixture.resetCalls();
    const other = await upload(standard, multipart(fields(), { bytes: PDF }));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 'NOT_FOUND', message: 'Agricultor não encontrado.' });
    const foreign = await upload(
      stack.consultant,
      multipart(fields({ property: 'aaaaaaaaaaaaaaaaaaaaaaaa' }), { bytes: PDF }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Propriedade não encontrada.',
      fields: { property: 'Propriedade não encontrada.' },
    });
    expect(stack.fixture.calls()['POST /farmerLabDocsApi/:farmerId']).toBeUndefined();
  });

  it('lets only consultants write (the company reads), behind the CSRF header', async () => {
    const company = await upload(stack.company, multipart(fields(), { bytes: PDF }));
    expect(company.statusCode).toBe(403);
    expect(company.json()).toEqual({ code: 'FORBIDDEN', message: COMMON.forbidden });
    const noCsrf = await stack.bff.inject({
      method: 'POST',
      url: `/uploads/lab-analysis/${farmerId}`,
      headers: { 'content-type': multipart(fields(), { bytes: PDF }).contentType, ...stack.consultant.cookieHeader() },
      payload: multipart(fields(), { bytes: PDF }).payload,
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});
