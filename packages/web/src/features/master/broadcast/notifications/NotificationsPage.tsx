import { useMutation, useQuery } from '@apollo/client/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/app/errors';
import { useListParams } from '@/app/listParams';
import type { MasterBroadcastNotificationFieldsFragment as Notification } from '@/gql/graphql';
import {
  Button,
  ConfirmDialog,
  type DataTableColumn,
  EmptyState,
  LinkButton,
  PagedList,
  PageHeader,
  useToast,
} from '@/ui';
import { audienceText, lastPushText } from '../display';
import { MasterBroadcastDeleteNotificationMutation, MasterBroadcastNotificationsQuery } from '../documents';
import { BROADCAST_PATHS } from '../paths';
import { ScheduleCell } from '../ScheduleCell';

export const NOTIFICATION_TEXTS = {
  empty: 'Nenhuma notificação cadastrada',
  end: 'Você já visualizou todas as notificações disponíveis',
  deleteTitle: 'Excluir notificação',
  deleteQuestion: 'Tem certeza que deseja excluir esta notificação?',
} as const;

const columns = (onDelete: (notification: Notification) => void): DataTableColumn<Notification>[] => [
  {
    key: 'notification',
    header: 'Notificação',
    hideMobileLabel: true,
    className: 'sm:min-w-60',
    render: (n) => (
      <div className="min-w-0 text-left">
        <p className="font-medium break-words text-ink">{n.title}</p>
        <p className="max-w-96 text-xs break-words text-muted">{n.message}</p>
      </div>
    ),
  },
  { key: 'schedule', header: 'Período', render: (n) => <ScheduleCell item={n} /> },
  { key: 'audience', header: 'Público', render: (n) => audienceText(n.audience) },
  { key: 'lastPush', header: 'Último envio', className: 'whitespace-nowrap', render: (n) => lastPushText(n.lastPush) },
  {
    key: 'actions',
    header: 'Ações',
    hideMobileLabel: true,
    className: 'sm:w-px',
    render: (n) => (
      <div className="flex gap-2 max-sm:w-full max-sm:[&>*]:flex-1 sm:justify-end">
        <LinkButton
          to={BROADCAST_PATHS.notificationEdit(n.id)}
          variant="secondary"
          size="sm"
          icon={<Pencil aria-hidden="true" className="size-4" />}
        >
          Editar<span className="sr-only"> {n.title}</span>
        </LinkButton>
        <Button
          variant="ghost"
          size="sm"
          className="text-tone-red"
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          onClick={() => onDelete(n)}
        >
          Excluir<span className="sr-only"> {n.title}</span>
        </Button>
      </div>
    ),
  },
];

/** /master/divulgacao/notificacoes: the push notifications a page at a time, edit and delete (confirmed). */
export function NotificationsPage() {
  const toast = useToast();
  const { page, setPage } = useListParams({});
  const { data, loading, error, refetch } = useQuery(MasterBroadcastNotificationsQuery, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const [deleting, setDeleting] = useState<Notification | null>(null);
  const [deleteNotification, { loading: removing }] = useMutation(MasterBroadcastDeleteNotificationMutation, {
    refetchQueries: [MasterBroadcastNotificationsQuery],
  });
  const result = data?.pushNotifications;

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const { data: deleted } = await deleteNotification({ variables: { id: deleting.id } });
      if (deleted) toast.success(deleted.deletePushNotification.message);
    } catch (err) {
      toast.fromError(err);
    }
    setDeleting(null);
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Notificações"
        actions={
          <LinkButton to={BROADCAST_PATHS.notificationCreate} icon={<Plus aria-hidden="true" className="size-4" />}>
            Criar
          </LinkButton>
        }
      />
      <PagedList
        caption="Notificações"
        columns={columns(setDeleting)}
        rowKey={(n) => n.id}
        page={page}
        onPageChange={setPage}
        result={result}
        loading={loading}
        error={error ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        endText={NOTIFICATION_TEXTS.end}
        empty={<EmptyState title={NOTIFICATION_TEXTS.empty} />}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={NOTIFICATION_TEXTS.deleteTitle}
        message={NOTIFICATION_TEXTS.deleteQuestion}
        confirmLabel="Excluir"
        tone="danger"
        loading={removing}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
