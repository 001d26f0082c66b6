import type { Faker } from '@faker-js/faker';
import { DEMO } from '../../seed/demoAccounts';
import { between, DAY_MS } from '../../seed/time';
import type { SeedContext, SeedGenerator } from '../../seed/types';
import { objectId } from '../../store/ids';
import { USERS, type UserRecord } from '../account/users';
import { AREAS } from '../farmers/farmers';
import { visibleFarmerIds } from '../farmers/visibility';
import { INVENTORY_ITEMS, INVENTORY_MOVEMENTS } from './inventory';

/** How far back movements go (spec brief: the last 18 months). */
export const INVENTORY_HISTORY_DAYS = 548;
export const MAX_PRODUCTS = 12;
export const MOVEMENTS = { min: 3, max: 40 } as const;
/** Share of farmers without any product (the page's empty state). */
const EMPTY_SHARE = 0.12;

type Kind = 'fertiliser' | 'seed' | 'pesticide' | 'fuel' | 'feed' | 'input';

interface Product {
  name: string;
  unit: 'kg' | 'L' | 'sc' | 't' | 'un';
  kind: Kind;
  /** Every quantity is a multiple of `step` (0.5 or whole numbers: sums stay exact in binary floating point). */
  step: number;
  /** A purchase, in steps. */
  buy: [number, number];
}

/** Products a Brazilian farm keeps, with the unit it counts them in. */
const CATALOGUE: readonly Product[] = [
  { name: 'Ureia 45% N', unit: 'kg', kind: 'fertiliser', step: 50, buy: [10, 120] },
  { name: 'Cloreto de Potássio (KCl) 60%', unit: 'kg', kind: 'fertiliser', step: 50, buy: [10, 100] },
  { name: 'Superfosfato Simples', unit: 'kg', kind: 'fertiliser', step: 50, buy: [10, 80] },
  { name: 'Adubo NPK 04-14-08', unit: 'kg', kind: 'fertiliser', step: 50, buy: [20, 160] },
  { name: 'Adubo NPK 20-05-20', unit: 'kg', kind: 'fertiliser', step: 50, buy: [10, 120] },
  { name: 'Sulfato de Amônio', unit: 'kg', kind: 'fertiliser', step: 50, buy: [10, 60] },
  { name: 'MAP 11-52-00', unit: 'kg', kind: 'fertiliser', step: 25, buy: [8, 80] },
  { name: 'Calcário Dolomítico', unit: 't', kind: 'fertiliser', step: 0.5, buy: [10, 120] },
  { name: 'Gesso Agrícola', unit: 't', kind: 'fertiliser', step: 0.5, buy: [6, 60] },
  { name: 'Semente de Soja BRS 1003IPRO', unit: 'sc', kind: 'seed', step: 1, buy: [10, 200] },
  { name: 'Semente de Milho Híbrido AG 8480', unit: 'sc', kind: 'seed', step: 1, buy: [5, 80] },
  { name: 'Semente de Feijão Carioca BRS Estilo', unit: 'sc', kind: 'seed', step: 1, buy: [5, 60] },
  { name: 'Semente de Trigo TBIO Toruk', unit: 'sc', kind: 'seed', step: 1, buy: [10, 120] },
  { name: 'Semente de Braquiária Brizantha', unit: 'kg', kind: 'seed', step: 5, buy: [10, 100] },
  { name: 'Glifosato 480 SL', unit: 'L', kind: 'pesticide', step: 5, buy: [4, 60] },
  { name: 'Herbicida 2,4-D Amina 806', unit: 'L', kind: 'pesticide', step: 5, buy: [2, 30] },
  { name: 'Fungicida Azoxistrobina + Ciproconazol', unit: 'L', kind: 'pesticide', step: 1, buy: [5, 60] },
  { name: 'Fungicida Mancozebe 800 WP', unit: 'kg', kind: 'pesticide', step: 1, buy: [10, 100] },
  { name: 'Inseticida Lambda-cialotrina', unit: 'L', kind: 'pesticide', step: 1, buy: [2, 30] },
  { name: 'Óleo Mineral Adjuvante', unit: 'L', kind: 'pesticide', step: 5, buy: [2, 20] },
  { name: 'Óleo Diesel S10', unit: 'L', kind: 'fuel', step: 10, buy: [50, 500] },
  { name: 'Gasolina Comum', unit: 'L', kind: 'fuel', step: 5, buy: [10, 80] },
  { name: 'Óleo Lubrificante 15W40', unit: 'L', kind: 'fuel', step: 1, buy: [10, 60] },
  { name: 'Sal Mineral para Bovinos', unit: 'sc', kind: 'feed', step: 1, buy: [5, 60] },
  { name: 'Ração para Bovinos de Corte', unit: 'sc', kind: 'feed', step: 1, buy: [10, 120] },
  { name: 'Mudas de Café Catuaí Vermelho', unit: 'un', kind: 'input', step: 50, buy: [10, 200] },
  { name: 'Mudas de Eucalipto Clone I144', unit: 'un', kind: 'input', step: 100, buy: [10, 150] },
  { name: 'Mourão de Eucalipto Tratado', unit: 'un', kind: 'input', step: 1, buy: [20, 300] },
  { name: 'Arame Liso Ovalado (rolo 1.000 m)', unit: 'un', kind: 'input', step: 1, buy: [2, 30] },
  { name: 'Big Bag 1.000 kg', unit: 'un', kind: 'input', step: 1, buy: [5, 50] },
];

