import { labAnalysisPageSchema } from '@talhao/schema/upstream/analyses';
import { createdSchema } from '@talhao/schema/upstream/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, GIF_BYTES, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { PROPERTIES } from '../farmers/farmers';
import { visibleFarmerIds } from '../farmers/visibility';
import { LAB_ANALYSES } from './analyses';
import { textPdf } from './files';

let server: FixtureServer;
let premium: string;
let standard: string;
let company: string;
const seeded = new Store();

beforeAll(async () => {
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  server = await startFixture();
  premium = await signIn(server, DEMO.premium.email, 'CONSULTANT');
  standard = await signIn(server, DEMO.standard.email, 'CONSULTANT');
  company = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
});
afterAll(() => server.close());

const userId = (email: string) => seeded.collection(USERS).find((u) => u.email === email)?._id ?? '';
/** A farmer the consultant registered that has properties (and so analyses). */
const ownFarmer = (email: string) => {
  const farmer = seeded
    .collection(USERS)
    .find(
      (u) =>
        u.role === 'USER' &&
        u.createdBy === userId(email) &&
        seeded.collection(PROPERTIES).filter((p) => p.user === u._id).length > 0,
    );
  if (!farmer) throw new Error(`no farmer for ${email}`);
  return farmer;
};
const userRecord = (email: string) => {
  const user = seeded.collection(USERS).find((u) => u.email === email);
  if (!user) throw new Error(email);
  return user;
};
const farmersWithProperties = () =>
  seeded
    .collection(USERS)
    .filter(
      (u) =>
        u.role === 'USER' &&
        u.deletedAt === null &&
        seeded.collection(PROPERTIES).filter((p) => p.user === u._id).length > 0,
    );
/** A farmer with properties the consultant does not see. */
const hiddenFrom = (email: string) => {
  const visible = visibleFarmerIds(seeded, userRecord(email));
  const farmer = farmersWithProperties().find((u) => !visible.has(u._id));
  if (!farmer) throw new Error(`every farmer is visible to ${email}`);
  return farmer;
};
/** A farmer the consultant serves but did not register (the 403 comes before the body is read). */
const servedNotRegistered = (email: string) => {
  const visible = visibleFarmerIds(seeded, userRecord(email));
  const farmer = seeded
    .collection(USERS)
    .find((u) => u.role === 'USER' && visible.has(u._id) && u.createdBy !== userRecord(email)._id);
  return farmer;
};
const propertyOf = (farmerId: string) => seeded.collection(PROPERTIES).find((p) => p.user === farmerId)?._id ?? '';

