import { useMutation, useQuery } from '@apollo/client/react';
import { PROPERTY_MESSAGES, type PropertyValues } from '@talhao/schema';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { toAddressInput } from '@/app/addressInput';
import { useLeaveWithoutAsking } from '@/app/unsavedChanges';
import { DeleteRecordButton, FormLayout } from '@/features/common/FormPage';
import { MissingRecord } from '@/features/common/MissingRecord';
import { useToast } from '@/ui';
import { useLandAccess } from './access';
import { placeFromAddress } from './display';
import {
  CreatePropertyMutation,
  DeletePropertyMutation,
  LandFarmerQuery,
  PropertyFormQuery,
  UpdatePropertyMutation,
} from './documents';
import { PropertyForm } from './PropertyForm';

const toInput = (values: PropertyValues) => ({
  name: values.name,
  address: toAddressInput(values.address),
  totalArea: values.totalArea,
});

/** …/agricultores/propriedades/criar?farmerId — after the save, the new property's page. */
export function PropertyCreatePage() {
  const { paths, params, viewAsId, areaMayWrite, link } = useLandAccess();
  const navigate = useNavigate();
  const toast = useToast();
  const farmerId = params.farmerId ?? '';
  const leave = useLeaveWithoutAsking();
  const { data, loading, error, refetch } = useQuery(LandFarmerQuery, {
    variables: { id: farmerId, viewAs: viewAsId },
    skip: !farmerId || !areaMayWrite,
  });
  const [createProperty] = useMutation(CreatePropertyMutation);
  const backTo = link(farmerId ? paths.farmer(farmerId) : paths.farmers);
  if (!areaMayWrite || !farmerId) return <Navigate to={backTo} replace />;
  const farmer = data?.farmer;
  if (farmer && !farmer.createdByMe) return <Navigate to={backTo} replace />;

  return (
    <FormLayout title="Nova Propriedade" backTo={backTo}>
      {!farmer ? (
        <MissingRecord
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          loadingLabel="Carregando agricultor"
        />
      ) : (
        <PropertyForm
          defaults={{ name: '', address: null, totalArea: null }}
          cancelTo={backTo}
          onSave={async (values) => {
            const { data: saved } = await createProperty({
              variables: { farmerId, input: toInput(values) },
              refetchQueries: ['FarmerProperties'],
            });
            const created = saved?.createProperty;
            if (!created) return;
            toast.success(created.message || PROPERTY_MESSAGES.created);
            leave();
            navigate(link(paths.property(created.property.id, { ...params, farmerId })));
          }}
        />
      )}
    </FormLayout>
  );
}

/** …/agricultores/propriedades/editar/:id — back to the detail after the save; 'Excluir' goes to the farmer. */
export function PropertyEditPage() {
  const { id = '' } = useParams();
  const { paths, params, viewAsId, areaMayWrite, link } = useLandAccess();
  const navigate = useNavigate();
  const toast = useToast();
  const leave = useLeaveWithoutAsking();
  const { data, loading, error, refetch } = useQuery(PropertyFormQuery, {
    variables: { id, viewAs: viewAsId },
    fetchPolicy: 'network-only',
    skip: !areaMayWrite,
  });
  const [updateProperty] = useMutation(UpdatePropertyMutation);
  const property = data?.property;
  const detail = link(paths.property(id, { ...params, farmerId: property?.farmerId ?? params.farmerId }));
  if (!areaMayWrite) return <Navigate to={detail} replace />;
  if (property && !property.farmer?.createdByMe) return <Navigate to={detail} replace />;

  return (
    <FormLayout title="Editar Propriedade" backTo={detail}>
      {!property ? (
        <MissingRecord
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          loadingLabel="Carregando propriedade"
        />
      ) : (
        <PropertyForm
          key={property.id}
          defaults={{ name: property.name, address: placeFromAddress(property.address), totalArea: property.totalArea }}
          cancelTo={detail}
          extraActions={<DeletePropertyButton id={property.id} farmerId={property.farmerId} />}
          boundary={{ propertyId: property.id, geometry: property.boundary, areaHa: property.boundaryAreaHa ?? null }}
          onSave={async (values) => {
            const { data: saved } = await updateProperty({
              variables: { id: property.id, input: toInput(values) },
              refetchQueries: ['PropertyPage', 'FarmerProperties'],
            });
            toast.success(saved?.updateProperty.message || PROPERTY_MESSAGES.updated);
            leave();
            navigate(detail);
          }}
        />
      )}
    </FormLayout>
  );
}

function DeletePropertyButton({ id, farmerId }: { id: string; farmerId: string }) {
  const { paths, link } = useLandAccess();
  const toast = useToast();
  const navigate = useNavigate();
  const leave = useLeaveWithoutAsking();
  const [deleteProperty, { loading }] = useMutation(DeletePropertyMutation);

  async function onDelete() {
    const { data } = await deleteProperty({
      variables: { id },
      update: (cache) => {
        cache.evict({ id: cache.identify({ __typename: 'Property', id }) });
        cache.evict({ fieldName: 'farmerProperties' });
        cache.gc();
      },
    });
    toast.success(data?.deleteProperty.message || PROPERTY_MESSAGES.deleted);
    leave();
    navigate(link(paths.farmer(farmerId)));
  }

  return (
    <DeleteRecordButton
      label="Excluir"
      title="Excluir propriedade"
      message={PROPERTY_MESSAGES.deleteConfirm}
      onDelete={onDelete}
      loading={loading}
    />
  );
}