const SUPPLIERS = ['na cooperativa', 'na revenda agrícola', 'no posto da cidade', 'do distribuidor'];

function entryText(faker: Faker, product: Product): string {
  const invoice = faker.number.int({ min: 1000, max: 99_999 });
  if (product.kind === 'fuel')
    return faker.helpers.arrayElement([
      `Compra ${SUPPLIERS[2]} — NF ${invoice}`,
      `Entrega do distribuidor — NF ${invoice}`,
    ]);
  return faker.helpers.arrayElement([
    `Compra ${faker.helpers.arrayElement(SUPPLIERS)} — NF ${invoice}`,
    `Compra — nota fiscal nº ${invoice}`,
    'Transferência de outra propriedade',
    'Devolução de sobra de aplicação',
  ]);
}

function exitText(faker: Faker, product: Product, areas: readonly string[]): string {
  const where = areas.length ? faker.helpers.arrayElement(areas) : 'Talhão 1';
  switch (product.kind) {
    case 'fertiliser':
      return faker.helpers.arrayElement([
        `Adubação de cobertura — ${where}`,
        `Adubação de plantio — ${where}`,
        `Correção de solo — ${where}`,
      ]);
    case 'seed':
      return `Plantio — ${where}`;
    case 'pesticide':
      return faker.helpers.arrayElement([`Pulverização — ${where}`, `Aplicação — ${where}`]);
    case 'fuel':
      return faker.helpers.arrayElement([
        'Abastecimento do trator',
        'Abastecimento da colheitadeira',
        'Abastecimento do pulverizador',
        'Abastecimento da caminhonete',
      ]);
    case 'feed':
      return faker.helpers.arrayElement(['Trato do rebanho', 'Suplementação no cocho']);
    default:
      return faker.helpers.arrayElement([`Uso em ${where}`, 'Reforma de cerca', 'Uso na sede']);
  }
}

/**
 * One product's history: 3–40 movements from `since` to the last moment, the first a purchase, an exit never
 * more than the balance (stock never below zero), so the signed sum is the final balance.
 */
