import { useMutation, useQuery } from '@apollo/client/react';
import { CATALOGUE, COMMON, formatBRL } from '@talhao/schema';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '@/app/errors';
import { MissingRecord } from '@/features/common/MissingRecord';
import { useProvidedAccess } from '@/features/provided/access';
import { withViewAs } from '@/features/shell/viewAs';
import { Button, Card, ConfirmDialog, PageHeader, PartialErrorNotice, useToast, WorkStatusBadge } from '@/ui';
import { RequestAnswerMutation, RequestConsultancyQuery } from './documents';
import { RequestSummary } from './RequestSummary';

/** Not worded by the specification (it only says Recusar asks for confirmation). */
export const REFUSE_CONFIRM = 'Tem certeza que deseja recusar a solicitação?';

/** …/consultorias/solicitadas/:id (spec 001 §2.6, §4): Recusar (after confirmation) or Aceitar. */
export function RequestDetailPage() {
  const { id = '' } = useParams();
  const { paths, viewAsId, canAnswer } = useProvidedAccess();
  const toast = useToast();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [answering, setAnswering] = useState<'accept' | 'refuse' | null>(null);
  const { data, loading, error, refetch } = useQuery(RequestConsultancyQuery, {
    variables: { id, viewAs: viewAsId },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const [answer] = useMutation(RequestAnswerMutation);
  const request = data?.providedConsultancy;
  const backTo = withViewAs(paths.requests, viewAsId);

  async function respond(accept: boolean) {
    setAnswering(accept ? 'accept' : 'refuse');
    try {
      const { data: answered } = await answer({
        variables: { id, accept },
        update: (cache) => {
          // The request leaves the pending list; accepted, it joins the provided list.
          cache.evict({ fieldName: 'consultancyRequests' });
          cache.evict({ fieldName: 'providedConsultancies' });
          cache.gc();
        },
      });
      toast.success(answered?.answerConsultancyRequest.message || CATALOGUE.answerRequest.success);
      setConfirming(false);
      const target = answered?.answerConsultancyRequest.providedConsultancy.id ?? id;
      navigate(accept ? paths.detail(target) : paths.requests);
    } catch (err) {
      // The BFF sends 'Erro: {status}' (spec 001 §8).
      toast.fromError(err);
      setConfirming(false);
    } finally {
      setAnswering(null);
    }
  }

  if (!request) {
    return (
      <div className="flex flex-col">
        <PageHeader title="Solicitação de consultoria" backTo={backTo} />
        <MissingRecord
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          loadingLabel="Carregando solicitação"
        />
      </div>
    );
  }

  const pending = request.status === 'REQUESTED';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      {error ? <PartialErrorNotice message={errorMessage(error)} onRetry={() => void refetch()} /> : null}
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            Solicitação de consultoria
            <WorkStatusBadge status={request.status} />
          </span>
        }
        documentTitle="Solicitação de consultoria"
        subtitle={request.offer?.name ?? COMMON.consultancyUnavailable}
        backTo={backTo}
      />
      <Card>
        <div className="flex flex-col gap-4">
          <RequestSummary request={request} />
          <dl className="grid grid-cols-1 gap-3 border-t border-line pt-4 sm:grid-cols-3">
            <div className="flex flex-col gap-0.5">
              <dt className="text-xs font-medium uppercase tracking-wide text-muted">Valor fixo</dt>
              <dd className="text-sm text-ink">{formatBRL(request.fixedPrice)}</dd>
            </div>
            {request.farmer?.email ? (
              <div className="flex flex-col gap-0.5 sm:col-span-2">
                <dt className="text-xs font-medium uppercase tracking-wide text-muted">E-mail do agricultor</dt>
                <dd className="text-sm break-words text-ink">{request.farmer.email}</dd>
              </div>
            ) : null}
          </dl>
          {pending && canAnswer ? (
            <div className="flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:justify-end">
              <Button
                variant="secondary"
                icon={<X aria-hidden="true" className="size-4" />}
                disabled={answering !== null}
                onClick={() => setConfirming(true)}
              >
                Recusar
              </Button>
              <Button
                icon={<Check aria-hidden="true" className="size-4" />}
                loading={answering === 'accept'}
                disabled={answering !== null}
                onClick={() => void respond(true)}
              >
                Aceitar
              </Button>
            </div>
          ) : null}
        </div>
      </Card>
      <ConfirmDialog
        open={confirming}
        title="Recusar solicitação"
        message={REFUSE_CONFIRM}
        confirmLabel="Recusar"
        tone="danger"
        loading={answering === 'refuse'}
        onConfirm={() => void respond(false)}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
