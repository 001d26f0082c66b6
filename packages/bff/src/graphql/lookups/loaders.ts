/**
 * Per-request, per-data-scope batched loaders of the records that rows name by id (issue 4).
 * Each loader batches every id asked for in one tick into ONE upstream call of its kind
 * (`{_id: [ids]}` filters, docs/rest-contract.md "Batch by id"); unknown or foreign ids load as null.
 *
 * Implemented by the provided-consultancies slice; the schedule/dashboard slice imports these.
 *
 *   farmerLoader(ctx):   DataLoader<string, FarmerModel | null>   — consultantFarmerProfileApi/users-registered/filter
 *   propertyLoader(ctx): DataLoader<string, PropertyModel | null> — farmerPropertyApi/filter
 *   sectorLoader(ctx):   DataLoader<string, SectorModel | null>   — farmerSectorApi/filter (area names via farmerArea… or embedded)
 *   offerLoader(ctx):    DataLoader<string, OfferModel | null>    — consultantConsultancyApi/filter
 *   providedLoader(ctx): DataLoader<string, ProvidedConsultancyModel | null> — consultantConsultancyProvidedApi/filter
 */
export {};
