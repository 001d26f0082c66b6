import { useMutation, useQuery } from '@apollo/client/react';
import { CATALOGUE } from '@talhao/schema';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useLeaveWithoutAsking } from '@/app/unsavedChanges';
import { DeleteRecordButton, FormLayout } from '@/features/common/FormPage';
import { MissingRecord } from '@/features/common/MissingRecord';
import { useToast } from '@/ui';
import { useOfferAccess } from './access';
import { OfferedConsultancyQuery, OfferedDeleteConsultancyMutation } from './documents';
import { OfferForm } from './OfferForm';

/** …/consultorias/ofertadas/criar. */
export function OfferCreatePage() {
  const { paths, canWrite } = useOfferAccess();
  // Read-only viewers (master under viewAs, enterprise consultants) have no form to fill.
  if (!canWrite) return <Navigate to={paths.list} replace />;
  return (
    <FormLayout title="Nova Consultoria" backTo={paths.list}>
      <OfferForm />
    </FormLayout>
  );
}

/** …/consultorias/ofertadas/editar/:id — the form prefilled from the stored offer, with 'Deletar'. */
export function OfferEditPage() {
  const { id = '' } = useParams();
  const { paths, canWrite } = useOfferAccess();
  const { data, loading, error, refetch } = useQuery(OfferedConsultancyQuery, {
    variables: { id },
    // Always the stored version: another tab may have changed it.
    fetchPolicy: 'network-only',
    skip: !canWrite,
  });
  if (!canWrite) return <Navigate to={paths.detail(id)} replace />;
  const offer = data?.offeredConsultancy;
  let body: ReactNode;
  if (!offer || error)
    body = (
      <MissingRecord
        loading={loading && !offer}
        error={error}
        onRetry={() => void refetch()}
        loadingLabel="Carregando consultoria"
      />
    );
  else body = <OfferForm key={offer.id} offer={offer} extraActions={<DeleteOfferButton id={offer.id} />} />;
  return (
    <FormLayout title="Editar Consultoria" backTo={paths.detail(id)}>
      {body}
    </FormLayout>
  );
}

function DeleteOfferButton({ id }: { id: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const leaveWithoutAsking = useLeaveWithoutAsking();
  const { paths } = useOfferAccess();
  const [deleteOffer, { loading }] = useMutation(OfferedDeleteConsultancyMutation);

  async function onDelete() {
    const { data } = await deleteOffer({
      variables: { id },
      update: (cache) => {
        cache.evict({ id: cache.identify({ __typename: 'OfferedConsultancy', id }) });
        cache.evict({ fieldName: 'offeredConsultancies' });
        cache.gc();
      },
    });
    toast.success(data?.deleteOfferedConsultancy.message || CATALOGUE.deleteOffer.success);
    leaveWithoutAsking(); // the record is gone: its unsaved edits go with it, as the user confirmed
    // The spec sends the user to /consultor/consultorias, a page it never describes; the list is the useful place.
    navigate(paths.list);
  }

  return (
    <DeleteRecordButton
      title="Deletar consultoria"
      message="Tem certeza que deseja remover a consultoria?"
      onDelete={onDelete}
      loading={loading}
    />
  );
}
