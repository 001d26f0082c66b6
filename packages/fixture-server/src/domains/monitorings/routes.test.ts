import { createdSchema } from '@talhao/schema/upstream/envelope';
import {
  monitoringCountSchema,
  monitoringPageSchema,
  upstreamMonitoringSchema,
} from '@talhao/schema/upstream/monitorings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, GIF_BYTES, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { textPdf } from '../analyses/files';
import { SECTORS } from '../farmers/farmers';
import { PROVIDED_CONSULTANCIES, type ProvidedConsultancyRecord } from '../provided/provided';
import { fieldPhoto } from './files';
import { MONITORINGS } from './monitorings';

let server: FixtureServer;
const tokens: Record<string, string> = {};
const seeded = new Store();

const CONSULTANTS = [DEMO.premium, DEMO.standard, DEMO.agrovaleConsultant, DEMO.terraForteConsultant];

beforeAll(async () => {
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  server = await startFixture();
  for (const account of [...CONSULTANTS, DEMO.agrovale, DEMO.terraForte]) {
    tokens[account.email] = await signIn(server, account.email, account.role);
  }
});
afterAll(() => server.close());

const userId = (email: string) => seeded.collection(USERS).find((u) => u.email === email)?._id ?? '';
const familyOf = (email: string) =>
  CONSULTANTS.find((a) => a.email === email)?.role === 'CONSULTANT'
    ? 'consultantMonitoringApi'
    : 'enterpriseMonitoringApi';
/** A provided consultancy of the consultant with monitorings and a property with at least two sectors. */
const consultancyOf = (email: string): ProvidedConsultancyRecord => {
  const found = seeded
    .collection(PROVIDED_CONSULTANCIES)
    .find(
      (p) =>
        p.consultant === userId(email) &&
        seeded.collection(MONITORINGS).filter((m) => m.consultancyProvided === p._id).length > 0 &&
        seeded.collection(SECTORS).filter((s) => s.property === p.property).length >= 2,
    );
  if (!found) throw new Error(`no consultancy with monitorings for ${email}`);
  return found;
};
const sectorsOf = (consultancy: ProvidedConsultancyRecord) =>
  seeded
    .collection(SECTORS)
    .filter((s) => s.property === consultancy.property)
    .map((s) => s._id);

