import { z } from 'zod';
import { COMMON } from '../commonMessages';
import { LIMITS } from '../constants';

/**
 * A document upload (spec 001 §5 "Analysis", "Monitoring and posts"; §9): one file, PDF, PNG or JPEG, at most
 * 3 MB. The web form checks the browser's File with these rules before sending; the BFF checks the bytes
 * themselves (the type by content, the size while streaming) with the same texts.
 */
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** What a file input accepts (extensions too: some systems report no type for a PDF). */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

export const DOCUMENT_MESSAGES = {
  // Not worded by the specification (Talhão's own, docs/rest-contract.md "Issue 14 — analyses").
  required: 'Selecione o arquivo',
  types: 'Envie um arquivo PDF, PNG ou JPEG',
  empty: 'O arquivo enviado está vazio',
  tooLarge: COMMON.fileTooLarge,
  /** Spec 001 §8: a file the server could not take. */
  rejected: COMMON.imageRejected,
} as const;

const EXTENSION_TYPES: Readonly<Record<string, DocumentType>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The document type a browser file claims: its MIME type, else its extension; null when neither is accepted. */
export function claimedDocumentType(file: { name: string; type: string }): DocumentType | null {
  const type = file.type.toLowerCase();
  if ((DOCUMENT_TYPES as readonly string[]).includes(type)) return type as DocumentType;
  if (type && type !== 'application/octet-stream') return null;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return EXTENSION_TYPES[extension] ?? null;
}

/** The type of a document by its first bytes (magic numbers), whatever the client claimed. */
export function sniffDocumentType(head: Uint8Array): DocumentType | null {
  const starts = (bytes: readonly number[]) => head.length >= bytes.length && bytes.every((b, i) => head[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  return null;
}

/** The file extension Talhão stores a document type under. */
export const documentExtension = (type: DocumentType): 'pdf' | 'png' | 'jpg' =>
  type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg';

/** The fields of a browser File the rules read (the schema package knows no DOM). */
export interface DocumentFileLike {
  name: string;
  size: number;
  type: string;
}

const isFileLike = (value: unknown): value is DocumentFileLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DocumentFileLike).name === 'string' &&
  typeof (value as DocumentFileLike).size === 'number' &&
  typeof (value as DocumentFileLike).type === 'string';

/** One document, required: present, not empty, at most 3 MB, PDF/PNG/JPEG. */
export const documentFileField = (required: string = DOCUMENT_MESSAGES.required) =>
  z
    .custom<DocumentFileLike>((value) => isFileLike(value), { error: required })
    .superRefine((file, ctx) => {
      if (file.size === 0) ctx.addIssue({ code: 'custom', message: DOCUMENT_MESSAGES.empty });
      else if (file.size > LIMITS.uploadMaxBytes) ctx.addIssue({ code: 'custom', message: DOCUMENT_MESSAGES.tooLarge });
      else if (!claimedDocumentType(file)) ctx.addIssue({ code: 'custom', message: DOCUMENT_MESSAGES.types });
    });
