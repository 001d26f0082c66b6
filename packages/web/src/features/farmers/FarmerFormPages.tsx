import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { FarmerCreateValues, FarmerEditValues } from '@talhao/schema';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { FormLayout } from '@/features/common/FormPage';
import { MissingRecord } from '@/features/common/MissingRecord';
import { EmptyState } from '@/ui';
import { useFarmerAccess } from './access';
import { CreateFarmerMutation, FarmerQuery, UpdateFarmerMutation } from './documents';
import { FarmerForm } from './FarmerForm';
import { type FarmerFormValues, farmerFormDefaults, toCreateInput, toUpdateInput } from './farmerFormValues';

/** A new or edited farmer changes the cached pages of the list: drop them so it loads afresh. */
function forgetFarmerLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'farmers' });
  cache.gc();
}

export const NOT_CREATOR_TEXT = 'Apenas quem cadastrou o agricultor pode editá-lo.';

/** …/agricultores/criar: 'Novo Agricultor'; after the save, the farmer's page. */
export function FarmerCreatePage() {
  const { paths, canWrite } = useFarmerAccess();
  const [createFarmer] = useMutation(CreateFarmerMutation, { update: forgetFarmerLists });
  // Read-only viewers (the company, a master under viewAs) have no form to fill.
  if (!canWrite) return <Navigate to={paths.farmers} replace />;
  return (
    <FormLayout title="Novo Agricultor" backTo={paths.farmers}>
      <FarmerForm
        mode="create"
        cancelTo={paths.farmers}
        save={async (values: FarmerFormValues) => {
          // The resolver ran the shared schema: the values are its output.
          const input = toCreateInput(values as unknown as FarmerCreateValues);
          const { data } = await createFarmer({ variables: { input } });
          if (!data) throw new Error('Parece que ocorreu um erro!');
          return { message: data.createFarmer.message, to: paths.farmer(data.createFarmer.farmer.id) };
        }}
      />
    </FormLayout>
  );
}

/** …/agricultores/editar/:id: 'Editar Agricultor', only for the farmer's creator; back to the farmer's page. */
export function FarmerEditPage() {
  const { id = '' } = useParams();
  const { paths, canWrite, viewAsId } = useFarmerAccess();
  const { data, loading, error, refetch } = useQuery(FarmerQuery, {
    variables: { id, viewAs: viewAsId },
    // Always the stored version: another tab may have changed it.
    fetchPolicy: 'network-only',
    skip: !canWrite,
  });
  const [updateFarmer] = useMutation(UpdateFarmerMutation, { update: forgetFarmerLists });
  if (!canWrite) return <Navigate to={paths.farmer(id)} replace />;
  const farmer = data?.farmer;
  let body: ReactNode;
  if (!farmer || error)
    body = (
      <MissingRecord
        loading={loading && !farmer}
        error={error}
        onRetry={() => void refetch()}
        loadingLabel="Carregando agricultor"
      />
    );
  else if (!farmer.createdByMe) body = <EmptyState title={NOT_CREATOR_TEXT} />;
  else
    body = (
      <FarmerForm
        key={farmer.id}
        mode="edit"
        defaults={farmerFormDefaults(farmer)}
        cancelTo={paths.farmer(id)}
        save={async (values: FarmerFormValues) => {
          const input = toUpdateInput(values as unknown as FarmerEditValues);
          const { data: saved } = await updateFarmer({ variables: { id, input } });
          if (!saved) throw new Error('Parece que ocorreu um erro!');
          return { message: saved.updateFarmer.message, to: paths.farmer(id) };
        }}
      />
    );
  return (
    <FormLayout title="Editar Agricultor" backTo={paths.farmer(id)}>
      {body}
    </FormLayout>
  );
}