function seedProduct(
  ctx: SeedContext,
  farmer: UserRecord,
  product: Product,
  since: number,
  areas: readonly string[],
  idAt: (at: number) => string,
): void {
  const { faker, anchor, store } = ctx;
  const lastMoment = anchor.getTime() - 3_600_000;
  const count = faker.number.int(MOVEMENTS);
  const instants = Array.from({ length: count }, () => between(faker, since, lastMoment)).sort((a, b) => a - b);
  // Distinct instants, so "newest first" is the order the balance was computed in.
  for (let index = 1; index < instants.length; index++) {
    instants[index] = Math.max(instants[index]!, instants[index - 1]! + 1000);
  }
  let steps = 0;
  const drafts = instants.map((at, index) => {
    const exit = index > 0 && steps > 0 && faker.datatype.boolean({ probability: 0.65 });
    const delta = exit
      ? -Math.max(1, Math.min(steps, Math.round(steps * faker.number.float({ min: 0.1, max: 0.7 }))))
      : faker.number.int({ min: product.buy[0], max: product.buy[1] });
    steps += delta;
    return { at, delta, description: exit ? exitText(faker, product, areas) : entryText(faker, product) };
  });
  const first = instants[0]!;
  const last = instants[instants.length - 1]!;
  const item = store.collection(INVENTORY_ITEMS).insert({
    _id: idAt(first),
    user: farmer._id,
    product: product.name,
    unitOfMeasurement: product.unit,
    availableQuantity: steps * product.step,
    createdAt: new Date(first).toISOString(),
    updatedAt: new Date(last).toISOString(),
  });
  for (const draft of drafts) {
    store.collection(INVENTORY_MOVEMENTS).insert({
      _id: idAt(draft.at),
      user: farmer._id,
      inventory: item._id,
      movementDate: new Date(draft.at).toISOString(),
      inputsAndOutputs: draft.delta * product.step,
      description: draft.description,
    });
  }
}

/**
 * Which farmers have no product: about one in eight, never the demo farmer; each demo consultant who sees
 * farmers sees at least one with products and (with two or more farmers) one without.
 */
function emptyFarmers(ctx: SeedContext, farmers: readonly UserRecord[]): Set<string> {
  const { faker, store } = ctx;
  const demoFarmer = farmers.find((f) => f.email === DEMO.farmer.email)?._id;
  const empty = new Set(
    farmers
      .filter((f) => f._id !== demoFarmer && faker.datatype.boolean({ probability: EMPTY_SHARE }))
      .map((f) => f._id),
  );
  const consultants = Object.values(DEMO)
    .filter((d) => d.role === 'CONSULTANT' || d.role === 'ENTERPRISE_CONSULTANT' || d.role === 'ENTERPRISE')
    .map((d) => store.collection(USERS).find((u) => u.email === d.email && u.deletedAt === null))
    .filter((u): u is UserRecord => u !== undefined);
  for (const consultant of consultants) {
    const visible = farmers
      .filter((f) => visibleFarmerIds(store, consultant).has(f._id))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a._id.localeCompare(b._id));
    if (visible.length === 0) continue;
    const filled = visible.filter((f) => !empty.has(f._id));
    if (filled.length === 0) empty.delete(visible[0]!._id);
    if (visible.length >= 2 && filled.length === visible.length) {
      const last = [...visible].reverse().find((f) => f._id !== demoFarmer);
      if (last) empty.add(last._id);
    }
  }
  return empty;
}

function seedInventory(ctx: SeedContext): void {
  const { faker, anchor, store } = ctx;
  const idAt = (at: number) =>
    objectId(new Date(at), faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }));
  const farmers = store.collection(USERS).filter((u) => u.role === 'USER' && u.deletedAt === null);
  const empty = emptyFarmers(ctx, farmers);
  const historyStart = anchor.getTime() - INVENTORY_HISTORY_DAYS * DAY_MS;
  const lastMoment = anchor.getTime() - 3_600_000;
  for (const farmer of farmers) {
    if (empty.has(farmer._id)) continue;
    const isDemo = farmer.email === DEMO.farmer.email;
    const count = isDemo ? MAX_PRODUCTS : faker.number.int({ min: 1, max: MAX_PRODUCTS });
    const areas = store
      .collection(AREAS)
      .filter((a) => a.user === farmer._id)
      .map((a) => a.name);
    const since = Math.min(Math.max(historyStart, Date.parse(farmer.createdAt)), lastMoment);
    for (const product of faker.helpers.arrayElements(CATALOGUE, count)) {
      seedProduct(ctx, farmer, product, since, areas, idAt);
    }
  }
}

export const inventorySeed: SeedGenerator = { name: 'inventory', run: seedInventory };
