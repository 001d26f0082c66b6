import { areaPageSchema, propertyPageSchema } from '@talhao/schema/upstream/farmers';
import { z } from 'zod';
import type { RequestContext } from '../../context';
import { appError } from '../../errors';
import { type CsvRow, csvDay } from '../../exports/csv';
import { everyPage, exportTarget } from '../../exports/targets';
import { pageInfo } from '../base/paging';
import { idPath, landApi } from './land-access';
import { areaSectorsLoader, landFarmerLoader } from './land-loaders';
import { LAND_TEXTS } from './land-messages';
import { toArea, toProperty } from './mapping';
import { LOAD } from './messages';

const PROPERTY_COLUMNS = [
  'Propriedade',
  'Cidade',
  'Área',
  'Setor',
  'Cultura',
  'Tamanho (ha)',
  'Plantio',
  'Espaçamento entre linhas (m)',
  'Espaçamento entre plantas (m)',
  'Plantas',
] as const;

const params = z.object({
  farmerId: z.string({ error: 'Informe o agricultor.' }).trim().min(1, 'Informe o agricultor.').max(100),
  /** Optional: only this property of the farmer. */
  propertyId: z.string().trim().max(100).optional(),
});

/** A farmer's visible properties, page after page (POST farmerPropertyApi/filter/{farmerId}). */
const farmerProperties = (ctx: RequestContext, farmerId: string) =>
  everyPage(async (page) => {
    const list = await landApi(ctx, 'properties').post(
      `/filter${idPath(farmerId)}`,
      {},
      { schema: propertyPageSchema, ...LOAD, query: { pageNumber: page } },
    );
    return { ...pageInfo(page, list.pageSize, list.total), items: list.items.map(toProperty) };
  });

const propertyAreas = (ctx: RequestContext, propertyId: string) =>
  everyPage(async (page) => {
    const list = await landApi(ctx, 'areas').get(`/property${idPath(propertyId)}`, {
      schema: areaPageSchema,
      ...LOAD,
      query: { pageNumber: page },
    });
    return { ...pageInfo(page, list.pageSize, list.total), items: list.items.map(toArea) };
  });

/**
 * 'properties': a farmer's properties with their areas and sectors, one row per sector (an area without sectors
 * still gets its row). Per property: its pages of areas, then the sectors of all of them in one batch by areas.
 */
export const propertiesExport = exportTarget({
  name: 'properties',
  roles: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT'],
  params,
  async fileStem(ctx, { farmerId }) {
    const farmer = await landFarmerLoader(ctx).load(farmerId);
    if (!farmer) throw appError('NOT_FOUND', LAND_TEXTS.farmerNotFound, { status: 404 });
    return `propriedades-${farmer.name}`;
  },
  columns: PROPERTY_COLUMNS,
  async *rows(ctx, { farmerId, propertyId }) {
    for await (const property of farmerProperties(ctx, farmerId)) {
      if (propertyId && property.id !== propertyId) continue;
      const areas = [];
      for await (const area of propertyAreas(ctx, property.id)) areas.push(area);
      const sectors = await areaSectorsLoader(ctx).loadMany(areas.map((area) => area.id));
      for (const [index, area] of areas.entries()) {
        const found = sectors[index];
        if (found instanceof Error) throw found;
        const head: CsvRow = [property.name, property.address?.city ?? null, area.name];
        if (!found || found.length === 0) {
          yield [...head, null, null, area.plotArea, null, null, null, null];
          continue;
        }
        for (const sector of found) {
          yield [
            ...head,
            sector.name,
            sector.cultureName,
            sector.plotArea,
            csvDay(sector.plantingDate),
            sector.spacingBetweenStreets,
            sector.spacingBetweenPlants,
            sector.plants,
          ];
        }
      }
    }
  },
});
