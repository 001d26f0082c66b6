import { createdSchema } from '@talhao/schema/upstream/envelope';
import { reportPageSchema, upstreamReportSchema } from '@talhao/schema/upstream/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { textPdf } from '../analyses/files';
import { PROVIDED_CONSULTANCIES } from '../provided/provided';
import { FIELD_ACTIVITIES } from '../recommendations/fieldActivities';
import { REPORTS } from './reports';

let server: FixtureServer;
const tokens: Record<string, string> = {};
const seeded = new Store();

const userId = (email: string) => seeded.collection(USERS).find((u) => u.email === email)?._id ?? '';
const reportsOf = (email: string) => seeded.collection(REPORTS).filter((r) => r.createdBy === userId(email));
const providedOf = (email: string) =>
  seeded.collection(PROVIDED_CONSULTANCIES).find((p) => p.consultant === userId(email) && p.status !== 'REQUESTED');

beforeAll(async () => {
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  server = await startFixture();
  for (const account of [DEMO.premium, DEMO.standard, DEMO.agrovale, DEMO.agrovaleConsultant, DEMO.terraForte]) {
    tokens[account.email] = await signIn(server, account.email, account.role);
  }
});
afterAll(() => server.close());

const as = (email: string) => bearer(tokens[email] ?? '');
const familyOf = (email: string) =>
  email === DEMO.premium.email || email === DEMO.standard.email ? 'consultantReportApi' : 'enterpriseReportApi';

