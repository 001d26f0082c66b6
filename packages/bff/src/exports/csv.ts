import { formatDay, TIME_ZONE } from '@talhao/schema';
import { stringify } from 'csv-stringify';

/**
 * CSV for Brazilian spreadsheet programs (docs/architecture-notes.md, "CSV exports"): UTF-8 with a byte-order mark
 * (so accents open right), `;` between fields (the pt-BR list separator: the comma is the decimal mark), CRLF rows,
 * numbers with a decimal comma and no grouping (read as numbers, not text), dates dd/MM/yyyy in America/Sao_Paulo.
 */

/** One cell: text, a number, a day (`{ day }`, an ISO date or instant), or empty. */
export type CsvCell = string | number | boolean | { day: string | Date } | null | undefined;
export type CsvRow = readonly CsvCell[];

export const CSV_BOM = '\uFEFF';
export const CSV_DELIMITER = ';';

const decimal = new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 6 });

/** A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) gets a leading apostrophe (OWASP). */
function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The text of one cell as a pt-BR spreadsheet reads it. */
export function csvCellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? decimal.format(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'Sim' : 'Não';
  if (typeof cell === 'object') return formatDay(cell.day);
  return neutralised(cell);
}

/** A day cell: `{ day }` reads as dd/MM/yyyy in the product's time zone (`TIME_ZONE`). */
export const csvDay = (value: string | Date | null | undefined): CsvCell => (value ? { day: value } : null);

/** Streams the header and `rows` as CSV text (BOM first); the stream errors if `rows` throws. */
export function csvStream(columns: readonly string[], rows: AsyncIterable<CsvRow>) {
  const stringifier = stringify({ delimiter: CSV_DELIMITER, record_delimiter: 'windows', bom: true });
  void (async () => {
    try {
      if (!stringifier.write(columns.map((column) => csvCellText(column)))) await drained(stringifier);
      for await (const row of rows) {
        if (!stringifier.write(row.map(csvCellText))) await drained(stringifier);
      }
      stringifier.end();
    } catch (error) {
      stringifier.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return stringifier;
}

const drained = (stream: NodeJS.WritableStream) =>
  new Promise<void>((resolve, reject) => {
    const onDrain = () => {
      stream.off('error', onError);
      resolve();
    };
    const onError = (error: Error) => {
      stream.off('drain', onDrain);
      reject(error);
    };
    stream.once('drain', onDrain);
    stream.once('error', onError);
  });

/** `agricultores-2026-11-26.csv`: the export's name and today's date in São Paulo. */
export function csvFileName(stem: string, now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
  const safe = stem
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${safe || 'exportacao'}-${day}.csv`;
}