function postBody(fields: [string, string][], file?: { bytes: Buffer; name: string; type: string }) {
  const boundary = '----monitoringBoundary15';
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
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart body signed with the caller's token. */
const signed =
  (token: string) =>
  (...args: Parameters<typeof postBody>) => {
    const body = postBody(...args);
    return { payload: body.payload, headers: { ...bearer(token), ...body.headers } };
  };

describe('the seed', () => {
  it('gives every demo consultant monitorings with several posts: photos and a PDF', () => {
    for (const account of CONSULTANTS) {
      const mine = seeded.collection(PROVIDED_CONSULTANCIES).filter((p) => p.consultant === userId(account.email));
      const ids = new Set(mine.map((p) => p._id));
      const monitorings = seeded.collection(MONITORINGS).filter((m) => ids.has(m.consultancyProvided));
      expect(monitorings.length, account.email).toBeGreaterThan(0);
      const posts = monitorings.flatMap((m) => m.reportOfFiles);
      expect(
        posts.some((p) => p.file.contentType === 'image/png'),
        account.email,
      ).toBe(true);
      expect(
        posts.some((p) => p.file.contentType === 'application/pdf'),
        account.email,
      ).toBe(true);
    }
  });
});

describe.each(CONSULTANTS)('monitorings of $email', (account) => {
  const family = () => familyOf(account.email);
  const token = () => tokens[account.email] ?? '';

  it('lists a consultancy’s monitorings, last updated first, with sectors and senders populated', async () => {
    const consultancy = consultancyOf(account.email);
    const response = await server.app.inject({
      method: 'POST',
      url: `/${family()}/monitoring/filter/${consultancy._id}?pageNumber=1`,
      headers: bearer(token()),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const page = monitoringPageSchema.parse(response.json());
    expect(page.total).toBe(
      seeded.collection(MONITORINGS).filter((m) => m.consultancyProvided === consultancy._id).length,
    );
    const updated = page.items.map((m) => m.updatedAt ?? '');
    expect([...updated].sort().reverse()).toEqual(updated);
    const withPosts = page.items.find((m) => m.reportOfFiles.length > 0);
    if (withPosts) expect(withPosts.reportOfFiles[0]?.sendBy.name).toBe(account.name);
    expect(page.items.every((m) => m.sectors.every((s) => s.name.length > 0))).toBe(true);
  });

  it('creates one (201), refuses the same data (409), foreign sectors (400) and serves the posts’ files', async () => {
    const consultancy = consultancyOf(account.email);
    const [a, b] = sectorsOf(consultancy);
    const body = {
      consultancyProvided: consultancy._id,
      title: `Monitoramento de teste ${account.role}`,
      description: 'Descrição',
      status: 'IN-PROGRESS',
      sectors: [a, b],
    };
    const create = (payload: object) =>
      server.app.inject({ method: 'POST', url: `/${family()}/monitoring`, headers: bearer(token()), payload });
    const first = await create(body);
    expect(first.statusCode).toBe(201);
    const { _id } = createdSchema.parse(first.json());
    const again = await create({ ...body, title: body.title.toUpperCase(), sectors: [b, a], description: 'Outra' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Já existe monitoramento com os mesmos dados');
    const oneSector = await create({ ...body, sectors: [a] });
    expect(oneSector.statusCode).toBe(201);
    const foreign = seeded.collection(SECTORS).find((s) => s.property !== consultancy.property)?._id ?? '';
    const wrong = await create({ ...body, title: 'Outro', sectors: [a, foreign] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Os setores selecionados devem pertencer à propriedade da consultoria prestada.');
    const empty = await create({ ...body, title: 'Sem setores', sectors: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Selecione pelo menos um setor');

    const photo = fieldPhoto();
    const posted = await server.app.inject({
      method: 'POST',
      url: `/${family()}/monitoring/post-information/${_id}`,
      ...signed(token())(
        [
          ['title', 'Vistoria'],
          ['description', 'Sem novos focos.'],
        ],
        { bytes: photo, name: 'lavoura.png', type: 'image/png' },
      ),
    });
    expect(posted.statusCode).toBe(201);
    const pdf = textPdf(['Laudo']);
    const second = await server.app.inject({
      method: 'POST',
      url: `/${family()}/monitoring/post-information/${_id}`,
      ...signed(token())([['description', 'Laudo anexado.']], {
        bytes: pdf,
        name: 'laudo.pdf',
        type: 'application/pdf',
      }),
    });
    expect(second.statusCode).toBe(201);
    const read = await server.app.inject({
      method: 'GET',
      url: `/${family()}/monitoring/${_id}`,
      headers: bearer(token()),
    });
    const monitoring = upstreamMonitoringSchema.parse(read.json());
    expect(monitoring.status).toBe('IN-PROGRESS');
    expect(monitoring.reportOfFiles.map((p) => [p.title ?? null, p.file.contentType])).toEqual([
      ['Vistoria', 'image/png'],
      [null, 'application/pdf'],
    ]);
    // A post's file is private (issue 15): the consultant's bearer reads it, no token reads nothing.
    const fileUrl = monitoring.reportOfFiles[0]?.file.url ?? '';
    const file = await server.app.inject({ method: 'GET', url: fileUrl, headers: bearer(token()) });
    expect(file.rawPayload.equals(photo)).toBe(true);
    expect((await server.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(404);
    const gif = await server.app.inject({
      method: 'POST',
      url: `/${family()}/monitoring/post-information/${_id}`,
      ...signed(token())([['description', 'x']], { bytes: GIF_BYTES, name: 'a.pdf', type: 'application/pdf' }),
    });
    expect(gif.statusCode).toBe(415);
    const long = await server.app.inject({
      method: 'POST',
      url: `/${family()}/monitoring/post-information/${_id}`,
      ...signed(token())([['description', 'a'.repeat(687)]], { bytes: pdf, name: 'a.pdf', type: 'application/pdf' }),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('A descrição pode ter no máximo 686 caracteres');
  });
});

describe('visibility', () => {
  it('another consultant reads and writes another’s monitoring as not found (404)', async () => {
    const consultancy = consultancyOf(DEMO.premium.email);
    const monitoring = seeded.collection(MONITORINGS).find((m) => m.consultancyProvided === consultancy._id);
    const standard = tokens[DEMO.standard.email] ?? '';
    const read = await server.app.inject({
      method: 'GET',
      url: `/consultantMonitoringApi/monitoring/${monitoring?._id}`,
      headers: bearer(standard),
    });
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('Monitoramento não encontrado.');
    const list = await server.app.inject({
      method: 'POST',
      url: `/consultantMonitoringApi/monitoring/filter/${consultancy._id}`,
      headers: bearer(standard),
      payload: {},
    });
    expect(list.statusCode).toBe(404);
    const post = await server.app.inject({
      method: 'POST',
      url: `/consultantMonitoringApi/monitoring/post-information/${monitoring?._id}`,
      ...signed(standard)([['description', 'x']], { bytes: textPdf(['x']), name: 'a.pdf', type: 'application/pdf' }),
    });
    expect(post.statusCode).toBe(404);
    const create = await server.app.inject({
      method: 'POST',
      url: '/consultantMonitoringApi/monitoring',
      headers: bearer(standard),
      payload: {
        consultancyProvided: consultancy._id,
        title: 'Intruso',
        description: 'x',
        status: 'PLANNED',
        sectors: sectorsOf(consultancy).slice(0, 1),
      },
    });
    expect(create.statusCode).toBe(404);
  });

  it('the company reads its consultant’s monitorings, writes nothing (403); another company sees nothing', async () => {
    const consultancy = consultancyOf(DEMO.agrovaleConsultant.email);
    const monitoring = seeded.collection(MONITORINGS).find((m) => m.consultancyProvided === consultancy._id);
    const agrovale = tokens[DEMO.agrovale.email] ?? '';
    const read = await server.app.inject({
      method: 'GET',
      url: `/enterpriseMonitoringApi/monitoring/${monitoring?._id}`,
      headers: bearer(agrovale),
    });
    expect(read.statusCode).toBe(200);
    const post = await server.app.inject({
      method: 'POST',
      url: `/enterpriseMonitoringApi/monitoring/post-information/${monitoring?._id}`,
      ...signed(agrovale)([['description', 'x']], { bytes: textPdf(['x']), name: 'a.pdf', type: 'application/pdf' }),
    });
    expect(post.statusCode).toBe(403);
    expect(post.json().message).toBe('Somente o consultor da consultoria prestada pode alterar seus monitoramentos.');
    const other = await server.app.inject({
      method: 'GET',
      url: `/enterpriseMonitoringApi/monitoring/${monitoring?._id}`,
      headers: bearer(tokens[DEMO.terraForte.email] ?? ''),
    });
    expect(other.statusCode).toBe(404);
    const independent = await server.app.inject({
      method: 'GET',
      url: `/consultantMonitoringApi/monitoring/${monitoring?._id}`,
      headers: bearer(tokens[DEMO.premium.email] ?? ''),
    });
    expect(independent.statusCode).toBe(404);
  });
});

describe('POST …/monitoring/count/filter', () => {
  it('counts by consultancy ids and by farmer, only what the caller sees', async () => {
    const consultancy = consultancyOf(DEMO.standard.email);
    const token = tokens[DEMO.standard.email] ?? '';
    const listed = async (id: string) => {
      const response = await server.app.inject({
        method: 'POST',
        url: `/consultantMonitoringApi/monitoring/filter/${id}`,
        headers: bearer(token),
        payload: {},
      });
      return monitoringPageSchema.parse(response.json()).total;
    };
    const foreign = consultancyOf(DEMO.premium.email);
    const byIds = await server.app.inject({
      method: 'POST',
      url: '/consultantMonitoringApi/monitoring/count/filter',
      headers: bearer(token),
      payload: { consultancyProvided: [consultancy._id, foreign._id] },
    });
    const counted = monitoringCountSchema.parse(byIds.json());
    expect(counted.items).toEqual([{ consultancyProvided: consultancy._id, total: await listed(consultancy._id) }]);
    const byFarmer = await server.app.inject({
      method: 'POST',
      url: '/consultantMonitoringApi/monitoring/count/filter',
      headers: bearer(token),
      payload: { user: consultancy.user },
    });
    const farmerCount = monitoringCountSchema.parse(byFarmer.json());
    const mine = seeded
      .collection(PROVIDED_CONSULTANCIES)
      .filter((p) => p.user === consultancy.user && p.consultant === userId(DEMO.standard.email) && p.company === null);
    let sum = 0;
    for (const p of mine) sum += await listed(p._id);
    expect(farmerCount.items.map((i) => i.consultancyProvided).sort()).toEqual(mine.map((p) => p._id).sort());
    expect(farmerCount.total).toBe(sum);
  });
});
