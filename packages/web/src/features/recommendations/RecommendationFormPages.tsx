import { useMutation, useQuery } from '@apollo/client/react';
import { RECOMMENDATION_MESSAGES, type RecommendationValues } from '@talhao/schema';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useArea } from '@/app/area';
import { mayWriteFarmData } from '@/app/farmAccess';
import { farmPaths } from '@/app/farmPaths';
import { FormLayout } from '@/features/common/FormPage';
import { MissingRecord } from '@/features/common/MissingRecord';
import { useViewAs } from '@/features/shell/viewAs';
import type { RecommendationInput } from '@/gql/graphql';
import { EmptyState, ErrorState, useToast } from '@/ui';
import {
  CreateRecommendationMutation,
  FieldActivitiesQuery,
  FieldActivityQuery,
  RecommendationOptionsQuery,
  UpdateRecommendationMutation,
} from './documents';
import { RecommendationForm, type RecommendationFormInput } from './RecommendationForm';

export const CREATE_RECOMMENDATION_TITLE = 'Recomendar';
export const EDIT_RECOMMENDATION_TITLE = 'Editar Recomendação';
export const NO_FARMER_TEXT = 'Abra a recomendação a partir de um agricultor.';
export const NO_HARVEST_TEXT = 'O agricultor ainda não possui safras: cadastre uma safra antes de recomendar.';

const toInput = (values: RecommendationValues, reportId?: string | null): RecommendationInput => ({
  farmerId: values.farmerId,
  propertyId: values.propertyId,
  harvestId: values.harvestId,
  type: values.type,
  title: values.title,
  recurrence: values.recurrence,
  startDate: values.startDate,
  endDate: values.endDate,
  status: values.status,
  description: values.description,
  sectorIds: values.sectorIds,
  products: values.products.map((product) => ({ name: product.name, quantity: product.quantity, unit: product.unit })),
  costs: values.costs.map((cost) => ({ category: cost.category, tag: cost.tag, cost: cost.cost })),
  ...(reportId ? { reportId } : {}),
});

const EMPTY: Omit<RecommendationFormInput, 'farmerId'> = {
  propertyId: '',
  harvestId: '',
  type: '',
  title: '',
  recurrence: '',
  startDate: '',
  endDate: '',
  status: 'PLANNED',
  description: '',
  sectorIds: [],
  products: [],
  costs: [],
};

/** The farmer's harvests (with their property and sectors) for the form, and who registered the farmer. */
function useOptions(farmerId: string) {
  const { viewAsId } = useViewAs();
  const query = useQuery(RecommendationOptionsQuery, {
    variables: { farmerId, viewAs: viewAsId },
    skip: !farmerId,
    fetchPolicy: 'cache-and-network',
  });
  return query;
}

/**
 * …/consultorias/prestadas/recomendacoes/criar?consultancyProvidedId&farmerId[&consultancyReportId] ('Recomendar'):
 * 'Recomendação criada com sucesso!' then the new recommendation's page, or back to the report it was opened from.
 */
