import { useQuery } from '@apollo/client/react';
import { ACTIVITY_MESSAGES } from '@talhao/schema';
import { AlertTriangle } from 'lucide-react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/app/errors';
import { Card, ErrorState, FullPageSpinner, LinkButton, PageHeader } from '@/ui';
import { useScheduleAccess } from '../access';
import { ActivityProvidedConsultancyQuery, ScheduleWorkScheduleQuery } from '../documents';
import { ActivityForm } from './ActivityForm';

/**
 * …/consultorias/prestadas/atividades/criar (spec 001 §2.5): without a work schedule a prompt to create
 * one; otherwise the scheduling form, prefilled from ?consultancyProvidedId= when present.
 */
export function ActivityCreatePage() {
  const { paths, canSchedule } = useScheduleAccess();
  const [params] = useSearchParams();
  const consultancyProvidedId = params.get('consultancyProvidedId')?.trim() || null;
  const listPath = paths.activities(consultancyProvidedId);

  const scheduleQuery = useQuery(ScheduleWorkScheduleQuery, {
    variables: { viewAs: null },
    fetchPolicy: 'cache-and-network',
    skip: !canSchedule,
  });
  const providedQuery = useQuery(ActivityProvidedConsultancyQuery, {
    variables: { id: consultancyProvidedId ?? '', viewAs: null },
    skip: !canSchedule || !consultancyProvidedId,
  });

  if (!canSchedule) return <Navigate to={listPath} replace />;
  const header = <PageHeader title="Agendar atividade" backTo={listPath} />;

  if (
    (scheduleQuery.loading && !scheduleQuery.data) ||
    (consultancyProvidedId && providedQuery.loading && !providedQuery.data)
  ) {
    return <FullPageSpinner label="Carregando" />;
  }
  const failure = (scheduleQuery.error && !scheduleQuery.data) || (providedQuery.error && !providedQuery.data);
  if (failure) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <ErrorState
          message={errorMessage(scheduleQuery.error ?? providedQuery.error)}
          onRetry={() => {
            void scheduleQuery.refetch();
            if (consultancyProvidedId) void providedQuery.refetch();
          }}
        />
      </div>
    );
  }

  const schedule = scheduleQuery.data?.workSchedule ?? null;
  if (!schedule) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <Card>
          <div role="alert" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
            <AlertTriangle aria-hidden="true" className="size-6 shrink-0 text-tone-yellow" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">{ACTIVITY_MESSAGES.warningTitle}</p>
              <p className="text-sm text-ink-soft">{ACTIVITY_MESSAGES.noSchedule}</p>
            </div>
            <LinkButton to={paths.createSchedule}>Criar horário de trabalho</LinkButton>
          </div>
        </Card>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {header}
      <ActivityForm schedule={schedule} initial={providedQuery.data?.providedConsultancy ?? null} doneTo={listPath} />
    </div>
  );
}
