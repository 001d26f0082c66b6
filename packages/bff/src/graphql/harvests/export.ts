import { COST_CATEGORY_LABELS, harvestLabel } from '@talhao/schema';
import { COST_CATEGORIES } from '@talhao/schema/upstream/harvests';
import { z } from 'zod';
import { csvDay } from '../../exports/csv';
import { everyPage, exportTarget } from '../../exports/targets';
import { fetchHarvestPage } from './loaders';
import { present } from './queries';

/**
 * GET /exports/harvests.csv?farmerId=…[&search=…]: the farmer's harvests (the list's search applies), one row each
 * with the estimated and real costs per category and their totals (issue 14, "harvest costs").
 */
export const harvestsExport = exportTarget({
  name: 'harvests',
  roles: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT'],
  params: z.object({
    farmerId: z.string({ error: 'Informe o agricultor' }).trim().min(1, 'Informe o agricultor'),
    search: z.string().max(100, 'A pesquisa pode ter no máximo 100 caracteres').optional(),
  }),
  fileStem: () => 'custos-das-safras',
  columns: [
    'Safra',
    'Propriedade',
    'Início',
    'Fim',
    ...COST_CATEGORIES.map((category) => `${COST_CATEGORY_LABELS[category]} (estimado)`),
    ...COST_CATEGORIES.map((category) => `${COST_CATEGORY_LABELS[category]} (real)`),
    'Total estimado',
    'Total real',
  ],
  async *rows(context, { farmerId, search }) {
    const pages = everyPage((page) => fetchHarvestPage(context, farmerId, present(search), page));
    for await (const harvest of pages) {
      const byCategory = new Map(harvest.costs.map((cost) => [cost.category, cost]));
      yield [
        harvestLabel(harvest),
        harvest.property.name,
        csvDay(harvest.startDate),
        csvDay(harvest.endDate),
        ...COST_CATEGORIES.map((category) => byCategory.get(category)?.estimated ?? 0),
        ...COST_CATEGORIES.map((category) => byCategory.get(category)?.real ?? 0),
        harvest.estimatedTotal,
        harvest.realTotal,
      ];
    }
  },
});
