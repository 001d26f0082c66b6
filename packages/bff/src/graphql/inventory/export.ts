import { upstreamFarmerSchema } from '@talhao/schema/upstream/farmers';
import { LOOKUPS, lookupFamily } from '@talhao/schema/upstream/lookups';
import { z } from 'zod';
import type { RequestContext } from '../../context';
import { appError, errorCode } from '../../errors';
import { csvDay } from '../../exports/csv';
import { everyPage, exportTarget } from '../../exports/targets';
import { batchesById } from '../base/by-id-loader';
import { allItems, inventoryFamily, movementPageKey, movementPageLoader, movementsOfItemsLoader } from './loaders';
import { productFilter } from './mapping';
import { FARMER_NOT_FOUND, LOAD, NO_INVENTORY_AREA } from './messages';

export const INVENTORY_EXPORT_COLUMNS = ['Produto', 'Unidade', 'Quantidade disponível', 'Data', 'Movimento'] as const;

export const INVENTORY_EXPORT_MESSAGES = {
  farmerRequired: 'Informe o agricultor (farmerId).',
  productTooLong: 'A pesquisa por produto aceita no máximo 100 caracteres.',
} as const;

const params = z.object({
  farmerId: z
    .string({ error: INVENTORY_EXPORT_MESSAGES.farmerRequired })
    .trim()
    .min(1, INVENTORY_EXPORT_MESSAGES.farmerRequired)
    .max(64, INVENTORY_EXPORT_MESSAGES.farmerRequired),
  product: z.string().max(100, INVENTORY_EXPORT_MESSAGES.productTooLong).optional(),
});
type Params = z.infer<typeof params>;

/** The farmer's name for the file (and the 404 of a farmer the caller does not see, before any row). */
async function farmerName(ctx: RequestContext, farmerId: string): Promise<string> {
  const role = ctx.subject()?.role;
  const family = role ? lookupFamily('farmer', role) : undefined;
  if (!family) throw appError('FORBIDDEN', NO_INVENTORY_AREA, { status: 403 });
  try {
    const farmer = await ctx.upstream
      .family(family)
      .get(LOOKUPS.farmer.byId(farmerId), { schema: upstreamFarmerSchema, ...LOAD });
    return farmer.name;
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') throw appError('NOT_FOUND', FARMER_NOT_FOUND, { status: 404 });
    throw error;
  }
}

/**
 * GET /exports/inventory.csv?farmerId=…[&product=…]: one row per movement (products by name, movements newest first;
 * a product without movements has one row with its balance). The items' pages, then their movements in batches of
 * 100 items where the provider declares the batch (`POST transaction/filter {inventory}`), else page by page per item.
 */
export const inventoryExport = exportTarget<Params>({
  name: 'inventory',
  roles: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT'],
  params,
  fileStem: async (ctx, { farmerId }) => `estoque-${await farmerName(ctx, farmerId)}`,
  columns: INVENTORY_EXPORT_COLUMNS,
  async *rows(ctx, { farmerId, product }) {
    const items = await allItems(ctx, farmerId, productFilter(product).product);
    const batched = batchesById(ctx, inventoryFamily(ctx));
    const movementsOf = batched ? await movementsOfItemsLoader(ctx).loadMany(items.map((item) => item.id)) : null;
    for (const [index, item] of items.entries()) {
      const head = [item.product, item.unit, item.availableQuantity] as const;
      let any = false;
      const movements = movementsOf
        ? movementsOf[index]
        : everyPage((page) => movementPageLoader(ctx).load(movementPageKey(item.id, page)));
      if (movements instanceof Error) throw movements;
      for await (const movement of movements ?? []) {
        any = true;
        yield [...head, csvDay(movement.date), movement.quantity];
      }
      if (!any) yield [...head, null, null];
    }
  },
});
