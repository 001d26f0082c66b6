import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, TestClient, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

const ITEM = `id title description status consultancyProvidedId sectors { id name } postCount createdAt lastUpdate canWrite`;
const LIST = `query($id: ID!, $page: Int, $viewAs: ID) { monitorings(consultancyProvidedId: $id, page: $page, viewAs: $viewAs) {
  page total hasNextPage items { ${ITEM} } } }`;
const DETAIL = `query($id: ID!, $viewAs: ID) { monitoring(id: $id, viewAs: $viewAs) { ${ITEM}
  posts { id date title description sendByName fileUrl fileName fileType } } }`;
const CREATE = `mutation($input: MonitoringInput!) { createMonitoring(input: $input) { message monitoring { ${ITEM} } } }`;
const PROVIDED = `query { providedConsultancies { items { id monitoringCount farmer { id } property { id } } } }`;
const SECTORS = `query($propertyId: ID!) { propertySectors(propertyId: $propertyId) { id name } }`;
const FARMER_COUNT = `query($id: ID!) { farmer(id: $id) { id monitoringCount } }`;
const FARMERS = `query { farmers { items { id } } }`;
const VIEWER_ID = `query { viewer { profile { id } } }`;

interface Item {
  id: string;
  title: string;
  status: string;
  consultancyProvidedId: string;
  sectors: { id: string; name: string }[];
  postCount: number;
  lastUpdate: string;
  canWrite: boolean;
}
interface Post {
  id: string;
  date: string;
  title: string | null;
  description: string;
  sendByName: string;
  fileUrl: string;
  fileName: string | null;
  fileType: string | null;
}
interface Page {
  total: number;
  hasNextPage: boolean;
  items: Item[];
}
interface ProvidedRow {
  id: string;
  monitoringCount: number;
  farmer: { id: string };
  property: { id: string } | null;
}

function multipart(fields: [string, string][], file: { bytes: Buffer; name: string; type: string } | null) {
  const boundary = '----monitoringsBff15';
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const stack = useStack({ signIn: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'MASTER'] });
let standard: TestClient;
let consultancy: ProvidedRow;
let sectors: { id: string; name: string }[];
let monitoringId: string;

async function upload(client: TestClient, id: string, body: ReturnType<typeof multipart>) {
  const response = await stack.bff.inject({
    method: 'POST',
    url: `/uploads/monitoring-post/${id}`,
    headers: { 'content-type': body.contentType, 'x-talhao-upload': '1', ...client.cookieHeader() },
    payload: body.payload,
  });
  client.track(response);
  return response;
}

beforeAll(async () => {
  standard = new TestClient(stack.bff);
  await standard.signIn('padrao@talhao.dev', 'CONSULTANT');
  const rows = dataOf<{ items: ProvidedRow[] }>(await stack.consultant.gql(PROVIDED), 'providedConsultancies').items;
  for (const row of rows) {
    if (row.monitoringCount === 0 || !row.property) continue;
    const found = dataOf<{ id: string; name: string }[]>(
      await stack.consultant.gql(SECTORS, { propertyId: row.property.id }),
      'propertySectors',
    );
    const listed = dataOf<Page>(await stack.consultant.gql(LIST, { id: row.id }), 'monitorings');
    if (found.length >= 2 && listed.items.some((m) => m.postCount >= 2)) {
      consultancy = row;
      sectors = found;
      break;
    }
  }
  if (!consultancy) throw new Error('no provided consultancy with monitorings and two sectors');
});

