import { useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router-dom';
import { errorMessage } from '@/app/errors';
import { ErrorState, FullPageSpinner, PageHeader } from '@/ui';
import { useScheduleAccess } from '../access';
import { ScheduleWorkScheduleQuery } from '../documents';
import { WorkScheduleForm } from './WorkScheduleForm';

/** The current schedule, always confirmed with the server before the form opens. */
function useStoredSchedule(skip: boolean) {
  return useQuery(ScheduleWorkScheduleQuery, { variables: { viewAs: null }, fetchPolicy: 'network-only', skip });
}

/** …/calendario/criar — an existing schedule is edited instead; read-only viewers go back to the calendar. */
export function WorkScheduleCreatePage() {
  const { paths, canSchedule } = useScheduleAccess();
  const { data, loading, error, refetch } = useStoredSchedule(!canSchedule);
  if (!canSchedule) return <Navigate to={paths.calendar} replace />;
  if (loading && !data) return <FullPageSpinner label="Carregando horário de trabalho" />;
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (data?.workSchedule) return <Navigate to={paths.editSchedule} replace />;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Criar horário de trabalho" backTo={paths.calendar} />
      <WorkScheduleForm />
    </div>
  );
}

/** …/calendario/editar — the stored schedule prefilled; without one, the create form. */
export function WorkScheduleEditPage() {
  const { paths, canSchedule } = useScheduleAccess();
  const { data, loading, error, refetch } = useStoredSchedule(!canSchedule);
  if (!canSchedule) return <Navigate to={paths.calendar} replace />;
  if (loading && !data) return <FullPageSpinner label="Carregando horário de trabalho" />;
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const schedule = data?.workSchedule;
  if (!schedule) return <Navigate to={paths.createSchedule} replace />;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Editar horário de trabalho" backTo={paths.calendar} />
      <WorkScheduleForm schedule={schedule} />
    </div>
  );
}
