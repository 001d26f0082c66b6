import { useSearchParams } from 'react-router-dom';
import { useArea } from '@/app/area';
import { mayWriteFarmData } from '@/app/farmAccess';
import { type FarmLinkParams, farmPaths } from '@/app/farmPaths';
import { useViewAs, withViewAs } from '@/features/shell/viewAs';

/**
 * Where the land pages live in this area, the spec's search params (farmerId, consultancyProvidedId,
 * propertyId, areaId), the master's `viewAs`, and whether this area may write at all (the record's
 * farmer.createdByMe decides the rest: only the farmer's creator changes their land).
 */
export function useLandAccess() {
  const { area, basePath } = useArea();
  const { viewAsId } = useViewAs();
  const [search] = useSearchParams();
  const params: FarmLinkParams = {
    farmerId: search.get('farmerId') || null,
    consultancyProvidedId: search.get('consultancyProvidedId') || null,
    propertyId: search.get('propertyId') || null,
    areaId: search.get('areaId') || null,
  };
  return {
    paths: farmPaths(basePath),
    params,
    viewAsId,
    areaMayWrite: mayWriteFarmData(area, viewAsId),
    link: (to: string) => withViewAs(to, viewAsId),
  };
}
