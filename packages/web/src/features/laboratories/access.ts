import { useArea } from '@/app/area';
import { mayWriteFarmData } from '@/app/farmAccess';
import { laboratoryPaths } from '@/app/farmPaths';
import { useViewAs } from '@/features/shell/viewAs';

/** The laboratories pages' links, the master's viewAs and whether the area may schedule an analysis. */
export function useLaboratoryAccess() {
  const { area, basePath } = useArea();
  const { viewAsId } = useViewAs();
  return { paths: laboratoryPaths(basePath), viewAsId, canSchedule: mayWriteFarmData(area, viewAsId) };
}
