import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Store, StoreSnapshot } from './store';

export const STATE_FILE = 'state.json';

export async function readSnapshot(dataDir: string): Promise<StoreSnapshot | null> {
  const file = path.join(dataDir, STATE_FILE);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StoreSnapshot;
  } catch (error) {
    throw new Error(`${file} não é um JSON válido (apague-o para semear de novo): ${(error as Error).message}`);
  }
}

/**
 * Saves the store to `<dataDir>/state.json` a short while after the last change (writes are
 * debounced so a burst of requests costs one write) and on `flush` (called on close).
 * Each write goes to a temporary file first and is renamed over the old one, so a crash never
 * leaves half a file.
 */
export class StateWriter {
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private dirty = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly store: Store,
    private readonly dataDir: string,
    private readonly delayMs = 150,
  ) {
    this.unsubscribe = store.onChange(() => this.schedule());
  }

  private schedule(): void {
    this.dirty = true;
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      // A failed background write stays pending: the next change or the flush on close retries it.
      this.write().catch(() => {
        this.dirty = true;
      });
    }, this.delayMs);
    this.timer.unref();
  }

  /** Writes now (regardless of pending changes when `force`), waiting for any write in flight. */
  async flush(force = false): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (force) this.dirty = true;
    await this.write();
  }

  async close(): Promise<void> {
    this.unsubscribe();
    await this.flush();
  }

  private write(): Promise<void> {
    // A failed write must not block later ones: the next change tries again.
    this.writing = this.writing
      .catch(() => undefined)
      .then(async () => {
        if (!this.dirty) return;
        this.dirty = false;
        await mkdir(this.dataDir, { recursive: true });
        const file = path.join(this.dataDir, STATE_FILE);
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, JSON.stringify(this.store.toJSON()));
        await rename(temporary, file);
      });
    return this.writing;
  }
}
