import { PassThrough, type Readable, type Writable } from 'node:stream';
import { FIELD_ACTIVITY_TYPE_LABELS, todayInSaoPaulo } from '@talhao/schema';
import { format, parse } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import PDFDocument from 'pdfkit';
import type { ReportPdfDocument, ReportPdfItem } from './document';

/**
 * The report's PDF (spec 001 §7 commonPdfGeneratorApi/generatePDF; issue 15), drawn with pdfkit and streamed:
 * A4, a cover (consultant, company, farmer, property, consultancy and its period, the report's date), the
 * technical opinion, the items with their photos scaled into a fixed box, the recommended field activities as a
 * table, a header with the report's title and a footer 'Página N de M'.
 *
 * Streaming and 'de M': pdfkit's `bufferPages` (needed to write on a page after it was left) keeps every page in
 * memory, so instead the layout runs twice. Every block's height depends only on the text (a photo always takes
 * the same box, its bytes never change the flow), so a first pass without photos, written to nowhere, counts the
 * pages; the second pass writes the real document with the total known. Pages are flushed as soon as they are
 * left, photos are read one at a time when their item is reached, and the renderer waits whenever the consumer
 * has not taken what was written (backpressure): memory stays bounded whatever the number of items.
 *
 * Fonts: pdfkit's standard Helvetica (WinAnsi, which covers Portuguese: ç ã õ é ê ô ú à …); characters outside
 * WinAnsi are written as '?'.
 */

export interface RenderOptions {
  /** The bytes of a stored file by its URL (`/uploads/<name>`), null when it is gone. */
  readFile(url: string): Promise<Buffer | null>;
  /** When the PDF is generated (the footer's 'Gerado em'). */
  now: Date;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = { top: 72, bottom: 64, left: 56, right: 56 };
const CONTENT_WIDTH = A4.width - MARGIN.left - MARGIN.right;
const PHOTO_BOX = 250;
const GREEN = '#2f6b3a';
const GREY = '#5b6470';
const TEXT = '#1f2933';

/** The WinAnsi (cp1252) characters above Latin-1's printable ASCII that are not Latin-1 themselves. */
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** Text the standard fonts can show: NFC, tabs as spaces, anything outside WinAnsi as '?'. */
export function winAnsi(text: string): string {
  let result = '';
  for (const char of text.normalize('NFC').replace(/\t/g, '    ').replace(/\r\n?/g, '\n')) {
    const code = char.codePointAt(0) ?? 0;
    const fits =
      char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(char);
    result += fits ? char : '?';
  }
  return result;
}

/** yyyy-MM-dd → dd/MM/yyyy (pt-BR). */
export const dayPtBR = (day: string): string =>
  format(parse(day, 'yyyy-MM-dd', new Date(0)), 'dd/MM/yyyy', { locale: ptBR });
/** yyyy-MM-dd → '21 de novembro de 2026'. */
export const longDayPtBR = (day: string): string =>
  format(parse(day, 'yyyy-MM-dd', new Date(0)), "d 'de' MMMM 'de' yyyy", { locale: ptBR });

export const pageLabel = (page: number, total: number | null): string =>
  total === null ? `Página ${page}` : `Página ${page} de ${total}`;

export function renderReportPdf(document: ReportPdfDocument, options: RenderOptions): Readable {
  const out = new PassThrough({ highWaterMark: 64 * 1024 });
  void (async () => {
    const total = await layout(document, options, null, null);
    if (out.destroyed) return;
    await layout(document, options, out, total);
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

type Doc = PDFKit.PDFDocument;

/**
 * Lets what pdfkit wrote flow to the sink (its stream emits on later ticks: a loop of resolved promises would
 * starve it), then waits until the consumer took it (or left).
 */
async function room(sink: Writable): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  if (!sink.writableNeedDrain || sink.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      sink.off('drain', done);
      sink.off('close', done);
      resolve();
    };
    sink.on('drain', done);
    sink.on('close', done);
  });
}

/**
 * Lays the document out once. With a sink, writes it there (photos included) and ends it; without, draws to
 * nowhere and skips the photos. Resolves with the number of pages.
 */
async function layout(
  model: ReportPdfDocument,
  options: RenderOptions,
  sink: Writable | null,
  total: number | null,
): Promise<number> {
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    autoFirstPage: false,
    bufferPages: false,
    lang: 'pt-BR',
    displayTitle: true,
    info: {
      Title: winAnsi(model.title),
      Author: winAnsi(model.consultant),
      Subject: 'Relatório técnico',
      Creator: 'Talhão',
      Producer: 'Talhão',
      CreationDate: options.now,
    },
  });
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  if (sink) {
    doc.on('data', (chunk: Buffer) => {
      if (!sink.destroyed) sink.write(chunk);
    });
  } else {
    doc.resume();
  }

  let pages = 0;
  doc.on('pageAdded', () => {
    pages += 1;
    decoratePage(doc, model, pages, total, options.now);
  });

  const bottom = () => A4.height - MARGIN.bottom;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const heading = (text: string) => {
    ensure(60);
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(14).fillColor(GREEN).text(winAnsi(text), MARGIN.left);
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN.left, y)
      .lineTo(A4.width - MARGIN.right, y)
      .lineWidth(0.8)
      .strokeColor(GREEN)
      .stroke();
    doc.moveDown(0.6).font('Helvetica').fontSize(10.5).fillColor(TEXT);
  };
  const paragraph = (text: string) => {
    doc.font('Helvetica').fontSize(10.5).fillColor(TEXT).text(winAnsi(text), MARGIN.left, doc.y, {
      width: CONTENT_WIDTH,
      align: 'justify',
      lineGap: 2,
    });
  };
  const pause = async () => {
    if (sink) await room(sink);
  };

  // Cover.
  doc.addPage();
  drawCover(doc, model);

  // Technical opinion.
  doc.addPage();
  heading('Parecer técnico');
  paragraph(model.technicalAdvice.trim() || 'Nenhum parecer técnico registrado.');

  // Items.
  heading('Itens do relatório');
  if (model.items.length === 0) paragraph('Nenhum item registrado.');
  for (const item of model.items) {
    if (sink?.destroyed) break;
    await drawItem(doc, item, sink ? options.readFile : null, ensure);
    await pause();
  }

  // Recommended field activities.
  heading('Atividades de campo recomendadas');
  if (model.activities.length === 0) paragraph('Nenhuma atividade de campo recomendada.');
  else await drawActivities(doc, model, ensure, pause);

  doc.end();
  await finished;
  if (sink && !sink.destroyed) sink.end();
  return pages;
}

