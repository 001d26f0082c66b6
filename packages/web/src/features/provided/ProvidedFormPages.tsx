import { useMutation, useQuery } from '@apollo/client/react';
import { CATALOGUE } from '@talhao/schema';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useLeaveWithoutAsking } from '@/app/unsavedChanges';
import { DeleteRecordButton, FormLayout } from '@/features/common/FormPage';
import { MissingRecord } from '@/features/common/MissingRecord';
import { useToast } from '@/ui';
import { useProvidedAccess } from './access';
import { ProvidedConsultancyQuery, ProvidedDeleteConsultancyMutation } from './documents';
import { ProvidedForm } from './ProvidedForm';

/** Not worded by the specification (it only says a confirmation modal exists). */
export const DELETE_PROVIDED_CONFIRM = 'Tem certeza que deseja remover a consultoria prestada?';

/** …/consultorias/prestadas/criar. */
export function ProvidedCreatePage() {
  const { paths, canWrite } = useProvidedAccess();
  // Read-only viewers (master under viewAs) have no form to fill.
  if (!canWrite) return <Navigate to={paths.list} replace />;
  return (
    <FormLayout title="Prestar consultoria" backTo={paths.list}>
      <ProvidedForm />
    </FormLayout>
  );
}

/** …/consultorias/prestadas/editar/:id — the form prefilled from the stored record, with 'Deletar'. */
export function ProvidedEditPage() {
  const { id = '' } = useParams();
  const { paths, canWrite } = useProvidedAccess();
  const { data, loading, error, refetch } = useQuery(ProvidedConsultancyQuery, {
    // viewAs is always null here: a read-only visit never reaches the form.
    variables: { id, viewAs: null },
    // Always the stored version: another tab may have changed it.
    fetchPolicy: 'network-only',
    skip: !canWrite,
  });
  if (!canWrite) return <Navigate to={paths.detail(id)} replace />;
  const provided = data?.providedConsultancy;
  let body: ReactNode;
  if (!provided || error)
    body = (
      <MissingRecord
        loading={loading && !provided}
        error={error}
        onRetry={() => void refetch()}
        loadingLabel="Carregando consultoria"
      />
    );
  else
    body = (
      <ProvidedForm key={provided.id} provided={provided} extraActions={<DeleteProvidedButton id={provided.id} />} />
    );
  return (
    <FormLayout title="Editar consultoria prestada" backTo={paths.detail(id)}>
      {body}
    </FormLayout>
  );
}

function DeleteProvidedButton({ id }: { id: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const leaveWithoutAsking = useLeaveWithoutAsking();
  const { paths } = useProvidedAccess();
  const [deleteProvided, { loading }] = useMutation(ProvidedDeleteConsultancyMutation);

  async function onDelete() {
    const { data } = await deleteProvided({
      variables: { id },
      update: (cache) => {
        cache.evict({ id: cache.identify({ __typename: 'ProvidedConsultancy', id }) });
        cache.evict({ fieldName: 'providedConsultancies' });
        cache.gc();
      },
    });
    toast.success(data?.deleteProvidedConsultancy.message || CATALOGUE.deleteProvided.success);
    leaveWithoutAsking(); // the record is gone: its unsaved edits go with it, as the user confirmed
    navigate(paths.list);
  }

  return (
    <DeleteRecordButton
      title="Deletar consultoria prestada"
      message={DELETE_PROVIDED_CONFIRM}
      onDelete={onDelete}
      loading={loading}
    />
  );
}
