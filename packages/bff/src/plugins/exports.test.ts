import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appError } from '../errors';
import { csvCellText, csvDay, csvFileName } from '../exports/csv';
import { type ExportTarget, everyPage, exportTarget } from '../exports/targets';
import { TestClient, useStack } from '../test/helpers';

const rowsSeen: number[] = [];

const TARGETS: ExportTarget[] = [
  exportTarget({
    name: 'sample',
    roles: ['CONSULTANT'],
    params: z.object({ size: z.coerce.number().int('Informe um número inteiro').min(1).max(5000) }),
    fileStem: () => 'Colheita São João',
    columns: ['Nome', 'Valor', 'Dia', 'Ativo'],
    async *rows(_context, { size }) {
      for (let index = 1; index <= size; index += 1) {
        rowsSeen.push(index);
        yield [
          index === 1 ? '=HYPERLINK("x")' : `Item; ${index}`,
          1350.5 * index,
          csvDay('2026-02-28'),
          index % 2 === 0,
        ];
      }
    },
  }),
  exportTarget({
    name: 'missing',
    roles: ['CONSULTANT'],
    params: z.object({}),
    fileStem: () => 'x',
    columns: ['A'],
    // biome-ignore lint/correctness/useYield: fails before its first row, as a domain's NOT_FOUND does
    async *rows() {
      throw appError('NOT_FOUND', 'Agricultor não encontrado.', { status: 404 });
    },
  }),
  exportTarget({
    name: 'masters',
    roles: ['MASTER'],
    params: z.object({}),
    fileStem: () => 'x',
    columns: ['A'],
    async *rows() {
      yield ['a'];
    },
  }),
];

describe('CSV exports plugin', () => {
  const stack = useStack({ signIn: ['CONSULTANT'], bff: { deps: { exportTargets: TARGETS } } });

  it('streams a pt-BR spreadsheet file: BOM, `;`, decimal comma, dd/MM/yyyy, formulas neutralised', async () => {
    const response = await stack.consultant.get('/exports/sample.csv?size=3');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="colheita-sao-joao-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.raw.startsWith('\uFEFF')).toBe(true);
    expect(response.raw.slice(1).split('\r\n')).toEqual([
      'Nome;Valor;Dia;Ativo',
      `"'=HYPERLINK(""x"")";1350,5;28/02/2026;Não`,
      '"Item; 2";2701;28/02/2026;Sim',
      '"Item; 3";4051,5;28/02/2026;Não',
      '',
    ]);
  });

  it('checks the query string with the target schema (400 with its text)', async () => {
    const response = await stack.consultant.get('/exports/sample.csv?size=1.5');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.raw)).toEqual({ code: 'BAD_USER_INPUT', message: 'Informe um número inteiro' });
  });

  it('answers a refusal before the first row as JSON with its status and text', async () => {
    const response = await stack.consultant.get('/exports/missing.csv');
    expect(response.status).toBe(404);
    expect(JSON.parse(response.raw)).toEqual({ code: 'NOT_FOUND', message: 'Agricultor não encontrado.' });
  });

  it('refuses other roles and signed-out visitors', async () => {
    expect((await stack.consultant.get('/exports/masters.csv')).status).toBe(403);
    const anonymous = new TestClient(stack.bff);
    const response = await anonymous.get('/exports/sample.csv?size=1');
    expect(response.status).toBe(401);
    expect(JSON.parse(response.raw).code).toBe('UNAUTHENTICATED');
  });

  it('streams large exports row by row', async () => {
    rowsSeen.length = 0;
    const response = await stack.consultant.get('/exports/sample.csv?size=5000');
    expect(response.status).toBe(200);
    expect(response.raw.split('\r\n')).toHaveLength(5002);
    expect(rowsSeen).toHaveLength(5000);
  });
});

describe('CSV cells and names', () => {
  it('formats cells the way a pt-BR spreadsheet reads them', () => {
    expect(csvCellText(0.1 + 0.2)).toBe('0,3');
    expect(csvCellText(1234567.891)).toBe('1234567,891');
    expect(csvCellText(-3)).toBe('-3');
    expect(csvCellText(Number.NaN)).toBe('');
    expect(csvCellText(null)).toBe('');
    expect(csvCellText('-2+3')).toBe("'-2+3");
    expect(csvCellText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCellText('Café')).toBe('Café');
    // An instant late on the 28th in UTC is still the 28th in São Paulo.
    expect(csvCellText(csvDay('2026-02-28T23:30:00.000Z'))).toBe('28/02/2026');
  });

  it('names the file after the export and the São Paulo day', () => {
    expect(csvFileName('Estoque — Fazenda Águas Claras', new Date('2026-11-26T02:00:00Z'))).toBe(
      'estoque-fazenda-aguas-claras-2026-11-25.csv',
    );
    expect(csvFileName('***', new Date('2026-11-26T12:00:00Z'))).toBe('exportacao-2026-11-26.csv');
  });

  it('reads every page until the last, within the bound', async () => {
    const pages: number[] = [];
    const fetchPage = async (page: number) => {
      pages.push(page);
      return { items: [page * 10, page * 10 + 1], hasNextPage: page < 3 };
    };
    const all: number[] = [];
    for await (const item of everyPage(fetchPage)) all.push(item);
    expect(all).toEqual([10, 11, 20, 21, 30, 31]);
    expect(pages).toEqual([1, 2, 3]);
    const bounded: number[] = [];
    for await (const item of everyPage(async (page) => ({ items: [page], hasNextPage: true }), 4)) bounded.push(item);
    expect(bounded).toEqual([1, 2, 3, 4]);
  });
});
