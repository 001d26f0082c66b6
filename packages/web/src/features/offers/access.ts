import { useArea } from '@/app/area';
import { useViewAs } from '@/features/shell/viewAs';
import { offeredPaths } from './paths';

/** Roles the BFF lets create, edit and delete offers (consultancies.graphql). */
const WRITERS = new Set(['CONSULTANT', 'ENTERPRISE']);

/**
 * Where the offer pages live in this area, the master's `viewAs` (passed to every query and link)
 * and whether the viewer may write: never under `viewAs`, which is read-only.
 */
export function useOfferAccess() {
  // The area is the viewer's role once the guard let them in (a master only enters under viewAs, read-only),
  // so the answer is known before the Viewer query returns.
  const { area, basePath } = useArea();
  const { viewAsId } = useViewAs();
  const canWrite = WRITERS.has(area) && !viewAsId;
  return { area, paths: offeredPaths(basePath), viewAsId, canWrite };
}