export function CreateRecommendationPage() {
  const { area, basePath } = useArea();
  const { viewAsId } = useViewAs();
  const paths = farmPaths(basePath);
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const farmerId = params.get('farmerId') ?? '';
  const consultancyProvidedId = params.get('consultancyProvidedId');
  const reportId = params.get('consultancyReportId');
  const options = useOptions(farmerId);
  const [create] = useMutation(CreateRecommendationMutation, { refetchQueries: [FieldActivitiesQuery] });
  const link = { farmerId, consultancyProvidedId };
  const back = reportId ? paths.report(reportId, link) : farmerId ? paths.recommendations(link) : paths.farmers;

  const body = () => {
    if (!farmerId) return <EmptyState title={NO_FARMER_TEXT} />;
    if (!mayWriteFarmData(area, viewAsId)) return <ErrorState message={RECOMMENDATION_MESSAGES.onlyCreatorEdits} />;
    const data = options.data;
    if (!data?.farmer) {
      return (
        <MissingRecord
          loading={options.loading}
          error={options.error}
          onRetry={() => void options.refetch()}
          loadingLabel="Carregando agricultor"
        />
      );
    }
    if (data.harvests.items.length === 0) return <EmptyState title={NO_HARVEST_TEXT} />;
    return (
      <RecommendationForm
        farmerName={data.farmer.name}
        harvests={data.harvests.items}
        defaultValues={{ ...EMPTY, farmerId }}
        submitLabel="Recomendar"
        onCancel={() => navigate(back)}
        onSubmit={async (values) => {
          try {
            const result = await create({ variables: { input: toInput(values, reportId) } });
            const saved = result.data?.createRecommendation;
            if (!saved) return;
            toast.success(saved.message || RECOMMENDATION_MESSAGES.created);
            navigate(reportId ? paths.report(reportId, link) : paths.recommendation(saved.fieldActivity.id));
          } catch (err) {
            toast.fromError(err);
          }
        }}
      />
    );
  };

  return (
    <FormLayout title={CREATE_RECOMMENDATION_TITLE} backTo={back}>
      {body()}
    </FormLayout>
  );
}

/** …/consultorias/prestadas/recomendacoes/editar/:id ('Editar Recomendação'): only its creator. */
export function EditRecommendationPage() {
  const { id = '' } = useParams();
  const { area, basePath } = useArea();
  const { viewAsId } = useViewAs();
  const paths = farmPaths(basePath);
  const navigate = useNavigate();
  const toast = useToast();
  const record = useQuery(FieldActivityQuery, { variables: { id, viewAs: viewAsId } });
  const activity = record.data?.fieldActivity;
  const options = useOptions(activity?.farmerId ?? '');
  const [update] = useMutation(UpdateRecommendationMutation);
  const back = paths.recommendation(id);

  const body = () => {
    if (!activity) {
      return (
        <MissingRecord
          loading={record.loading}
          error={record.error}
          onRetry={() => void record.refetch()}
          loadingLabel="Carregando recomendação"
        />
      );
    }
    if (!activity.createdByMe || !mayWriteFarmData(area, viewAsId)) {
      return <ErrorState message={RECOMMENDATION_MESSAGES.onlyCreatorEdits} />;
    }
    const data = options.data;
    if (!data?.farmer) {
      return (
        <MissingRecord
          loading={options.loading}
          error={options.error}
          onRetry={() => void options.refetch()}
          loadingLabel="Carregando agricultor"
        />
      );
    }
    return (
      <RecommendationForm
        farmerName={data.farmer.name}
        harvests={data.harvests.items}
        storedStartDate={activity.startDate}
        defaultValues={{
          farmerId: activity.farmerId,
          propertyId: activity.property.id,
          harvestId: activity.harvestId ?? '',
          type: activity.activityType,
          title: activity.name,
          recurrence: activity.recurrenceKind,
          startDate: activity.startDate,
          endDate: activity.endDate,
          status: activity.status,
          description: activity.description ?? '',
          sectorIds: activity.sectors.map((sector) => sector.id),
          products: activity.products.map((product) => ({
            name: product.name,
            quantity: product.quantity,
            unit: product.unit,
          })),
          costs: activity.costs.map((cost) => ({ category: cost.category, tag: cost.tag, cost: cost.cost })),
        }}
        submitLabel="Salvar"
        onCancel={() => navigate(back)}
        onSubmit={async (values) => {
          try {
            const result = await update({ variables: { id, input: toInput(values) } });
            const saved = result.data?.updateRecommendation;
            if (!saved) return;
            toast.success(saved.message);
            navigate(back);
          } catch (err) {
            toast.fromError(err);
          }
        }}
      />
    );
  };

  return (
    <FormLayout title={EDIT_RECOMMENDATION_TITLE} backTo={back}>
      {body()}
    </FormLayout>
  );
}
