import { useArea } from '@/app/area';
import { mayWriteFarmData } from '@/app/farmAccess';
import { farmPaths } from '@/app/farmPaths';
import { useViewAs } from '@/features/shell/viewAs';

/**
 * Where the farmer pages live in this area (farmPaths), the master's `viewAs` (passed to every query and
 * link) and whether the area may write farmer data at all (app/farmAccess.ts); the per-farmer rule (only
 * the farmer's creator edits) comes from the record's `createdByMe`.
 */
export function useFarmerAccess() {
  const { area, basePath } = useArea();
  const { viewAsId } = useViewAs();
  return { area, basePath, paths: farmPaths(basePath), viewAsId, canWrite: mayWriteFarmData(area, viewAsId) };
}
