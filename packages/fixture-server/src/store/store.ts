import { Collection, type CollectionDef, type Doc } from './collection';

export const SNAPSHOT_VERSION = 1;

export interface StoreSnapshot {
  version: number;
  collections: Record<string, Doc[]>;
}

/**
 * The fixture server's whole state: a set of named collections created on first use.
 * Collections nobody asked for yet (e.g. a snapshot written by a newer build) are kept
 * verbatim, so loading and saving never drops data.
 */
export class Store {
  private readonly collections = new Map<string, Collection<Doc>>();
  private pending: Record<string, Doc[]> = {};
  private readonly listeners = new Set<() => void>();

  collection<T extends Doc>(def: CollectionDef<T>): Collection<T> {
    let collection = this.collections.get(def.name) as Collection<T> | undefined;
    if (!collection) {
      collection = new Collection<T>(def.name, () => this.emitChange());
      const stored = this.pending[def.name];
      if (stored) {
        collection.hydrate(stored as T[]);
        delete this.pending[def.name];
      }
      this.collections.set(def.name, collection as unknown as Collection<Doc>);
    }
    return collection;
  }

  /** Called after every write; returns an unsubscribe function. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  toJSON(): StoreSnapshot {
    const collections: Record<string, Doc[]> = { ...this.pending };
    for (const [name, collection] of this.collections) collections[name] = collection.toJSON();
    return { version: SNAPSHOT_VERSION, collections };
  }

  /** Replaces the whole state with a snapshot (no change notification: the snapshot is already saved). */
  load(snapshot: StoreSnapshot): void {
    if (snapshot.version !== SNAPSHOT_VERSION) {
      throw new Error(`state.json: versão ${snapshot.version} não suportada (esperada ${SNAPSHOT_VERSION})`);
    }
    this.pending = { ...snapshot.collections };
    for (const [name, collection] of this.collections) {
      collection.hydrate(this.pending[name] ?? []);
      delete this.pending[name];
    }
  }

  private emitChange(): void {
    for (const listener of this.listeners) listener();
  }
}
