import { useMutation, useQuery } from '@apollo/client/react';
import { SECTOR_MESSAGES, type SectorEditValues, type SectorsCreateValues } from '@talhao/schema';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useLeaveWithoutAsking } from '@/app/unsavedChanges';
import { DeleteRecordButton, FormLayout } from '@/features/common/FormPage';
import { MissingRecord } from '@/features/common/MissingRecord';
import { useToast } from '@/ui';
import { useLandAccess } from './access';
import {
  CreateSectorsMutation,
  DeleteSectorMutation,
  FarmerCulturesQuery,
  LandSectorQuery,
  PropertyAreasQuery,
  UpdateSectorMutation,
} from './documents';
import { SectorForm } from './SectorForm';

const sectorFields = (values: SectorEditValues | SectorsCreateValues) => ({
  cultureId: values.cultureId,
  plotArea: values.plotArea,
  plantingDate: values.plantingDate,
  spacingBetweenPlants: values.spacingBetweenPlants,
  spacingBetweenStreets: values.spacingBetweenStreets,
});

function useCultures(farmerId: string, viewAs: string | null) {
  const { data } = useQuery(FarmerCulturesQuery, { variables: { farmerId, page: 1, viewAs }, skip: !farmerId });
  return data?.farmerCultures.items ?? [];
}

/** …/agricultores/propriedades/criar/setores?farmerId&propertyId&areaId — then back to the property. */
export function SectorsCreatePage() {
  const { paths, params, viewAsId, areaMayWrite, link } = useLandAccess();
  const navigate = useNavigate();
  const toast = useToast();
  const leave = useLeaveWithoutAsking();
  const propertyId = params.propertyId ?? '';
  const { data, loading, error, refetch } = useQuery(PropertyAreasQuery, {
    variables: { id: propertyId, viewAs: viewAsId },
    fetchPolicy: 'network-only',
    skip: !propertyId || !areaMayWrite,
  });
  const [createSectors] = useMutation(CreateSectorsMutation);
  const property = data?.property;
  const farmerId = property?.farmerId ?? params.farmerId ?? '';
  const cultures = useCultures(farmerId, viewAsId);
  const back = propertyId
    ? link(paths.property(propertyId, { ...params, farmerId, areaId: null }))
    : link(params.farmerId ? paths.farmer(params.farmerId) : paths.farmers);
  if (!areaMayWrite || !propertyId) return <Navigate to={back} replace />;
  if (property && !property.farmer?.createdByMe) return <Navigate to={back} replace />;

  return (
    <FormLayout title="Criar Setores" backTo={back}>
      {!property ? (
        <MissingRecord
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          loadingLabel="Carregando propriedade"
        />
      ) : (
        <SectorForm
          mode="create"
          farmerId={farmerId}
          areas={property.allAreas ?? []}
          cultures={cultures}
          cancelTo={back}
          defaults={{
            quantity: 1,
            areaId: params.areaId ?? '',
            name: '',
            cultureId: '',
            plotArea: null,
            plantingDate: '',
            spacingBetweenPlants: null,
            spacingBetweenStreets: null,
          }}
          onSave={async (saved) => {
            const values = saved as SectorsCreateValues;
            const { data: answer } = await createSectors({
              variables: {
                input: {
                  areaId: values.areaId,
                  quantity: values.quantity,
                  name: values.quantity === 1 ? values.name : null,
                  ...sectorFields(values),
                },
              },
              refetchQueries: ['PropertyPage', 'PropertyAreas'],
            });
            toast.success(answer?.createSectors.message || SECTOR_MESSAGES.created);
            leave();
            navigate(back);
          }}
        />
      )}
    </FormLayout>
  );
}

/** …/agricultores/propriedades/editar/setor/:id?farmerId&propertyId — then back to the property. */
export function SectorEditPage() {
  const { id = '' } = useParams();
  const { paths, params, viewAsId, areaMayWrite, link } = useLandAccess();
  const navigate = useNavigate();
  const toast = useToast();
  const leave = useLeaveWithoutAsking();
  const { data, loading, error, refetch } = useQuery(LandSectorQuery, {
    variables: { id, viewAs: viewAsId },
    fetchPolicy: 'network-only',
    skip: !areaMayWrite,
  });
  const farmerId = params.farmerId ?? '';
  const cultures = useCultures(farmerId, viewAsId);
  const [updateSector] = useMutation(UpdateSectorMutation);
  const [deleteSector, { loading: deleting }] = useMutation(DeleteSectorMutation);
  const sector = data?.sector;
  const back = params.propertyId
    ? link(paths.property(params.propertyId, { ...params, areaId: null }))
    : link(farmerId ? paths.farmer(farmerId) : paths.farmers);
  if (!areaMayWrite) return <Navigate to={back} replace />;

  return (
    <FormLayout title="Editar Setor" backTo={back}>
      {!sector ? (
        <MissingRecord loading={loading} error={error} onRetry={() => void refetch()} loadingLabel="Carregando setor" />
      ) : (
        <SectorForm
          key={sector.id}
          mode="edit"
          farmerId={farmerId}
          areas={[{ id: sector.areaId, name: sector.areaName }]}
          cultures={
            sector.cultureId && !cultures.some((c) => c.id === sector.cultureId)
              ? [...cultures, { id: sector.cultureId, name: sector.cultureName ?? '' }]
              : cultures
          }
          cancelTo={back}
          defaults={{
            quantity: 1,
            areaId: sector.areaId,
            name: sector.name,
            cultureId: sector.cultureId ?? '',
            plotArea: sector.plotArea ?? null,
            plantingDate: sector.plantingDate ?? '',
            spacingBetweenPlants: sector.spacingBetweenPlants ?? null,
            spacingBetweenStreets: sector.spacingBetweenStreets ?? null,
          }}
          extraActions={
            <DeleteRecordButton
              label="Excluir"
              title="Excluir setor"
              message={SECTOR_MESSAGES.deleteConfirm}
              loading={deleting}
              onDelete={async () => {
                const { data: answer } = await deleteSector({
                  variables: { id: sector.id },
                  refetchQueries: ['PropertyPage', 'PropertyAreas'],
                });
                toast.success(answer?.deleteSector.message || SECTOR_MESSAGES.deleted);
                leave();
                navigate(back);
              }}
            />
          }
          onSave={async (saved) => {
            const values = saved as SectorEditValues;
            const { data: answer } = await updateSector({
              variables: { id: sector.id, input: { name: values.name, ...sectorFields(values) } },
              refetchQueries: ['PropertyPage'],
            });
            toast.success(answer?.updateSector.message || SECTOR_MESSAGES.updated);
            leave();
            navigate(back);
          }}
        />
      )}
    </FormLayout>
  );
}
