import type { DocumentStore } from '@apollo/server';
import type { DocumentNode } from 'graphql';
import type { TrustedDocuments } from './trusted-documents';

/** Documents outside the list kept parsed and validated (development only: production refuses them). */
const MAX_OTHER_DOCUMENTS = 500;

/**
 * Apollo's documentStore (parsed and validated documents by query hash), answered first from the trusted
 * documents validated at start-up, so a listed request is never parsed nor validated again; anything else
 * (GraphiQL, tests) is remembered in a small bounded map. Apollo prefixes keys with its schema hash: the
 * trusted documents were validated against that same schema.
 */
export class TrustedDocumentStore implements DocumentStore {
  private readonly others = new Map<string, DocumentNode>();

  constructor(private readonly trusted: TrustedDocuments) {}

  async get(key: string): Promise<DocumentNode | undefined> {
    const listed = this.trusted.validatedByHash(key.slice(key.lastIndexOf(':') + 1));
    if (listed) return listed;
    const other = this.others.get(key);
    if (other) {
      // Most recently used last, so the oldest goes first.
      this.others.delete(key);
      this.others.set(key, other);
    }
    return other;
  }

  async set(key: string, value: DocumentNode): Promise<void> {
    if (this.trusted.validatedByHash(key.slice(key.lastIndexOf(':') + 1))) return;
    this.others.set(key, value);
    if (this.others.size > MAX_OTHER_DOCUMENTS) {
      const oldest = this.others.keys().next().value;
      if (oldest !== undefined) this.others.delete(oldest);
    }
  }

  async delete(key: string): Promise<boolean> {
    return this.others.delete(key);
  }
}
