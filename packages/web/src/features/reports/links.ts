import { useSearchParams } from 'react-router-dom';
import { useArea } from '@/app/area';
import { mayWriteFarmData } from '@/app/farmAccess';
import { farmPaths } from '@/app/farmPaths';
import { useViewAs, withViewAs } from '@/features/shell/viewAs';

/**
 * Where the reports pages link (spec 001 §2.5): the list goes back to its provided consultancy; a report to its list;
 * the items editor to its report. Every link keeps ?consultancyProvidedId=&farmerId= and the master's ?viewAs=.
 */
export function useReportLinks() {
  const { area, basePath } = useArea();
  const { viewAsId } = useViewAs();
  const [params] = useSearchParams();
  const farmerId = params.get('farmerId')?.trim() || null;
  const consultancyProvidedId = params.get('consultancyProvidedId')?.trim() || null;
  const paths = farmPaths(basePath);
  const view = (to: string) => withViewAs(to, viewAsId);
  return {
    area,
    paths,
    farmerId,
    consultancyProvidedId,
    viewAsId,
    /** The area may write at all (not the company, not a master's visit); the report's capabilities say the rest. */
    canWrite: mayWriteFarmData(area, viewAsId),
    view,
    provided: (providedId: string) => view(paths.providedConsultancy(providedId)),
    list: (providedId: string, farmer: string | null) => view(paths.providedReports(providedId, farmer ?? '')),
    report: (reportId: string, providedId: string | null, farmer: string | null) =>
      view(paths.report(reportId, { consultancyProvidedId: providedId, farmerId: farmer })),
    recommendations: (reportId: string, providedId: string | null, farmer: string | null) =>
      view(paths.reportRecommendations(reportId, { consultancyProvidedId: providedId, farmerId: farmer })),
    items: (reportId: string, providedId: string | null, farmer: string | null) =>
      paths.reportItems(reportId, { consultancyProvidedId: providedId, farmerId: farmer }),
  };
}
