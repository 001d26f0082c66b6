import {
  upstreamFarmerSchema,
  upstreamPage,
  upstreamPropertySchema,
  upstreamProvidedSchema,
} from '@talhao/schema/upstream/consultant';
import { z } from 'zod';

/** Paged lists of docs/rest-contract.md "Provided consultancies…" (`{items, pageNumber, pageSize, total}`). */
export const providedPageSchema = upstreamPage(upstreamProvidedSchema);
export const farmerPageSchema = upstreamPage(upstreamFarmerSchema);
export const propertyPageSchema = upstreamPage(upstreamPropertySchema);

/** DELETE answers 200 with a body the BFF does not read. */
export const anyBodySchema = z.unknown();
