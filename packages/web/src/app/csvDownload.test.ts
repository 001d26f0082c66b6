import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachmentName, CsvDownloadError, downloadCsv, exportUrl } from './csvDownload';

afterEach(() => vi.unstubAllGlobals());

describe('CSV downloads', () => {
  it('builds export URLs without empty parameters', () => {
    expect(exportUrl('farmers')).toBe('/exports/farmers.csv');
    expect(exportUrl('inventory', { farmerId: 'f 1', product: '' })).toBe('/exports/inventory.csv?farmerId=f+1');
  });

  it('reads the file name of the attachment header', () => {
    expect(attachmentName('attachment; filename="agricultores-2026-11-26.csv"', 'x.csv')).toBe(
      'agricultores-2026-11-26.csv',
    );
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
  });

  it('saves the file under the server name', async () => {
    const clicked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('\uFEFFNome\r\n', {
            status: 200,
            headers: { 'content-disposition': 'attachment; filename="agricultores-2026-11-26.csv"' },
          }),
      ),
    );
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    await downloadCsv('/exports/farmers.csv');
    expect(clicked).toEqual(['agricultores-2026-11-26.csv blob:csv']);
    click.mockRestore();
  });

  it('rejects with the server text instead of saving an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'NOT_FOUND', message: 'Agricultor não encontrado.' }, { status: 404 })),
    );
    await expect(downloadCsv('/exports/farmers.csv')).rejects.toEqual(
      new CsvDownloadError('Agricultor não encontrado.', 404),
    );
  });
});
