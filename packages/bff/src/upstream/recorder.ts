import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

export interface Exchange {
  method: string;
  path: string;
  requestBody?: unknown;
  status?: number;
  responseBody?: unknown;
  durationMs?: number;
  error?: string;
}

/** Keys whose values never reach the cassette (credentials and tokens). */
const SECRET_KEYS = new Set(['password', 'newPassword', 'jwtToken', 'access_token', 'token', 'authorization']);

export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, SECRET_KEYS.has(key) ? '[redacted]' : redact(inner)]),
    );
  }
  return value;
}

/**
 * Appends every upstream exchange to `<dir>/upstream-<start time>.jsonl` (one JSON object a line),
 * a cassette the fixture server can replay. Writes are queued so lines never interleave; secrets
 * are redacted. Tokens in query strings (`?token=`) are redacted too.
 */
export class ExchangeRecorder {
  readonly file: string;
  private queue: Promise<void>;

  constructor(
    dir: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.file = join(dir, `upstream-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl`);
    this.queue = mkdir(dir, { recursive: true }).then(
      () => undefined,
      (error) => this.onError(error),
    );
  }

  record(exchange: Exchange): void {
    const line = JSON.stringify({
      at: new Date().toISOString(),
      ...exchange,
      path: exchange.path.replace(/([?&]token=)[^&]*/g, '$1[redacted]'),
      requestBody: redact(exchange.requestBody),
      responseBody: redact(exchange.responseBody),
    });
    this.queue = this.queue.then(() => appendFile(this.file, `${line}\n`)).catch((error) => this.onError(error));
  }

  /** Resolves when every queued line is on disk. */
  flush(): Promise<void> {
    return this.queue;
  }
}
