import { useQuery } from '@apollo/client/react';
import { formatDay } from '@talhao/schema';
import { MailQuestion } from 'lucide-react';
import { errorMessage } from '@/app/errors';
import { useListParams } from '@/app/listParams';
import { useProvidedAccess } from '@/features/provided/access';
import { withViewAs } from '@/features/shell/viewAs';
import { Card, EmptyState, LinkButton, PagedList, PageHeader } from '@/ui';
import { RequestConsultanciesQuery } from './documents';
import { RequestSummary } from './RequestSummary';

export const REQUESTS_TITLE = 'Consultorias Solicitadas';
export const REQUESTS_EMPTY = 'Você não possui nenhuma consultoria solicitada';
const REQUESTS_END = 'Você já visualizou todas as solicitações disponíveis';

function CardSkeleton() {
  return (
    <div aria-hidden="true" className="h-44 animate-pulse rounded-card border border-line bg-surface p-5">
      <div className="flex items-center gap-3">
        <div className="size-11 rounded-full bg-canvas" />
        <div className="h-4 w-40 rounded bg-canvas" />
      </div>
      <div className="mt-6 h-3 w-3/4 rounded bg-canvas" />
      <div className="mt-3 h-3 w-1/2 rounded bg-canvas" />
    </div>
  );
}

/** …/consultorias/solicitadas (spec 001 §2.6): farmers' pending requests, as cards. */
export function RequestListPage() {
  const { paths, viewAsId } = useProvidedAccess();
  const { page, setPage } = useListParams({});
  const { data, loading, error, refetch } = useQuery(RequestConsultanciesQuery, {
    variables: { page, viewAs: viewAsId },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const result = data?.consultancyRequests;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={REQUESTS_TITLE} />
      <PagedList
        page={page}
        onPageChange={setPage}
        result={result}
        loading={loading}
        error={error ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        partialErrors
        endText={REQUESTS_END}
        empty={<EmptyState icon={<MailQuestion aria-hidden="true" className="size-6" />} title={REQUESTS_EMPTY} />}
        loadingView={
          <div role="status" aria-label="Carregando solicitações" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <CardSkeleton />
            <CardSkeleton />
          </div>
        }
        renderItems={(items) => (
          <ul aria-label="Solicitações" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {items.map((request) => (
              <li key={request.id}>
                <Card className="h-full">
                  <div className="flex flex-col gap-4">
                    <RequestSummary request={request} />
                    <LinkButton
                      to={withViewAs(paths.request(request.id), viewAsId)}
                      variant="secondary"
                      size="sm"
                      className="self-end max-sm:w-full"
                    >
                      Visualizar
                      <span className="sr-only">
                        {' '}
                        solicitação de {request.farmer?.name ?? formatDay(request.createdAt)}
                      </span>
                    </LinkButton>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      />
    </div>
  );
}
