export interface UploadResult {
  ok: boolean;
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the body is whatever JSON the upload route returns
  body: any;
}

/**
 * Sends one file as multipart (`file` field) to a BFF upload route, after the text `fields` a document upload
 * carries (name, date… — the BFF reads only the fields that come before the file). XMLHttpRequest rather than
 * fetch because only it reports upload progress. `x-talhao-upload: 1` is the CSRF header the
 * upload routes require. Resolves for every HTTP status; rejects only on a network failure.
 */
export function uploadFile(
  url: string,
  file: File,
  onProgress?: (ratio: number) => void,
  fields: ReadonlyArray<readonly [string, string]> = [],
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('x-talhao-upload', '1');
    xhr.setRequestHeader('accept', 'application/json');
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    xhr.addEventListener('load', () => {
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        // not JSON: keep the text
      }
      if (onProgress) onProgress(1);
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, body });
    });
    xhr.addEventListener('error', () => reject(new TypeError('Falha de rede ao enviar o arquivo')));
    xhr.addEventListener('abort', () => reject(new DOMException('Envio cancelado', 'AbortError')));
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
