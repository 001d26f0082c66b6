import { describe, expect, it } from 'vitest';
import { useStack } from '../../test/helpers';
import { restAs } from '../../test/master';
import { INVENTORY_EXPORT_MESSAGES } from './export';
import { FARMER_NOT_FOUND } from './messages';

interface UpstreamPage<T> {
  items: T[];
  total: number;
}
interface UpstreamItem {
  _id: string;
  product: string;
  availableQuantity: number;
  unitOfMeasurement: string;
}
interface UpstreamMovement {
  movementDate: string;
  inputsAndOutputs: number;
}

const API = '/farmerProductsInventoryApi';
const number = (value: number) =>
  new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 6 }).format(value);
const day = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

/** What the CSV should hold, row by row, from the provider's own answers (every page of every item). */
async function expectedRows(url: string, farmerId: string, product?: string): Promise<string[]> {
  const rest = await restAs(url, 'CONSULTANT');
  const items: UpstreamItem[] = [];
  for (let page = 1; ; page++) {
    const answer = (
      await rest.post(`${API}/products/filter/${farmerId}?pageNumber=${page}`, product ? { product } : {})
    ).body as UpstreamPage<UpstreamItem>;
    items.push(...answer.items);
    if (items.length >= answer.total) break;
  }
  const rows: string[] = [];
  for (const item of items) {
    const movements: UpstreamMovement[] = [];
    for (let page = 1; ; page++) {
      const answer = (await rest.post(`${API}/transaction/filter/${item._id}?pageNumber=${page}`, {}))
        .body as UpstreamPage<UpstreamMovement>;
      movements.push(...answer.items);
      if (movements.length >= answer.total) break;
    }
    for (const movement of movements) {
      const cells = [
        item.product,
        item.unitOfMeasurement,
        number(item.availableQuantity),
        day(movement.movementDate),
        number(movement.inputsAndOutputs),
      ];
      rows.push(cells.map((cell) => (/[;"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(';'));
    }
  }
  return rows;
}

async function demoFarmerId(url: string): Promise<string> {
  const rest = await restAs(url, 'CONSULTANT');
  const farmers = (await rest.post('/consultantFarmerProfileApi/users-registered/filter', { name: 'José Carlos' }))
    .body as UpstreamPage<{ _id: string }>;
  return farmers.items[0]!._id;
}

describe('inventory CSV export (provider with the movements batch)', () => {
  const stack = useStack({ signIn: ['CONSULTANT', 'MASTER'] });

  it('one row per movement: Produto, Unidade, Quantidade disponível, Data, Movimento; two upstream calls per 10 products and one for all movements', async () => {
    const farmerId = await demoFarmerId(stack.url);
    stack.fixture.resetCalls();
    const response = await stack.consultant.get(`/exports/inventory.csv?farmerId=${farmerId}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="estoque-jose-carlos-pereira-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(stack.fixture.calls()).toEqual({
      'GET /consultantFarmerProfileApi/:id': 1,
      'POST /farmerProductsInventoryApi/products/filter/:farmerId': 2,
      'POST /farmerProductsInventoryApi/transaction/filter': 1,
    });
    const lines = response.raw.slice(1).split('\r\n');
    expect(lines[0]).toBe('Produto;Unidade;Quantidade disponível;Data;Movimento');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1)).toEqual(await expectedRows(stack.url, farmerId));
    expect(lines.slice(1, -1).some((line) => /;-\d/.test(line))).toBe(true);
  });

  it('keeps the page’s product search, and refuses a farmer not visible, a missing farmerId and a master', async () => {
    const farmerId = await demoFarmerId(stack.url);
    const searched = await stack.consultant.get(`/exports/inventory.csv?farmerId=${farmerId}&product=semente`);
    expect(searched.status).toBe(200);
    expect(searched.raw.slice(1).split('\r\n').slice(1, -1)).toEqual(
      await expectedRows(stack.url, farmerId, 'semente'),
    );

    const other = await stack.consultant.get('/exports/inventory.csv?farmerId=ffffffffffffffffffffffff');
    expect(other.status).toBe(404);
    expect(JSON.parse(other.raw)).toEqual({ code: 'NOT_FOUND', message: FARMER_NOT_FOUND });
    const missing = await stack.consultant.get('/exports/inventory.csv');
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.raw).message).toBe(INVENTORY_EXPORT_MESSAGES.farmerRequired);
    expect((await stack.master.get(`/exports/inventory.csv?farmerId=${farmerId}`)).status).toBe(403);
  });
});

describe('inventory CSV export (the specification’s provider: no batch)', () => {
  const stack = useStack({ signIn: ['CONSULTANT'], bff: { config: { batchById: new Set() } } });

  it('reads each item’s movements page by page and writes the same rows', async () => {
    const farmerId = await demoFarmerId(stack.url);
    stack.fixture.resetCalls();
    const response = await stack.consultant.get(`/exports/inventory.csv?farmerId=${farmerId}`);
    expect(response.status).toBe(200);
    const calls = stack.fixture.calls();
    expect(calls['POST /farmerProductsInventoryApi/transaction/filter']).toBeUndefined();
    expect(calls['POST /farmerProductsInventoryApi/transaction/filter/:inventoryId']).toBeGreaterThanOrEqual(12);
    expect(response.raw.slice(1).split('\r\n').slice(1, -1)).toEqual(await expectedRows(stack.url, farmerId));
  });
});
