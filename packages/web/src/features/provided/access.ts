import { useArea } from '@/app/area';
import { useViewAs } from '@/features/shell/viewAs';
import { providedPaths } from './paths';

/** Areas whose users create, edit and delete provided consultancies (provided.graphql's mutations). */
const WRITERS = new Set(['CONSULTANT', 'ENTERPRISE_CONSULTANT']);
/** Areas whose users answer requests: the independent consultant, or the company (spec 002 §1). */
const ANSWERERS = new Set(['CONSULTANT', 'ENTERPRISE']);
/** Areas that read several consultants' deliveries, so rows name who delivers them (spec 002 §2 'Consultor'). */
const NAMES_CONSULTANT = new Set(['ENTERPRISE']);

/**
 * Where the provided-consultancy and request pages live in this area, the master's `viewAs` (passed to
 * every query and link) and whether the viewer may write: never under `viewAs`, which is read-only.
 */
export function useProvidedAccess() {
  // The area is the viewer's role once the guard let them in (a master only enters under viewAs, read-only),
  // so the answer is known before the Viewer query returns.
  const { area, basePath } = useArea();
  const { viewAsId } = useViewAs();
  const canWrite = WRITERS.has(area) && !viewAsId;
  const canAnswer = ANSWERERS.has(area) && !viewAsId;
  const showsConsultant = NAMES_CONSULTANT.has(area);
  return { paths: providedPaths(basePath), viewAsId, canWrite, canAnswer, showsConsultant };
}
