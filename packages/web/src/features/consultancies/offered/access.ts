import { useArea } from '@/app/area';
import { useViewer } from '@/app/session';
import { useViewAs } from '@/features/shell/viewAs';
import { offeredPaths } from './paths';

/** Roles the BFF lets create, edit and delete offers (consultancies.graphql). */
const WRITERS = new Set(['CONSULTANT', 'ENTERPRISE']);

/**
 * Where the offer pages live in this area, the master's `viewAs` (passed to every query and link)
 * and whether the viewer may write: never under `viewAs`, which is read-only.
 */
export function useOfferAccess() {
  const { basePath } = useArea();
  const { viewer } = useViewer();
  const { viewAsId } = useViewAs();
  const canWrite = Boolean(viewer && WRITERS.has(viewer.role) && !viewAsId);
  return { paths: offeredPaths(basePath), viewAsId, canWrite };
}