/** A multipart body: text fields in order, then (optionally) the file. */
function multipartBody(fields: [string, string][], file?: { bytes: Buffer; name: string; type: string }) {
  const boundary = '----analysesBoundary42';
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

const PDF = textPdf(['Laudo de teste', 'pH 5,5']);

describe('POST farmerLabDocsApi/filter/:farmerId', () => {
  it('lists a visible farmer’s analyses, latest day first, in the contract’s shape', async () => {
    const farmer = ownFarmer(DEMO.premium.email);
    const response = await server.app.inject({
      method: 'POST',
      url: `/farmerLabDocsApi/filter/${farmer._id}?pageNumber=1`,
      headers: bearer(premium),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const page = labAnalysisPageSchema.parse(response.json());
    const expected = seeded.collection(LAB_ANALYSES).filter((a) => a.user === farmer._id);
    expect(page.total).toBe(expected.length);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const days = page.items.map((a) => a.date);
    expect([...days].sort().reverse()).toEqual(days);
    expect(page.items.every((a) => a.file.url.startsWith('/uploads/seed-analise-'))).toBe(true);
  });

  it('matches `product` against the name, accent- and case-insensitively', async () => {
    const farmer = ownFarmer(DEMO.premium.email);
    const target = seeded.collection(LAB_ANALYSES).find((a) => a.user === farmer._id);
    const word = (target?.name.split(' ')[2] ?? '').toUpperCase().normalize('NFD').replace(/\p{M}/gu, '');
    const response = await server.app.inject({
      method: 'POST',
      url: `/farmerLabDocsApi/filter/${farmer._id}`,
      headers: bearer(premium),
      payload: { product: word },
    });
    const page = labAnalysisPageSchema.parse(response.json());
    expect(page.items.map((a) => a._id)).toContain(target?._id);
    const none = await server.app.inject({
      method: 'POST',
      url: `/farmerLabDocsApi/filter/${farmer._id}`,
      headers: bearer(premium),
      payload: { product: 'zzz-nada' },
    });
    expect(labAnalysisPageSchema.parse(none.json()).total).toBe(0);
  });

  it('answers 404 for a farmer the caller does not see', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/farmerLabDocsApi/filter/${hiddenFrom(DEMO.standard.email)._id}`,
      headers: bearer(standard),
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Agricultor não encontrado.');
  });

  it('serves a seeded report as a real PDF, only to who sees the farmer (issue 15: farm files are private)', async () => {
    const farmer = ownFarmer(DEMO.premium.email);
    const record = seeded.collection(LAB_ANALYSES).find((a) => a.user === farmer._id && a.file.url.endsWith('.pdf'));
    const file = await server.app.inject({ method: 'GET', url: record?.file.url ?? '', headers: bearer(premium) });
    expect(file.statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: record?.file.url ?? '' })).statusCode).toBe(404);
    expect(
      (await server.app.inject({ method: 'GET', url: record?.file.url ?? '', headers: bearer(company) })).statusCode,
    ).toBe(visibleFarmerIds(seeded, userRecord(DEMO.agrovale.email)).has(farmer._id) ? 200 : 404);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.toString('latin1')).toMatch(/startxref\n\d+\n%%EOF\n$/);
  });
});

describe('POST farmerLabDocsApi/:farmerId', () => {
  const post = (farmerId: string, token: string, body: ReturnType<typeof multipartBody>) =>
    server.app.inject({
      method: 'POST',
      url: `/farmerLabDocsApi/${farmerId}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });

  it('stores the analysis and its file (201 {_id}); the list and /uploads show them', async () => {
    const farmer = ownFarmer(DEMO.premium.email);
    const property = propertyOf(farmer._id);
    const response = await post(
      farmer._id,
      premium,
      multipartBody(
        [
          ['name', 'Análise de micronutrientes'],
          ['date', '2026-11-20'],
          ['property', property],
        ],
        { bytes: PDF, name: 'laudo.pdf', type: 'application/pdf' },
      ),
    );
    expect(response.statusCode).toBe(201);
    const { _id } = createdSchema.parse(response.json());
    const list = await server.app.inject({
      method: 'POST',
      url: `/farmerLabDocsApi/filter/${farmer._id}`,
      headers: bearer(premium),
      payload: { product: 'micronutrientes' },
    });
    const [item] = labAnalysisPageSchema.parse(list.json()).items;
    expect(item).toMatchObject({ _id, name: 'Análise de micronutrientes', date: '2026-11-20', property });
    expect(item?.file).toMatchObject({ name: 'laudo.pdf', contentType: 'application/pdf' });
    // The file of a farm record is private (issue 15): the consultant's bearer reads it, no token gets 404.
    const file = await server.app.inject({ method: 'GET', url: item?.file.url ?? '', headers: bearer(premium) });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await server.app.inject({ method: 'GET', url: item?.file.url ?? '' })).statusCode).toBe(404);
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a farmer the caller sees but did not register (403), one it does not see (404), the company (403)', async () => {
    const farmer = ownFarmer(DEMO.premium.email);
    const body = (farmerId: string) =>
      multipartBody(
        [
          ['name', 'Solo'],
          ['date', '2026-11-20'],
          ['property', propertyOf(farmerId) || 'p'],
        ],
        { bytes: PDF, name: 'laudo.pdf', type: 'application/pdf' },
      );
    // Consultants of the seed serve only farmers they registered; a company consultant also sees the farmers of
    // the company's consultancies.
    const writers = [DEMO.premium, DEMO.standard, DEMO.agrovaleConsultant, DEMO.terraForteConsultant];
    const writer = writers.find((account) => servedNotRegistered(account.email));
    if (!writer) throw new Error('no consultant serves a farmer registered by someone else');
    const served = servedNotRegistered(writer.email);
    if (!served) throw new Error('unreachable');
    const token = await signIn(server, writer.email, writer.role);
    const notMine = await post(served._id, token, body(served._id));
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe('Somente o consultor que cadastrou o agricultor pode inserir análises.');
    const hidden = hiddenFrom(DEMO.standard.email);
    const unseen = await post(hidden._id, standard, body(hidden._id));
    expect(unseen.statusCode).toBe(404);
    const byCompany = await post(farmer._id, company, body(farmer._id));
    expect(byCompany.statusCode).toBe(403);
  });

  it('checks the fields, the property and the file’s content', async () => {
    const farmer = ownFarmer(DEMO.premium.email);
    const property = propertyOf(farmer._id);
    const pdf = { bytes: PDF, name: 'laudo.pdf', type: 'application/pdf' };
    const future = await post(
      farmer._id,
      premium,
      multipartBody(
        [
          ['name', 'Solo'],
          ['date', '2026-11-22'],
          ['property', property],
        ],
        pdf,
      ),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('A data da análise não pode estar no futuro (date)');
    const noName = await post(
      farmer._id,
      premium,
      multipartBody(
        [
          ['date', '2026-11-20'],
          ['property', property],
        ],
        pdf,
      ),
    );
    expect(noName.json().message).toBe('Insira o nome da análise (name)');
    const foreignProperty = seeded.collection(PROPERTIES).find((p) => p.user !== farmer._id)?._id ?? 'x';
    const wrong = await post(
      farmer._id,
      premium,
      multipartBody(
        [
          ['name', 'Solo'],
          ['date', '2026-11-20'],
          ['property', foreignProperty],
        ],
        pdf,
      ),
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Propriedade não encontrada.');
    const gif = await post(
      farmer._id,
      premium,
      multipartBody(
        [
          ['name', 'Solo'],
          ['date', '2026-11-20'],
          ['property', property],
        ],
        { bytes: GIF_BYTES, name: 'x.pdf', type: 'application/pdf' },
      ),
    );
    expect(gif.statusCode).toBe(415);
    expect(gif.json().message).toBe('Envie um arquivo PDF, PNG ou JPEG');
    const big = await post(
      farmer._id,
      premium,
      multipartBody(
        [
          ['name', 'Solo'],
          ['date', '2026-11-20'],
          ['property', property],
        ],
        { bytes: Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024)]), name: 'x.pdf', type: 'application/pdf' },
      ),
    );
    expect(big.statusCode).toBe(413);
  });
});
