import { z } from 'zod';
import { upstreamId } from './account';
import { defineRoutes, type RoleFamilies } from './contract';
import { batchIdsSchema, pageQuerySchema, upstreamPage } from './envelope';

/**
 * Harvests (safras) of a farmer (spec 001 §3 "Harvest (safra)", §7; docs/rest-contract.md "Issue 14 — harvests
 * and field activities"). The provider's payloads, which family each role reads them through, and every call.
 */

export const HARVESTS_FAMILIES = {
  CONSULTANT: 'farmerHarvestApi',
  ENTERPRISE: 'farmerHarvestApi',
  ENTERPRISE_CONSULTANT: 'farmerHarvestApi',
} as const satisfies RoleFamilies;

/** The provider's cost categories; a harvest's `estCosts*` / `realCosts*` fields are named after them. */
export const COST_CATEGORIES = ['LABOR', 'PRODUCTION', 'EQUIPMENT', 'OTHER'] as const;
export type UpstreamCostCategory = (typeof COST_CATEGORIES)[number];

const money = z.number().finite().nonnegative();
const named = z.object({ _id: upstreamId, name: z.string() });

export const upstreamHarvestSchema = z.object({
  _id: upstreamId,
  /** The farmer (a USER). */
  user: upstreamId,
  culture: z.object({ _id: upstreamId.nullish(), name: z.string() }),
  property: named,
  /** yyyy-MM-dd (a full ISO date-time is accepted and read by its day). */
  startDate: z.string(),
  endDate: z.string(),
  sectors: z.array(named),
  estCostsLabor: money,
  estCostsProduction: money,
  estCostsEquipment: money,
  estCostsOther: money,
  realCostsLabor: money,
  realCostsProduction: money,
  realCostsEquipment: money,
  realCostsOther: money,
  /** The real costs of the harvest's field activities summed per cost tag (a MongoDB `$group` shape). */
  realCostsFieldActivity: z.object({
    byTag: z.array(z.object({ _id: z.object({ tag: z.string() }), sum: money })),
  }),
});
export type UpstreamHarvest = z.infer<typeof upstreamHarvestSchema>;

export const harvestPageSchema = upstreamPage(upstreamHarvestSchema);

/**
 * `{}` (every harvest), `{product}` (accent-insensitive "contains" on the culture name: the screen's "search by
 * product"), `{_id}` or `{id}` (one harvest or a batch of ≤ 100, one unpaged page).
 */
export const harvestFilterSchema = z.object({
  product: z.string().max(100).nullish(),
  _id: batchIdsSchema.optional(),
  id: batchIdsSchema.optional(),
});
export type HarvestFilter = z.infer<typeof harvestFilterSchema>;

export const HARVESTS_ROUTES = defineRoutes([
  {
    access: 'bearer',
    family: HARVESTS_FAMILIES.CONSULTANT,
    method: 'POST',
    path: '/filter/:farmerId',
    summary: "A farmer's harvests, newest first, by product (culture) — or the harvests of `_id`/`id`, unpaged",
    query: pageQuerySchema,
    body: harvestFilterSchema,
    response: harvestPageSchema,
  },
]);
