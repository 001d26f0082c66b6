import { z } from 'zod';
import type { CsvRow } from '../../exports/csv';
import { everyPage, exportTarget } from '../../exports/targets';
import { farmerPage } from './farmer-list';

export const FARMERS_EXPORT_COLUMNS = [
  'Nome',
  'E-mail',
  'Celular',
  'Cidade',
  'Estado',
  'Propriedades',
  'Cadastrado por mim',
] as const;

/** '+5527998765432' → '(27) 99876-5432' (as the form's mask shows it; a leading '+' would read as a formula). */
const phoneText = (phone: string | null | undefined): string | null => {
  if (!phone) return null;
  const match = /^\+55(\d{2})(\d{5})(\d{4})$/.exec(phone);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
};

/**
 * GET /exports/farmers.csv[?name=…]: 'Meus Agricultores' as a spreadsheet, every page of the same list the page
 * shows (one upstream call per page of 10, through farmer-list.ts), in the role's farmer family.
 */
export const farmersExport = exportTarget({
  name: 'farmers',
  roles: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT'],
  params: z.object({
    name: z.string().max(100, 'A busca pode ter no máximo 100 caracteres').optional(),
  }),
  fileStem: () => 'agricultores',
  columns: FARMERS_EXPORT_COLUMNS,
  async *rows(ctx, { name }): AsyncGenerator<CsvRow> {
    const search = name?.trim() || undefined;
    for await (const farmer of everyPage((page) => farmerPage(ctx, search, page))) {
      yield [
        farmer.name,
        farmer.email,
        phoneText(farmer.phoneNumber),
        farmer.address?.city ?? null,
        farmer.address?.stateFrom ?? null,
        farmer.propertyCount,
        farmer.createdByMe,
      ];
    }
  },
});
