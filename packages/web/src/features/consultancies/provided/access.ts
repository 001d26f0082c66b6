import { useArea } from '@/app/area';
import { useViewer } from '@/app/session';
import { useViewAs } from '@/features/shell/viewAs';
import { providedPaths } from './paths';

/** Roles the BFF lets create, edit, delete provided consultancies and answer requests (provided.graphql). */
const WRITERS = new Set(['CONSULTANT']);

/**
 * Where the provided-consultancy and request pages live in this area, the master's `viewAs` (passed to
 * every query and link) and whether the viewer may write: never under `viewAs`, which is read-only.
 */
export function useProvidedAccess() {
  const { basePath } = useArea();
  const { viewer } = useViewer();
  const { viewAsId } = useViewAs();
  const canWrite = Boolean(viewer && WRITERS.has(viewer.role) && !viewAsId);
  return { paths: providedPaths(basePath), viewAsId, canWrite };
}
