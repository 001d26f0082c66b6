import { upstreamId } from '@talhao/schema/upstream/account';
import { upstreamSectorSchema } from '@talhao/schema/upstream/consultant';
import { z } from 'zod';

/**
 * The `{_id: [ids]}` / `{property}` batch answers: one unpaged page whose pageSize is the number of
 * ids (docs/rest-contract.md "Batch by id"). Only `items` is read, so an empty answer parses too.
 */
export const batchOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/**
 * A sector as the provider may send it: the contract's payload names only its area; `property` and
 * `areaName` are read when present (they spare the area lookups).
 */
export const sectorPayloadSchema = upstreamSectorSchema.extend({
  property: upstreamId.nullish(),
  areaName: z.string().nullish(),
});
export type SectorPayload = z.infer<typeof sectorPayloadSchema>;
