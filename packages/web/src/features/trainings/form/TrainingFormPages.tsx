import { useQuery } from '@apollo/client/react';
import { Navigate, useParams } from 'react-router-dom';
import { errorMessage } from '@/app/errors';
import { NotFoundPage } from '@/features/common/NotFoundPage';
import { ErrorState, FullPageSpinner, PageHeader } from '@/ui';
import { useCanManageTrainings, useTrainingPaths } from '../access';
import { TrainingDetailQuery } from '../documents';
import { TrainingForm } from './TrainingForm';

/** …/treinamentos/criar — consultants and companies; anyone else lands on the open list. */
export function TrainingCreatePage() {
  const canManage = useCanManageTrainings();
  const paths = useTrainingPaths();
  if (!canManage) return <Navigate to={paths.open} replace />;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Novo Treinamento" backTo={paths.open} />
      <TrainingForm />
    </div>
  );
}

/** …/treinamentos/editar/:id — the form prefilled; a training that can no longer change goes to its detail. */
export function TrainingEditPage() {
  const { id = '' } = useParams();
  const canManage = useCanManageTrainings();
  const paths = useTrainingPaths();
  const { data, loading, error, refetch } = useQuery(TrainingDetailQuery, {
    variables: { id, viewAs: null },
    fetchPolicy: 'network-only',
    skip: !canManage,
  });
  if (!canManage) return <Navigate to={paths.detail(id)} replace />;
  const training = data?.training;
  if (loading && !training) return <FullPageSpinner label="Carregando treinamento" />;
  if (error && !training) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!training) return <NotFoundPage />;
  if (!training.editable) return <Navigate to={paths.detail(id)} replace />;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Editar Treinamento" backTo={paths.detail(id)} />
      <TrainingForm key={training.id} training={training} />
    </div>
  );
}
