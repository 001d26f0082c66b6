import { useMutation, useQuery } from '@apollo/client/react';
import { formatDay, REPORT_MESSAGES, type ReportFormValues, reportCardText } from '@talhao/schema';
import { FileText, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '@/app/errors';
import { useListParams } from '@/app/listParams';
import type { ReportsQuery as ReportsResult } from '@/gql/graphql';
import { Button, Card, EmptyState, ErrorState, PagedList, PageHeader, Spinner, TextField, useToast } from '@/ui';
import { useDebounced } from '@/ui/search';
import { CreateReportMutation, ReportsQuery } from './documents';
import { useReportLinks } from './links';
import { ReportFormDialog } from './ReportDialogs';

type ReportRow = ReportsResult['reports']['items'][number];

export const REPORTS_END = 'Você já visualizou todos os relatórios disponíveis';
export const SEARCH_DELAY_MS = 400;

/**
 * …/consultorias/prestadas/relatorios?consultancyProvidedId=&farmerId= (spec 001 §2.5, 002 §2): a provided
 * consultancy's reports as cards (title, date, description cut at 125), searched by title; 'Criar' opens the
 * title/description dialog and goes to the new report; 'Voltar' to the provided consultancy.
 */
export function ReportsListPage() {
  const links = useReportLinks();
  const toast = useToast();
  const navigate = useNavigate();
  const { page, filters, setPage, setFilters } = useListParams({ search: '' });
  const [typed, setTyped] = useState(filters.search);
  const term = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const [creating, setCreating] = useState(false);
  const providedId = links.consultancyProvidedId;

  useEffect(() => setTyped(filters.search), [filters.search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled term goes to the URL
  useEffect(() => {
    if (term !== filters.search) setFilters({ search: term });
  }, [term]);

  const { data, loading, error, refetch } = useQuery(ReportsQuery, {
    variables: {
      providedConsultancyId: providedId ?? '',
      title: filters.search || null,
      page,
      viewAs: links.viewAsId,
    },
    skip: !providedId,
    fetchPolicy: 'cache-and-network',
  });
  const [createReport] = useMutation(CreateReportMutation);

  const create = async (values: ReportFormValues): Promise<boolean> => {
    if (!providedId) return false;
    try {
      const result = await createReport({ variables: { input: { providedConsultancyId: providedId, ...values } } });
      const created = result.data?.createReport;
      if (!created) return false;
      toast.success(created.message);
      navigate(links.report(created.report.id, providedId, links.farmerId));
      return true;
    } catch (err) {
      toast.error(errorMessage(err));
      return false;
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={REPORT_MESSAGES.title}
        backTo={providedId ? links.provided(providedId) : undefined}
        actions={
          links.canWrite && providedId ? (
            <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setCreating(true)}>
              Criar
            </Button>
          ) : null
        }
      />
      {providedId ? (
        <>
          <TextField
            label="Pesquisar relatório"
            type="search"
            placeholder="Pesquise pelo título do relatório"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={100}
          />
          <PagedList<ReportRow>
            page={page}
            onPageChange={setPage}
            result={data?.reports}
            loading={loading}
            error={error ? REPORT_MESSAGES.loadError : null}
            onRetry={() => void refetch()}
            endText={REPORTS_END}
            empty={
              <EmptyState icon={<FileText aria-hidden="true" className="size-6" />} title={REPORT_MESSAGES.empty} />
            }
            loadingView={<Spinner label="Carregando relatórios" />}
            renderItems={(items) => (
              // Two columns when the list itself has room (beside the menu a tablet has not); a title may break a
              // long word rather than push its date out of the card.
              <div className="@container">
                <ul className="grid gap-3 @xl:grid-cols-2">
                  {items.map((report) => (
                    <li key={report.id}>
                      <Card as="article" className="h-full">
                        <div className="flex flex-col gap-2">
                          <div className="flex items-baseline justify-between gap-2">
                            <h2 className="min-w-0 font-semibold [overflow-wrap:anywhere]">
                              <Link
                                className="hover:underline"
                                to={links.report(report.id, providedId, links.farmerId)}
                              >
                                {report.title}
                              </Link>
                            </h2>
                            <time className="shrink-0 text-sm text-muted" dateTime={report.createdAt}>
                              {formatDay(report.createdAt)}
                            </time>
                          </div>
                          <p className="text-sm text-muted">{reportCardText(report.description)}</p>
                        </div>
                      </Card>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          />
        </>
      ) : (
        <ErrorState message="Escolha uma consultoria prestada para ver os relatórios." />
      )}
      <ReportFormDialog
        open={creating}
        title="Criar relatório"
        submitLabel="Criar"
        onClose={() => setCreating(false)}
        onSave={create}
      />
    </div>
  );
}
