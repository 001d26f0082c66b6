/** Every stored document has a string `_id` (24-hex ids for entities, other keys where noted). */
export interface Doc {
  _id: string;
}

/**
 * A typed handle on a named collection. Domains declare theirs next to their own code
 * (`defineCollection<UserRecord>('users')`), so adding a domain never touches the store.
 */
export interface CollectionDef<T extends Doc> {
  readonly name: string;
  /** Phantom field: carries T for inference only; never set. */
  readonly __doc?: T;
}

export const defineCollection = <T extends Doc>(name: string): CollectionDef<T> => ({ name });

/**
 * An insertion-ordered in-memory collection. Documents are plain JSON values; change them
 * through `update` (not by mutating what `get` returned) so the store notices and persists.
 */
export class Collection<T extends Doc> {
  private readonly docs = new Map<string, T>();

  constructor(
    readonly name: string,
    private readonly changed: () => void,
  ) {}

  get size(): number {
    return this.docs.size;
  }

  get(id: string): T | undefined {
    return this.docs.get(id);
  }

  has(id: string): boolean {
    return this.docs.has(id);
  }

  all(): T[] {
    return [...this.docs.values()];
  }

  find(predicate: (doc: T) => boolean): T | undefined {
    for (const doc of this.docs.values()) if (predicate(doc)) return doc;
    return undefined;
  }

  filter(predicate: (doc: T) => boolean): T[] {
    return this.all().filter(predicate);
  }

  insert(doc: T): T {
    if (this.docs.has(doc._id)) throw new Error(`${this.name}: _id duplicado ${doc._id}`);
    this.docs.set(doc._id, doc);
    this.changed();
    return doc;
  }

  /** Shallow-merges `patch` (or applies `fn`) and returns the new document; undefined when absent. */
  update(id: string, patch: Partial<Omit<T, '_id'>> | ((doc: T) => T)): T | undefined {
    const current = this.docs.get(id);
    if (!current) return undefined;
    const next = typeof patch === 'function' ? patch(current) : { ...current, ...patch };
    this.docs.set(id, { ...next, _id: id });
    this.changed();
    return this.docs.get(id);
  }

  remove(id: string): boolean {
    const removed = this.docs.delete(id);
    if (removed) this.changed();
    return removed;
  }

  removeWhere(predicate: (doc: T) => boolean): number {
    let count = 0;
    for (const doc of this.all()) if (predicate(doc) && this.docs.delete(doc._id)) count++;
    if (count > 0) this.changed();
    return count;
  }

  clear(): void {
    if (this.docs.size === 0) return;
    this.docs.clear();
    this.changed();
  }

  toJSON(): T[] {
    return this.all();
  }

  /** Replaces the content without signalling a change (used when loading a snapshot). */
  hydrate(docs: readonly T[]): void {
    this.docs.clear();
    for (const doc of docs) this.docs.set(doc._id, doc);
  }
}
