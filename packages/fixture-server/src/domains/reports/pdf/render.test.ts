import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ReportPdfDocument, ReportPdfItem } from './document';
import { renderReportPdf, winAnsi } from './render';
import { forcedGc, noisePng, pdfTextRuns } from './testing';

const NOW = new Date('2026-11-21T15:00:00.000Z');

const baseDocument = (items: ReportPdfItem[]): ReportPdfDocument => ({
  reportId: '6650a1b2c3d4e5f6a7b8c9d1',
  title: 'Visita técnica de novembro — café conilon',
  description: 'Acompanhamento da floração e da adubação de cobertura.',
  technicalAdvice:
    'Recomenda-se a correção da acidez e a aplicação de boro antes da próxima florada; irrigação ç ã õ é.',
  createdAt: '2026-11-20T13:30:00.000Z',
  consultant: 'Ana Paula Ribeiro',
  company: null,
  farmer: 'João Conceição Araújo',
  property: 'Sítio Boa Esperança',
  consultancy: 'Consultoria em café conilon',
  consultancyStart: '2026-03-01',
  consultancyEnd: null,
  items,
  activities: [
    {
      type: 'APPLICATION',
      name: 'Aplicação de boro',
      startDate: '2026-12-01',
      endDate: '2026-12-05',
      description: 'Via foliar, 1 kg/ha.',
      sectors: ['Setor 1', 'Setor 2'],
    },
    { type: 'HARVEST', name: 'Colheita', startDate: '2027-05-10', endDate: '2027-06-30', description: '', sectors: [] },
  ],
});

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('renderReportPdf', () => {
  it('draws the cover, opinion, items with photos, activities and "Página N de M" in pt-BR', async () => {
    const photo = noisePng(64, 48, 7);
    const items: ReportPdfItem[] = Array.from({ length: 6 }, (_, i) => ({
      number: i + 1,
      title: i === 0 ? 'Ramos com pouca florada' : '',
      description: `Observação ${i + 1}: folhas com manchas e deficiência de nutrição.`,
      photo: { url: `/uploads/foto-${i}.png`, name: `foto-${i}.png`, contentType: 'image/png' },
      attachments: i === 1 ? ['laudo.pdf'] : [],
    }));
    const reads: string[] = [];
    const pdf = await collect(
      renderReportPdf(baseDocument(items), {
        now: NOW,
        readFile: async (url) => {
          reads.push(url);
          return url.endsWith('5.png') ? null : photo;
        },
      }),
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const parsed = await PDFDocument.load(pdf);
    const pages = parsed.getPageCount();
    expect(pages).toBeGreaterThanOrEqual(3);
    const [width, height] = [parsed.getPage(0).getWidth(), parsed.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(parsed.getTitle()).toBe('Visita técnica de novembro — café conilon');
    // Each photo read once, in order, only when drawn.
    expect(reads).toEqual(items.map((item) => item.photo?.url));

    const text = pdfTextRuns(pdf).join('\n');
    for (const expected of [
      'João Conceição Araújo',
      'Ana Paula Ribeiro',
      'Sítio Boa Esperança',
      'Consultoria em café conilon',
      'Desde 01/03/2026 (fim não especificado)',
      '20 de novembro de 2026',
      'Parecer técnico',
      'ç ã õ é',
      'Item 1 — Ramos com pouca florada',
      'Anexo: laudo.pdf',
      'Foto indisponível',
      'Atividades de campo recomendadas',
      'Aplicação',
      'Colheita',
      '01/12/2026',
      '05/12/2026',
      'Setor 1, Setor 2',
      'Gerado em 21/11/2026 pelo Talhão',
      `Página 1 de ${pages}`,
      `Página ${pages} de ${pages}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('streams 300 items with photos in bounded memory, the first bytes before the last photo is read', async () => {
    // Ten ~400 kB photos, handed out as fresh copies (as a disk read would): about 120 MB of output.
    const photos = Array.from({ length: 10 }, (_, i) => noisePng(320, 420, i + 1));
    const items: ReportPdfItem[] = Array.from({ length: 300 }, (_, i) => ({
      number: i + 1,
      title: `Ponto ${i + 1}`,
      description: 'Plantas com sintomas de ferrugem nas folhas do terço inferior; coletar amostras.',
      photo: { url: `/uploads/p${i % 10}.png`, name: `p${i % 10}.png`, contentType: 'image/png' },
      attachments: [],
    }));
    let photosRead = 0;
    const stream = renderReportPdf(baseDocument(items), {
      now: NOW,
      readFile: async (url) => {
        photosRead += 1;
        const source = photos[Number(url.slice('/uploads/p'.length, -'.png'.length))];
        return source ? Buffer.from(source) : null;
      },
    });
    const gc = forcedGc();
    const memory = () => {
      gc();
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.arrayBuffers;
    };
    const baseline = memory();
    let peak = 0;
    let total = 0;
    let head: Buffer | null = null;
    let photosReadAtFirstByte = -1;
    let tail = Buffer.alloc(0);
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
      if (head === null) {
        head = bytes.subarray(0, 8);
        photosReadAtFirstByte = photosRead;
      }
      total += bytes.length;
      tail = Buffer.concat([tail, bytes]).subarray(-64);
      // What is retained (after a collection), every ~4 MB of output.
      if (Math.floor(total / 4_000_000) !== Math.floor((total - bytes.length) / 4_000_000)) {
        peak = Math.max(peak, memory() - baseline);
      }
    }
    expect(head?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(tail.toString('latin1')).toContain('%%EOF');
    expect(photosRead).toBe(300);
    expect(photosReadAtFirstByte).toBeLessThan(300);
    const output = photos.reduce((sum, p) => sum + p.length, 0) * 30;
    expect(total).toBeGreaterThan(output);
    // Holding the document (or its photos) would take more than the whole output; streaming holds a few pages.
    expect(peak).toBeLessThan(output / 8);
  }, 120_000);

  it('writes what WinAnsi cannot show as "?"', () => {
    expect(winAnsi('Café ção — “ok” ⚠ 😀\tfim')).toBe('Café ção — “ok” ? ?    fim');
  });
});