type FontState = { x: number; y: number };

/** Header (the report's title) and footer ('Página N de M', the generation date) of every page but the cover's header. */
function decoratePage(doc: Doc, model: ReportPdfDocument, page: number, total: number | null, now: Date) {
  const saved: FontState = { x: doc.x, y: doc.y };
  const margins = doc.page.margins;
  // Writing inside the margins must not start a new page.
  doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
  if (page > 1) {
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(GREY)
      .text(winAnsi(`Relatório técnico — ${model.title}`), MARGIN.left, 36, {
        width: CONTENT_WIDTH,
        lineBreak: false,
        ellipsis: true,
      });
    doc
      .moveTo(MARGIN.left, 50)
      .lineTo(A4.width - MARGIN.right, 50)
      .lineWidth(0.5)
      .strokeColor('#c9d2cc')
      .stroke();
  }
  const footerY = A4.height - 40;
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(GREY)
    .text(winAnsi(`Gerado em ${dayPtBR(todayInSaoPaulo(now))} pelo Talhão`), MARGIN.left, footerY, {
      width: CONTENT_WIDTH,
      lineBreak: false,
    });
  doc.text(pageLabel(page, total), MARGIN.left, footerY, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
  doc.page.margins = margins;
  doc.x = saved.x;
  doc.y = saved.y;
  doc.font('Helvetica').fontSize(10.5).fillColor(TEXT);
}

function drawCover(doc: Doc, model: ReportPdfDocument) {
  doc.rect(0, 0, A4.width, 210).fill(GREEN);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#dfeee2')
    .text('TALHÃO · RELATÓRIO TÉCNICO', MARGIN.left, 64, { width: CONTENT_WIDTH, characterSpacing: 1.5 });
  doc
    .font('Helvetica-Bold')
    .fontSize(24)
    .fillColor('#ffffff')
    .text(winAnsi(model.title), MARGIN.left, 96, { width: CONTENT_WIDTH, height: 100, ellipsis: true });
  doc.y = 250;
  const period =
    model.consultancyStart === null
      ? null
      : model.consultancyEnd
        ? `${dayPtBR(model.consultancyStart)} a ${dayPtBR(model.consultancyEnd)}`
        : `Desde ${dayPtBR(model.consultancyStart)} (fim não especificado)`;
  const rows: [string, string | null][] = [
    ['Consultor(a)', model.consultant],
    ['Empresa', model.company],
    ['Agricultor(a)', model.farmer],
    ['Propriedade', model.property ?? 'Não especificada'],
    ['Consultoria', model.consultancy],
    ['Período da consultoria', period],
    ['Data do relatório', longDayPtBR(todayInSaoPaulo(new Date(model.createdAt)))],
  ];
  for (const [label, value] of rows) {
    if (value === null) continue;
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(GREY)
      .text(label.toUpperCase(), MARGIN.left, y, { width: CONTENT_WIDTH });
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(TEXT)
      .text(winAnsi(value), MARGIN.left, doc.y + 2, { width: CONTENT_WIDTH });
    doc.moveDown(0.9);
  }
  if (model.description.trim()) {
    doc.moveDown(0.5).font('Helvetica').fontSize(9).fillColor(GREY).text('DESCRIÇÃO', MARGIN.left);
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor(TEXT)
      .text(winAnsi(model.description), MARGIN.left, doc.y + 2, {
        width: CONTENT_WIDTH,
        height: A4.height - MARGIN.bottom - doc.y - 10,
        ellipsis: true,
      });
  }
}

/** One item: kept on one page (heading, description, photo box), the photo fitted and centred in its box. */
async function drawItem(
  doc: Doc,
  item: ReportPdfItem,
  readFile: RenderOptions['readFile'] | null,
  ensure: (height: number) => void,
) {
  const title = winAnsi(`Item ${item.number}${item.title.trim() ? ` — ${item.title.trim()}` : ''}`);
  const description = winAnsi(item.description);
  const attachments = item.attachments.length ? winAnsi(`Anexo: ${item.attachments.join(', ')}`) : '';
  doc.font('Helvetica-Bold').fontSize(11.5);
  const titleHeight = doc.heightOfString(title, { width: CONTENT_WIDTH });
  doc.font('Helvetica').fontSize(10.5);
  const textHeight = description ? doc.heightOfString(description, { width: CONTENT_WIDTH, lineGap: 2 }) : 0;
  const attachmentsHeight = attachments ? doc.heightOfString(attachments, { width: CONTENT_WIDTH }) + 4 : 0;
  ensure(titleHeight + textHeight + attachmentsHeight + (item.photo ? PHOTO_BOX + 8 : 0) + 24);

  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(11.5).fillColor(TEXT).text(title, MARGIN.left, doc.y, {
    width: CONTENT_WIDTH,
  });
  if (description) {
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor(TEXT)
      .text(description, MARGIN.left, doc.y + 2, {
        width: CONTENT_WIDTH,
        lineGap: 2,
      });
  }
  if (attachments) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(9.5)
      .fillColor(GREY)
      .text(attachments, MARGIN.left, doc.y + 4, {
        width: CONTENT_WIDTH,
      });
  }
  if (item.photo) {
    const top = doc.y + 8;
    if (readFile) {
      let drawn = false;
      const bytes = await readFile(item.photo.url).catch(() => null);
      if (bytes) {
        try {
          doc.image(bytes, MARGIN.left, top, { fit: [CONTENT_WIDTH, PHOTO_BOX], align: 'center', valign: 'center' });
          drawn = true;
        } catch {
          drawn = false;
        }
      }
      if (!drawn) {
        doc.rect(MARGIN.left, top, CONTENT_WIDTH, PHOTO_BOX).lineWidth(0.5).strokeColor('#c9d2cc').stroke();
        doc
          .font('Helvetica-Oblique')
          .fontSize(10)
          .fillColor(GREY)
          .text('Foto indisponível', MARGIN.left, top + PHOTO_BOX / 2 - 6, { width: CONTENT_WIDTH, align: 'center' });
      }
    }
    doc.x = MARGIN.left;
    doc.y = top + PHOTO_BOX;
  }
  doc.moveDown(0.8);
}

