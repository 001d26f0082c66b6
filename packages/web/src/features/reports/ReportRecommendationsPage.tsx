import { useQuery } from '@apollo/client/react';
import { REPORT_MESSAGES } from '@talhao/schema';
import { useParams } from 'react-router-dom';
import { withViewAs } from '@/features/shell/viewAs';
import { DataTable, ErrorState, PageHeader, Spinner } from '@/ui';
import { ReportQuery } from './documents';
import { useReportLinks } from './links';
import { activityColumns } from './ReportDetailPage';

export const REPORT_RECOMMENDATIONS_TITLE = 'Recomendações do relatório';

/**
 * …/consultorias/prestadas/relatorios/recomendacoes/:consultancyReportId (spec 002 §2; a placeholder in the
 * source, a real page here): the report's recommended field activities (type, title, start, end, description,
 * sectors), each opening its detail; 'Editar' only where the report's capabilities allow it (never the company,
 * spec 002 §6: the recommendations edit link shows only to non-company users). 'Voltar' goes to the report.
 */
export function ReportRecommendationsPage() {
  const { consultancyReportId = '' } = useParams();
  const links = useReportLinks();
  const { data, loading, error, refetch } = useQuery(ReportQuery, {
    variables: { id: consultancyReportId, viewAs: links.viewAsId },
    fetchPolicy: 'cache-and-network',
  });
  const report = data?.report;
  const backTo = links.report(consultancyReportId, links.consultancyProvidedId, links.farmerId);

  if (!report) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title={REPORT_RECOMMENDATIONS_TITLE} backTo={backTo} />
        {loading ? (
          <div className="flex justify-center py-16 text-brand-600">
            <Spinner size={32} label="Carregando recomendações" />
          </div>
        ) : error ? (
          <ErrorState message={REPORT_MESSAGES.loadError} onRetry={() => void refetch()} />
        ) : (
          <ErrorState message={REPORT_MESSAGES.notFound} />
        )}
      </div>
    );
  }

  const can = report.capabilities;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={REPORT_RECOMMENDATIONS_TITLE} subtitle={report.title} backTo={backTo} />
      <DataTable
        caption={REPORT_RECOMMENDATIONS_TITLE}
        columns={activityColumns(
          (activity) =>
            can.canEditRecommendations && activity.createdByMe ? links.paths.editRecommendation(activity.id) : null,
          (activity) => withViewAs(links.paths.recommendation(activity.id), links.viewAsId),
        )}
        rows={report.recommendedActivities}
        rowKey={(row) => row.id}
        empty={<p className="p-5 text-muted">{REPORT_MESSAGES.noRecommendations}</p>}
      />
    </div>
  );
}
