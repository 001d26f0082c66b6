import type { FamilyName } from '@talhao/schema';
import { MAX_BATCH_IDS } from '@talhao/schema/upstream/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from './errors';
import type { Page } from './pagination';

/**
 * "Batch by id" (docs/rest-contract.md issue 4): lookup filters accept `{_id: [ids]}`, at most MAX_BATCH_IDS
 * (packages/schema upstream/envelope.ts), and answer every visible record among them in one unpaged page.
 * A single id string is taken as a list of one.
 */
export const BATCH_MESSAGES = {
  tooMany: `Informe no máximo ${MAX_BATCH_IDS} ids`,
  unsupported: 'Este servidor não aceita uma lista de ids: consulte cada registro pelo seu id',
} as const;

/**
 * The families whose lookup takes `{_id: [ids]}` here (packages/schema LOOKUPS names each one's batch
 * path). The BFF uses the batch only for families a deployment declares; this is the embedded
 * fixture server's declaration.
 */
export const BATCH_BY_ID_FAMILIES: readonly FamilyName[] = [
  'consultantFarmerProfileApi',
  'enterpriseFarmerProfileApi',
  'farmerPropertyApi',
  'farmerSectorApi',
  'consultantConsultancyApi',
  'enterpriseConsultancyApi',
  'consultantConsultancyProvidedApi',
  'enterpriseConsultancyProvidedApi',
  // Its batch is `{inventory: [ids]}` on POST transaction/filter (the movements of those items, for the CSV export).
  'farmerProductsInventoryApi',
  'farmerHarvestApi',
  'farmerFieldActivityApi',
];

/**
 * Told not to batch (`batchById: false`), the server behaves as the specification's provider: a list
 * of ids in a body is refused with 400, so a BFF that relies on the extension fails loudly in tests.
 */
export function refuseIdBatches(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const body = request.body as { _id?: unknown } | null | undefined;
    if (body && typeof body === 'object' && Array.isArray(body._id)) throw badRequest(BATCH_MESSAGES.unsupported);
  });
}

export const batchIds = z
  .union([
    z
      .string()
      .min(1)
      .transform((id) => [id]),
    z.array(z.string().min(1)),
  ])
  .refine((ids) => ids.length <= MAX_BATCH_IDS, BATCH_MESSAGES.tooMany);

/**
 * The one page of a batch: `pageSize` is the number of ids asked for (1 when the list was empty, since a
 * page size is positive), `total` the number of records found.
 */
export function batchPage<T>(items: T[], asked: readonly string[]): Page<T> {
  return { items, pageNumber: 1, pageSize: Math.max(1, asked.length), total: items.length };
}
