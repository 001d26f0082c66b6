import { COMMON } from '@talhao/schema';

/** A failed export, with the BFF's pt-BR text. */
export class CsvDownloadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'CsvDownloadError';
  }
}

/** The file name of a `content-disposition: attachment; filename="…"` header. */
export function attachmentName(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a CSV export of the BFF (GET /exports/<name>.csv?…, docs/architecture-notes.md "CSV exports") with the
 * session cookie and saves it under the server's file name. A refusal (signed out, not found, provider down) rejects
 * with the server's pt-BR text instead of saving a JSON error as a .csv.
 */
export async function downloadCsv(url: string, fallbackName = 'exportacao.csv'): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'text/csv' } });
  } catch {
    throw new CsvDownloadError(COMMON.upstreamUnavailable, 0);
  }
  if (!response.ok) {
    let message: string = COMMON.loadError;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) message = body.message;
    } catch {
      // not JSON: keep the generic text
    }
    throw new CsvDownloadError(message, response.status);
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  const href = URL.createObjectURL(blob);
  link.href = href;
  link.download = attachmentName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled (the download keeps its own reference).
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** `/exports/<name>.csv?a=1&b=2`, leaving out empty parameters. */
export function exportUrl(name: string, params: Record<string, string | null | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return `/exports/${name}.csv${query ? `?${query}` : ''}`;
}
