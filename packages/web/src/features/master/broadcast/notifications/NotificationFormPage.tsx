import { useQuery } from '@apollo/client/react';
import { CATALOGUE } from '@talhao/schema';
import { useParams } from 'react-router-dom';
import { errorMessage } from '@/app/errors';
import { MasterBroadcastNotificationQuery } from '../documents';
import { BroadcastFormLayout } from '../form/BroadcastFormLayout';
import { BROADCAST_PATHS } from '../paths';
import { NotificationForm } from './NotificationForm';

/** /master/divulgacao/notificacoes/criar. */
export function NotificationCreatePage() {
  return (
    <BroadcastFormLayout title="Criar notificação" listPath={BROADCAST_PATHS.notifications}>
      <NotificationForm />
    </BroadcastFormLayout>
  );
}

/** /master/divulgacao/notificacoes/editar/:id — the form prefilled from the stored notification. */
export function NotificationEditPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(MasterBroadcastNotificationQuery, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const notification = data?.pushNotification;
  let loadError: string | null = null;
  if (error) loadError = errorMessage(error);
  else if (!loading && !notification) loadError = CATALOGUE.savePushNotification.byStatus[404];
  return (
    <BroadcastFormLayout
      title="Editar notificação"
      listPath={BROADCAST_PATHS.notifications}
      loading={loading && !notification}
      loadError={loadError}
      onRetry={error ? () => void refetch() : undefined}
    >
      {notification ? <NotificationForm key={notification.id} notification={notification} /> : null}
    </BroadcastFormLayout>
  );
}
