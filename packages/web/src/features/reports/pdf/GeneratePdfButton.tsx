import { COMMON, formatNumber } from '@talhao/schema';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps, useToast } from '@/ui';

export const REPORT_PDF_TEXTS = {
  button: 'Gerar PDF',
  producing: 'Gerando PDF',
  tabTitle: 'Gerando PDF…',
  tabBody: 'Gerando o PDF do relatório…',
  popupBlocked: 'O navegador bloqueou a nova aba. Permita pop-ups para abrir o PDF.',
} as const;

/** The BFF's address of a report's PDF (plugins/reportPdf.ts); a master's visit adds `viewAs`. */
export const reportPdfUrl = (reportId: string, viewAsId?: string | null): string =>
  `/reports/${encodeURIComponent(reportId)}/pdf${viewAsId ? `?viewAs=${encodeURIComponent(viewAsId)}` : ''}`;

/** '512 kB', '1,4 MB': how much of the PDF has arrived. */
export function receivedLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} kB`;
  return `${formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
}

/** How long the blob URL stays valid once the tab was sent to it (the tab keeps the document it loaded). */
const REVOKE_AFTER_MS = 60_000;

class PdfError extends Error {}

/** The pt-BR text of a refused answer (the BFF's JSON `{code, message}`), else the generic one. */
async function refusalOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON
  }
  return COMMON.loadError;
}

/** Shows a waiting text in the tab opened for the PDF (same origin, still about:blank). */
function showWaiting(tab: Window) {
  try {
    tab.document.title = REPORT_PDF_TEXTS.tabTitle;
    tab.document.body.textContent = REPORT_PDF_TEXTS.tabBody;
  } catch {
    // a browser that does not let us write into it: the tab stays blank until the PDF arrives
  }
}

export interface GeneratePdfButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'children'> {
  reportId: string;
  reportTitle: string;
  /** A master's read-only visit: the viewed user's id. */
  viewAsId?: string | null;
}

/**
 * 'Gerar PDF' (spec 001 §7, 002 §2): opens a new tab at once, in the click (so pop-up blockers allow it), fetches
 * the PDF from the BFF while showing how much has arrived, then shows it in that tab from a blob URL. A failure
 * closes the tab and says why in a toast.
 */
export function GeneratePdfButton({ reportId, reportTitle, viewAsId, ...rest }: GeneratePdfButtonProps) {
  const toast = useToast();
  const [received, setReceived] = useState<number | null>(null);

  const run = async () => {
    const tab = window.open('', '_blank');
    if (tab) showWaiting(tab);
    setReceived(0);
    try {
      let response: Response;
      try {
        response = await fetch(reportPdfUrl(reportId, viewAsId), {
          credentials: 'same-origin',
          headers: { accept: 'application/pdf' },
        });
      } catch {
        throw new PdfError(COMMON.upstreamUnavailable);
      }
      if (!response.ok) throw new PdfError(await refusalOf(response));
      const chunks: Uint8Array[] = [];
      let total = 0;
      const reader = response.body?.getReader();
      if (reader) {
        for (let part = await reader.read(); !part.done; part = await reader.read()) {
          chunks.push(part.value);
          total += part.value.byteLength;
          setReceived(total);
        }
      } else {
        chunks.push(new Uint8Array(await response.arrayBuffer()));
      }
      const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: 'application/pdf' }));
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
      if (tab && !tab.closed) {
        tab.location.href = url;
      } else if (!window.open(url, '_blank')) {
        toast.warning(REPORT_PDF_TEXTS.popupBlocked);
      }
    } catch (error) {
      tab?.close();
      toast.error(error instanceof PdfError ? error.message : COMMON.loadError);
    } finally {
      setReceived(null);
    }
  };

  return (
    <span className="inline-flex items-center gap-3">
      <Button
        variant="secondary"
        icon={<FileText size={16} aria-hidden />}
        loading={received !== null}
        onClick={run}
        aria-label={`${REPORT_PDF_TEXTS.button} — ${reportTitle}`}
        {...rest}
      >
        {REPORT_PDF_TEXTS.button}
      </Button>
      {received !== null && (
        <span role="status" className="text-xs text-muted">
          {REPORT_PDF_TEXTS.producing}… {received > 0 ? `${receivedLabel(received)} recebidos` : ''}
        </span>
      )}
    </span>
  );
}
