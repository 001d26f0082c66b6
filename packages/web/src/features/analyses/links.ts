import { useSearchParams } from 'react-router-dom';
import { useArea } from '@/app/area';
import { mayWriteFarmData } from '@/app/farmAccess';
import { farmPaths } from '@/app/farmPaths';
import { useViewAs, withViewAs } from '@/features/shell/viewAs';

/**
 * Where the analyses pages link (spec 001 §2.7): the list goes back to the provided consultancy it was opened
 * from (?consultancyProvidedId=), else to the farmer's page; the upload form back to the list. Links keep the
 * master's ?viewAs=.
 */
export function useAnalysesLinks() {
  const { area, basePath } = useArea();
  const { viewAsId } = useViewAs();
  const [params] = useSearchParams();
  const farmerId = params.get('farmerId')?.trim() || null;
  const consultancyProvidedId = params.get('consultancyProvidedId')?.trim() || null;
  const paths = farmPaths(basePath);
  const keep = { farmerId, consultancyProvidedId };
  const listBack = consultancyProvidedId
    ? paths.providedConsultancy(consultancyProvidedId)
    : farmerId
      ? paths.farmer(farmerId)
      : paths.farmers;
  return {
    farmerId,
    consultancyProvidedId,
    viewAsId,
    canWrite: mayWriteFarmData(area, viewAsId),
    listBack: withViewAs(listBack, viewAsId),
    list: withViewAs(paths.analyses(keep), viewAsId),
    insert: paths.insertAnalysis(keep),
  };
}
