import { upstreamSectorSchema } from '@talhao/schema/upstream/consultant';
import type { z } from 'zod';

export { batchOf } from '@talhao/schema/upstream/envelope';

/** A sector: the contract embeds `areaName` and `property` (optional, so an older provider still parses). */
export const sectorPayloadSchema = upstreamSectorSchema;
export type SectorPayload = z.infer<typeof sectorPayloadSchema>;