describe('reads', () => {
  it('counts the monitorings of a page of provided consultancies in one upstream call', async () => {
    stack.fixture.resetCalls();
    const rows = dataOf<{ items: ProvidedRow[] }>(await stack.consultant.gql(PROVIDED), 'providedConsultancies').items;
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.some((row) => row.monitoringCount > 0)).toBe(true);
    expect(stack.fixture.calls()['POST /consultantMonitoringApi/monitoring/count/filter']).toBe(1);
  });

  it('lists a consultancy’s monitorings (one call), with sector names, last updated first', async () => {
    stack.fixture.resetCalls();
    const page = dataOf<Page>(await stack.consultant.gql(LIST, { id: consultancy.id }), 'monitorings');
    expect(page.total).toBe(consultancy.monitoringCount);
    expect(page.items.every((m) => m.sectors.length > 0 && m.sectors.every((s) => s.name))).toBe(true);
    expect(page.items.every((m) => m.canWrite && m.consultancyProvidedId === consultancy.id)).toBe(true);
    const updates = page.items.map((m) => m.lastUpdate);
    expect([...updates].sort().reverse()).toEqual(updates);
    expect(stack.fixture.calls()).toEqual({
      'POST /consultantMonitoringApi/monitoring/filter/:consultancyProvidedId': 1,
    });
  });

  it('reads one monitoring’s timeline newest first with senders and file links in one call', async () => {
    const page = dataOf<Page>(await stack.consultant.gql(LIST, { id: consultancy.id }), 'monitorings');
    const withPosts = page.items.find((m) => m.postCount >= 2);
    expect(withPosts).toBeDefined();
    stack.fixture.resetCalls();
    const detail = dataOf<Item & { posts: Post[] }>(
      await stack.consultant.gql(DETAIL, { id: withPosts?.id }),
      'monitoring',
    );
    expect(stack.fixture.calls()).toEqual({ 'GET /consultantMonitoringApi/monitoring/:id': 1 });
    const dates = detail.posts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(detail.posts.every((p) => p.sendByName === 'Ana Paula Ribeiro')).toBe(true);
    // Each post has its own private copy of the seed's sample file (issue 15: farm files are private).
    expect(detail.posts.every((p) => /^\/files\/uploads\/seed-post-/.test(p.fileUrl))).toBe(true);
    expect(detail.posts.every((p) => p.fileType === 'image/png' || p.fileType === 'application/pdf')).toBe(true);
    const file = await stack.consultant.get(detail.posts[0]?.fileUrl ?? '');
    expect(file.status).toBe(200);
    expect((await stack.bff.inject({ method: 'GET', url: detail.posts[0]?.fileUrl ?? '' })).statusCode).toBe(404);
  });

  it('another consultant reads it as not found: the monitoring null, the list NOT_FOUND', async () => {
    const page = dataOf<Page>(await stack.consultant.gql(LIST, { id: consultancy.id }), 'monitorings');
    const id = page.items[0]?.id;
    const own = await stack.consultant.gql(DETAIL, { id });
    expect(own.body.data?.monitoring).not.toBeNull();
    const foreign = await standard.gql(DETAIL, { id });
    expect(foreign.body.errors).toBeUndefined();
    expect(foreign.body.data?.monitoring).toBeNull();
    expect(firstError(await standard.gql(LIST, { id: consultancy.id }))).toMatchObject({
      message: 'Dados não encontrados',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('the farmer hub’s count: one call for all the farmer’s consultancies', async () => {
    stack.fixture.resetCalls();
    const farmer = dataOf<{ monitoringCount: number }>(
      await stack.consultant.gql(FARMER_COUNT, { id: consultancy.farmer.id }),
      'farmer',
    );
    expect(farmer.monitoringCount).toBeGreaterThanOrEqual(consultancy.monitoringCount);
    expect(stack.fixture.calls()['POST /consultantMonitoringApi/monitoring/count/filter']).toBe(1);
  });

  it('a master reads a consultant’s monitorings with viewAs, and may not write them', async () => {
    const consultantId = dataOf<{ profile: { id: string } }>(await stack.consultant.gql(VIEWER_ID), 'viewer').profile
      .id;
    const page = dataOf<Page>(
      await stack.master.gql(LIST, { id: consultancy.id, viewAs: consultantId }),
      'monitorings',
    );
    expect(page.total).toBe(consultancy.monitoringCount);
    expect(page.items.every((m) => !m.canWrite)).toBe(true);
    expect(firstError(await stack.master.gql(LIST, { id: consultancy.id })).extensions?.code).toBe('FORBIDDEN');
  });
});

describe('createMonitoring', () => {
  const input = () => ({
    consultancyProvidedId: consultancy.id,
    title: 'Mancha-alvo no algodão',
    description: 'Acompanhar a evolução da mancha-alvo após as chuvas.',
    status: 'IN_PROGRESS',
    sectorIds: [sectors[0]?.id, sectors[1]?.id],
  });

  it('refuses the form’s rules with their texts before calling the provider', async () => {
    stack.fixture.resetCalls();
    const none = await stack.consultant.gql(CREATE, { input: { ...input(), sectorIds: [] } });
    expect(firstError(none)).toMatchObject({
      message: 'Selecione pelo menos um setor',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const long = await stack.consultant.gql(CREATE, { input: { ...input(), description: 'a'.repeat(211) } });
    expect(firstError(long).message).toBe('A descrição pode ter no máximo 210 caracteres');
    const blank = await stack.consultant.gql(CREATE, { input: { ...input(), title: '  ' } });
    expect(firstError(blank).message).toBe('Insira o titulo');
    expect(stack.fixture.calls()).toEqual({});
  });

  it('creates it (two calls), then answers the same data with CONFLICT', async () => {
    stack.fixture.resetCalls();
    const created = dataOf<{ message: string; monitoring: Item }>(
      await stack.consultant.gql(CREATE, { input: input() }),
      'createMonitoring',
    );
    expect(created.message).toBe('Monitoramento criado com sucesso!');
    expect(created.monitoring).toMatchObject({
      title: 'Mancha-alvo no algodão',
      status: 'IN_PROGRESS',
      postCount: 0,
      canWrite: true,
    });
    expect(created.monitoring.sectors.map((s) => s.name).sort()).toEqual([sectors[0]?.name, sectors[1]?.name].sort());
    monitoringId = created.monitoring.id;
    expect(stack.fixture.calls()).toEqual({
      'POST /consultantMonitoringApi/monitoring': 1,
      'GET /consultantMonitoringApi/monitoring/:id': 1,
    });
    const again = await stack.consultant.gql(CREATE, {
      input: { ...input(), title: 'mancha-alvo no ALGODÃO', sectorIds: [sectors[1]?.id, sectors[0]?.id] },
    });
    expect(firstError(again)).toMatchObject({
      message: 'Já existe monitoramento com os mesmos dados',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('refuses another consultant (NOT_FOUND) and the company (FORBIDDEN)', async () => {
    const other = await standard.gql(CREATE, { input: { ...input(), title: 'Outro' } });
    expect(firstError(other).extensions?.code).toBe('NOT_FOUND');
    const company = await stack.company.gql(CREATE, { input: { ...input(), title: 'Outro' } });
    expect(firstError(company).extensions?.code).toBe('FORBIDDEN');
  });
});

describe('POST /uploads/monitoring-post/:monitoringId', () => {
  it('checks the monitoring, then streams fields and file; the timeline shows the new post first', async () => {
    stack.fixture.resetCalls();
    const photo = await upload(
      stack.consultant,
      monitoringId,
      multipart(
        [
          ['title', 'Primeira visita'],
          ['description', 'Lesões no baixeiro do setor 1.'],
        ],
        { bytes: PNG, name: 'foto.png', type: 'image/png' },
      ),
    );
    expect(photo.statusCode).toBe(200);
    expect(photo.json()).toMatchObject({ message: 'Andamento adicionado com sucesso!' });
    expect(stack.fixture.calls()).toEqual({
      'GET /consultantMonitoringApi/monitoring/:id': 1,
      'POST /consultantMonitoringApi/monitoring/post-information/:id': 1,
    });
    const pdf = await upload(
      stack.consultant,
      monitoringId,
      multipart([['description', 'Laudo anexado.']], { bytes: PDF, name: 'laudo.pdf', type: 'application/pdf' }),
    );
    expect(pdf.statusCode).toBe(200);
    const detail = dataOf<{ posts: Post[] }>(await stack.consultant.gql(DETAIL, { id: monitoringId }), 'monitoring');
    expect(detail.posts.map((p) => [p.title, p.fileType, p.fileName])).toEqual([
      [null, 'application/pdf', 'laudo.pdf'],
      ['Primeira visita', 'image/png', 'foto.png'],
    ]);
  });

  it('refuses bad fields with the dialog’s texts before calling the provider', async () => {
    stack.fixture.resetCalls();
    const long = await upload(
      stack.consultant,
      monitoringId,
      multipart([['description', 'a'.repeat(687)]], { bytes: PDF, name: 'a.pdf', type: 'application/pdf' }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'A descrição pode ter no máximo 686 caracteres',
    });
    const missing = await upload(
      stack.consultant,
      monitoringId,
      multipart([['title', 'x']], { bytes: PDF, name: 'a.pdf', type: 'application/pdf' }),
    );
    expect(missing.json().message).toBe('Insira a descrição');
    expect(stack.fixture.calls()).toEqual({});
  });

  it('another consultant’s monitoring is NOT_FOUND; the company may not upload (FORBIDDEN)', async () => {
    stack.fixture.resetCalls();
    const other = await upload(
      standard,
      monitoringId,
      multipart([['description', 'x']], { bytes: PDF, name: 'a.pdf', type: 'application/pdf' }),
    );
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 'NOT_FOUND', message: 'Monitoramento não encontrado.' });
    expect(stack.fixture.calls()['POST /consultantMonitoringApi/monitoring/post-information/:id']).toBeUndefined();
    const company = await upload(
      stack.company,
      monitoringId,
      multipart([['description', 'x']], { bytes: PDF, name: 'a.pdf', type: 'application/pdf' }),
    );
    expect(company.statusCode).toBe(403);
  });
});

describe('the company and its consultants (enterpriseMonitoringApi)', () => {
  it('the company consultant reads and writes their own, the company only reads them, neither sees the independent’s', async () => {
    const farmers = dataOf<{ items: { id: string }[] }>(await stack.companyConsultant.gql(FARMERS), 'farmers').items;
    const rest = await restAs(stack.url, 'ENTERPRISE_CONSULTANT');
    let consultancyId: string | undefined;
    for (const farmer of farmers) {
      stack.fixture.resetCalls();
      const count = dataOf<{ monitoringCount: number }>(
        await stack.companyConsultant.gql(FARMER_COUNT, { id: farmer.id }),
        'farmer',
      );
      expect(stack.fixture.calls()).toEqual({
        'POST /enterpriseFarmerProfileApi/users-registered/filter': 1,
        'POST /enterpriseMonitoringApi/monitoring/count/filter': 1,
      });
      if (count.monitoringCount === 0) continue;
      const counted = await rest.post('/enterpriseMonitoringApi/monitoring/count/filter', { user: farmer.id });
      const items = (counted.body as { items: { consultancyProvided: string; total: number }[] }).items;
      consultancyId = items.find((item) => item.total > 0)?.consultancyProvided;
      if (consultancyId) break;
    }
    if (!consultancyId) throw new Error('the company consultant has no monitoring');
    stack.fixture.resetCalls();
    const own = dataOf<Page>(await stack.companyConsultant.gql(LIST, { id: consultancyId }), 'monitorings');
    expect(own.total).toBeGreaterThan(0);
    expect(own.items.every((m) => m.canWrite)).toBe(true);
    expect(stack.fixture.calls()).toEqual({
      'POST /enterpriseMonitoringApi/monitoring/filter/:consultancyProvidedId': 1,
    });
    const read = dataOf<Page>(await stack.company.gql(LIST, { id: consultancyId }), 'monitorings');
    expect(read.total).toBe(own.total);
    expect(read.items.every((m) => !m.canWrite)).toBe(true);
    const created = dataOf<{ monitoring: Item }>(
      await stack.companyConsultant.gql(CREATE, {
        input: {
          consultancyProvidedId: consultancyId,
          title: 'Monitoramento da consultora empresarial',
          description: 'Cigarrinha-do-milho nas bordaduras.',
          status: 'PLANNED',
          sectorIds: own.items[0]?.sectors.map((sector) => sector.id),
        },
      }),
      'createMonitoring',
    );
    expect(created.monitoring.canWrite).toBe(true);
    expect(firstError(await stack.companyConsultant.gql(LIST, { id: consultancy.id })).extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(firstError(await stack.company.gql(LIST, { id: consultancy.id })).extensions?.code).toBe('NOT_FOUND');
  });
});
