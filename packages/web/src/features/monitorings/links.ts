import { useSearchParams } from 'react-router-dom';
import { useArea } from '@/app/area';
import { mayWriteFarmData } from '@/app/farmAccess';
import { farmPaths } from '@/app/farmPaths';
import { useViewAs, withViewAs } from '@/features/shell/viewAs';

/**
 * Where the monitorings pages link (spec 001 §2.5): the list goes back ('Voltar') to its provided consultancy,
 * the form and the detail back to the list; every link keeps ?consultancyProvidedId=&farmerId= and the master's
 * ?viewAs=.
 */
export function useMonitoringLinks() {
  const { area, basePath } = useArea();
  const { viewAsId } = useViewAs();
  const [params] = useSearchParams();
  const consultancyProvidedId = params.get('consultancyProvidedId')?.trim() || null;
  const farmerId = params.get('farmerId')?.trim() || null;
  const paths = farmPaths(basePath);
  const keep = { consultancyProvidedId, farmerId };
  return {
    consultancyProvidedId,
    farmerId,
    viewAsId,
    canWrite: mayWriteFarmData(area, viewAsId),
    back: withViewAs(
      consultancyProvidedId ? paths.providedConsultancy(consultancyProvidedId) : `${basePath}/consultorias/prestadas`,
      viewAsId,
    ),
    list: withViewAs(
      consultancyProvidedId
        ? paths.providedMonitorings(consultancyProvidedId, farmerId ?? '')
        : `${basePath}/consultorias/prestadas`,
      viewAsId,
    ),
    create: paths.createProvidedMonitoring(keep),
    detail: (id: string) => withViewAs(paths.providedMonitoring(id, keep), viewAsId),
  };
}
