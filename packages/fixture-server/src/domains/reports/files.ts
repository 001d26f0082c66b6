import { type DocumentType, documentExtension } from '@talhao/schema';
import type { FixtureContext } from '../../http/context';
import { deleteUpload, saveUpload } from '../uploads/uploads';
import type { ReportFileRecord } from './reports';

/**
 * The one place a report item's file is stored (and removed): today under the public /uploads prefix like the
 * analyses' files. Keep every store of a report file going through here, so a change of where farm files live
 * (private files) is made once.
 */
export async function storeReportFile(
  ctx: Pick<FixtureContext, 'store' | 'files'>,
  now: Date,
  file: { bytes: Buffer; type: DocumentType; filename: string; ownerId: string; farmerId: string },
): Promise<ReportFileRecord> {
  const url = await saveUpload(ctx.store, ctx.files, now, {
    bytes: file.bytes,
    contentType: file.type,
    extension: documentExtension(file.type),
    originalName: file.filename,
    ownerId: file.ownerId,
    // A farm record's file: private, served only to who may see the farmer.
    farmerId: file.farmerId,
  });
  return { url, name: file.filename, contentType: file.type };
}

/** Removes stored report files (seeded shared files are kept: deleteUpload ignores what it did not store). */
export async function removeReportFiles(
  ctx: Pick<FixtureContext, 'store' | 'files'>,
  files: readonly ReportFileRecord[],
): Promise<void> {
  for (const file of files) {
    if (!file.url.startsWith('/uploads/seed-')) await deleteUpload(ctx.store, ctx.files, file.url);
  }
}
