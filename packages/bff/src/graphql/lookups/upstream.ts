import { upstreamSectorSchema } from '@talhao/schema/upstream/consultant';
import { z } from 'zod';

/**
 * The `{_id: [ids]}` / `{property}` batch answers: one unpaged page whose pageSize is the number of
 * ids (docs/rest-contract.md "Batch by id"). Only `items` is read, so an empty answer parses too.
 */
export const batchOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** A sector: the contract embeds `areaName` and `property` (optional, so an older provider still parses). */
export const sectorPayloadSchema = upstreamSectorSchema;
export type SectorPayload = z.infer<typeof sectorPayloadSchema>;