const COLUMNS = [
  { label: 'Tipo', width: 72 },
  { label: 'Início', width: 60 },
  { label: 'Fim', width: 60 },
  { label: 'Descrição', width: 181 },
  { label: 'Setores', width: 110 },
] as const;

async function drawActivities(
  doc: Doc,
  model: ReportPdfDocument,
  ensure: (height: number) => void,
  pause: () => Promise<void>,
) {
  const padding = 4;
  const drawRow = (cells: readonly string[], header: boolean) => {
    doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height =
      Math.max(
        ...cells.map((cell, index) => doc.heightOfString(cell, { width: (COLUMNS[index]?.width ?? 60) - 2 * padding })),
      ) +
      2 * padding;
    const startedPage = doc.y + height > A4.height - MARGIN.bottom;
    ensure(height);
    if (startedPage && !header)
      drawRow(
        COLUMNS.map((c) => c.label),
        true,
      );
    const y = doc.y;
    if (header) doc.rect(MARGIN.left, y, CONTENT_WIDTH, height).fill('#e6efe8');
    let x = MARGIN.left;
    cells.forEach((cell, index) => {
      const width = COLUMNS[index]?.width ?? 60;
      doc
        .font(header ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9)
        .fillColor(TEXT)
        .text(cell, x + padding, y + padding, { width: width - 2 * padding });
      x += width;
    });
    doc
      .moveTo(MARGIN.left, y + height)
      .lineTo(MARGIN.left + CONTENT_WIDTH, y + height)
      .lineWidth(0.4)
      .strokeColor('#c9d2cc')
      .stroke();
    doc.x = MARGIN.left;
    doc.y = y + height;
  };
  drawRow(
    COLUMNS.map((c) => c.label),
    true,
  );
  for (const activity of model.activities) {
    drawRow(
      [
        FIELD_ACTIVITY_TYPE_LABELS[activity.type],
        dayPtBR(activity.startDate),
        dayPtBR(activity.endDate),
        winAnsi(activity.description.trim() ? `${activity.name} — ${activity.description}` : activity.name),
        winAnsi(activity.sectors.join(', ') || '—'),
      ],
      false,
    );
    await pause();
  }
}