function multipartBody(fields: [string, string][], file?: { bytes: Buffer; name: string; type: string }) {
  const boundary = '----reportsBoundary42';
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

const PDF = textPdf(['Relatório de teste']);

describe('the seed', () => {
  it('gives every demo consultant reports with and without an opinion, items and recommendations', () => {
    for (const account of [DEMO.premium, DEMO.standard, DEMO.agrovaleConsultant, DEMO.terraForteConsultant]) {
      const mine = reportsOf(account.email);
      expect(mine.length, account.email).toBeGreaterThanOrEqual(4);
      expect(mine.some((r) => r.technicalAdvice !== '')).toBe(true);
      expect(mine.some((r) => r.technicalAdvice === '')).toBe(true);
      expect(mine.some((r) => r.reportOfFile.length > 0)).toBe(true);
      expect(mine.some((r) => r.reportOfFile.length === 0)).toBe(true);
    }
    const activities = seeded.collection(FIELD_ACTIVITIES);
    const recommending = seeded.collection(REPORTS).filter((r) => r.fieldActivityRecommended.length > 0);
    expect(recommending.length).toBeGreaterThan(0);
    for (const report of recommending) {
      for (const id of report.fieldActivityRecommended) {
        expect(activities.get(id)).toMatchObject({ user: report.user, createdBy: report.createdBy });
      }
    }
    expect(reportsOf(DEMO.premium.email).some((r) => r.fieldActivityRecommended.length > 0)).toBe(true);
  });
});

describe('POST {family}/filter', () => {
  it("lists the consultant's reports of one provided consultancy, newest first, in the contract's shape", async () => {
    const report = reportsOf(DEMO.premium.email)[0]!;
    const response = await server.app.inject({
      method: 'POST',
      url: '/consultantReportApi/filter?pageNumber=1',
      headers: as(DEMO.premium.email),
      payload: { consultancyProvided: report.consultancyProvided, title: '', _id: '' },
    });
    expect(response.statusCode).toBe(200);
    const page = reportPageSchema.parse(response.json());
    const expected = seeded.collection(REPORTS).filter((r) => r.consultancyProvided === report.consultancyProvided);
    expect(page.total).toBe(expected.length);
    const dates = page.items.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('matches the title accent- and case-insensitively', async () => {
    const report = reportsOf(DEMO.premium.email).find((r) => r.title.startsWith('Avaliação'))!;
    const response = await server.app.inject({
      method: 'POST',
      url: '/consultantReportApi/filter',
      headers: as(DEMO.premium.email),
      payload: { consultancyProvided: report.consultancyProvided, title: 'AVALIACAO' },
    });
    const page = reportPageSchema.parse(response.json());
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((r) => r.title.startsWith('Avaliação'))).toBe(true);
  });

  it("the company reads its consultants' reports; another consultant reads none of them", async () => {
    const report = reportsOf(DEMO.agrovaleConsultant.email)[0]!;
    const company = await server.app.inject({
      method: 'GET',
      url: `/enterpriseReportApi/${report._id}`,
      headers: as(DEMO.agrovale.email),
    });
    expect(company.statusCode).toBe(200);
    expect(upstreamReportSchema.parse(company.json())._id).toBe(report._id);
    const otherCompany = await server.app.inject({
      method: 'GET',
      url: `/enterpriseReportApi/${report._id}`,
      headers: as(DEMO.terraForte.email),
    });
    expect(otherCompany.statusCode).toBe(404);
    const consultant = reportsOf(DEMO.premium.email)[0]!;
    const other = await server.app.inject({
      method: 'GET',
      url: `/consultantReportApi/${consultant._id}`,
      headers: as(DEMO.standard.email),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Relatório não encontrado.');
  });
});

describe('writes', () => {
  const create = (email: string, consultancyProvided: string, body: Record<string, unknown> = {}) =>
    server.app.inject({
      method: 'POST',
      url: `/${familyOf(email)}`,
      headers: as(email),
      payload: { consultancyProvided, title: 'Relatório novo', description: 'Visita', technicalAdvice: '', ...body },
    });
  const read = async (email: string, id: string) =>
    upstreamReportSchema.parse(
      (await server.app.inject({ method: 'GET', url: `/${familyOf(email)}/${id}`, headers: as(email) })).json(),
    );

  it('creates (201 {_id}) on the consultant’s own provided consultancy only; the company may not', async () => {
    const provided = providedOf(DEMO.premium.email)!;
    const response = await create(DEMO.premium.email, provided._id);
    expect(response.statusCode).toBe(201);
    const { _id } = createdSchema.parse(response.json());
    expect(await read(DEMO.premium.email, _id)).toMatchObject({
      title: 'Relatório novo',
      technicalAdvice: '',
      user: provided.user,
      reportOfFile: [],
      fieldActivityRecommended: [],
    });
    const foreign = await create(DEMO.standard.email, provided._id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Consultoria prestada não encontrada.');
    const byCompany = await create(DEMO.agrovale.email, providedOf(DEMO.agrovaleConsultant.email)!._id);
    expect(byCompany.statusCode).toBe(403);
    const blank = await create(DEMO.premium.email, provided._id, { title: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Insira o título do relatório');
  });

  it('inserts the technical opinion once (409 after), the consultant edits it, the company consultant may not', async () => {
    const provided = providedOf(DEMO.premium.email)!;
    const { _id } = createdSchema.parse((await create(DEMO.premium.email, provided._id)).json());
    const put = (email: string, id: string, body: Record<string, unknown>) =>
      server.app.inject({
        method: 'PUT',
        url: `/${familyOf(email)}/${id}`,
        headers: as(email),
        payload: { consultancyProvided: provided._id, title: 'Relatório novo', description: 'Visita', ...body },
      });
    const inserted = await put(DEMO.premium.email, _id, { technicalAdvice: 'Parecer', insertTechnicalAdvice: true });
    expect(inserted.statusCode).toBe(200);
    expect(inserted.json().technicalAdvice).toBe('Parecer');
    const again = await put(DEMO.premium.email, _id, { technicalAdvice: 'Outro', insertTechnicalAdvice: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este relatório já possui parecer técnico.');
    const edited = await put(DEMO.premium.email, _id, { technicalAdvice: 'Parecer revisto' });
    expect(edited.json().technicalAdvice).toBe('Parecer revisto');
    const notMine = await put(DEMO.standard.email, _id, { technicalAdvice: 'x' });
    expect(notMine.statusCode).toBe(404);

    const enterprise = providedOf(DEMO.agrovaleConsultant.email)!;
    const created = await server.app.inject({
      method: 'POST',
      url: '/enterpriseReportApi',
      headers: as(DEMO.agrovaleConsultant.email),
      payload: { consultancyProvided: enterprise._id, title: 'Empresa', technicalAdvice: 'Parecer inicial' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    const body = { consultancyProvided: enterprise._id, title: 'Empresa editado', description: '' };
    const lockedEdit = await server.app.inject({
      method: 'PUT',
      url: `/enterpriseReportApi/${id}`,
      headers: as(DEMO.agrovaleConsultant.email),
      payload: { ...body, technicalAdvice: 'Mudado' },
    });
    expect(lockedEdit.statusCode).toBe(403);
    expect(lockedEdit.json().message).toBe('O consultor empresarial não pode alterar o parecer técnico.');
    const titleEdit = await server.app.inject({
      method: 'PUT',
      url: `/enterpriseReportApi/${id}`,
      headers: as(DEMO.agrovaleConsultant.email),
      payload: { ...body, technicalAdvice: 'Parecer inicial' },
    });
    expect(titleEdit.json()).toMatchObject({ title: 'Empresa editado', technicalAdvice: 'Parecer inicial' });
    const companyEdit = await server.app.inject({
      method: 'PUT',
      url: `/enterpriseReportApi/${id}`,
      headers: as(DEMO.agrovale.email),
      payload: { ...body, technicalAdvice: 'Parecer inicial' },
    });
    expect(companyEdit.statusCode).toBe(403);
    expect(companyEdit.json().message).toBe('A empresa apenas visualiza os relatórios dos seus consultores.');
  });

  it('adds items with stable indexes, edits one, removes its photo, deletes one, then the report', async () => {
    const provided = providedOf(DEMO.premium.email)!;
    const { _id } = createdSchema.parse((await create(DEMO.premium.email, provided._id)).json());
    const add = (title: string, file = { bytes: PDF, name: 'notas.pdf', type: 'application/pdf' }) =>
      server.app.inject({
        method: 'POST',
        url: `/consultantReportApi/${_id}/image-reports`,
        headers: {
          ...as(DEMO.premium.email),
          ...multipartBody(
            [
              ['consultancyProvidedId', provided._id],
              ['title', title],
              ['description', `Descrição ${title}`],
            ],
            file,
          ).headers,
        },
        payload: multipartBody(
          [
            ['consultancyProvidedId', provided._id],
            ['title', title],
            ['description', `Descrição ${title}`],
          ],
          file,
        ).payload,
      });
    expect((await add('A')).statusCode).toBe(201);
    expect((await add('B')).statusCode).toBe(201);
    const gif = await add('C', { bytes: Buffer.from('GIF89a....'), name: 'x.gif', type: 'image/gif' });
    expect(gif.statusCode).toBe(415);
    const removeA = await server.app.inject({
      method: 'DELETE',
      url: `/consultantReportApi/${_id}/image-reports?index=0`,
      headers: as(DEMO.premium.email),
    });
    expect(removeA.json().reportOfFile.map((i: { index: number }) => i.index)).toEqual([1]);
    const third = upstreamReportSchema.parse((await add('D')).json());
    expect(third.reportOfFile.map((i) => [i.index, i.title])).toEqual([
      [1, 'B'],
      [2, 'D'],
    ]);
    const file = third.reportOfFile[0]!.files[0]!;
    // An item's file is private (issue 15): the author's bearer reads it, no token reads nothing.
    const served = await server.app.inject({ method: 'GET', url: file.url, headers: as(DEMO.premium.email) });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect((await server.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);

    const edited = await server.app.inject({
      method: 'PUT',
      url: `/consultantReportApi/${_id}/image-reports/update/1`,
      headers: as(DEMO.premium.email),
      payload: { title: '', description: 'Nova descrição' },
    });
    expect(edited.json().reportOfFile[0]).toMatchObject({ index: 1, title: '', description: 'Nova descrição' });
    const tooLong = await server.app.inject({
      method: 'PUT',
      url: `/consultantReportApi/${_id}/image-reports/update/1`,
      headers: as(DEMO.premium.email),
      payload: { description: 'a'.repeat(481) },
    });
    expect(tooLong.statusCode).toBe(400);
    const noPhoto = await server.app.inject({
      method: 'PUT',
      url: `/consultantReportApi/${_id}/image-reports/remove-img`,
      headers: as(DEMO.premium.email),
      payload: { index: 1 },
    });
    expect(noPhoto.json().reportOfFile[0].files).toEqual([]);
    expect(
      (await server.app.inject({ method: 'GET', url: file.url, headers: as(DEMO.premium.email) })).statusCode,
    ).toBe(404);
    const missing = await server.app.inject({
      method: 'DELETE',
      url: `/consultantReportApi/${_id}/image-reports?index=7`,
      headers: as(DEMO.premium.email),
    });
    expect(missing.statusCode).toBe(404);

    const byOther = await server.app.inject({
      method: 'DELETE',
      url: `/consultantReportApi/${_id}`,
      headers: as(DEMO.standard.email),
    });
    expect(byOther.statusCode).toBe(404);
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/consultantReportApi/${_id}`,
      headers: as(DEMO.premium.email),
    });
    expect(removed.statusCode).toBe(200);
    const gone = await server.app.inject({
      method: 'GET',
      url: `/consultantReportApi/${_id}`,
      headers: as(DEMO.premium.email),
    });
    expect(gone.statusCode).toBe(404);
  });
});
