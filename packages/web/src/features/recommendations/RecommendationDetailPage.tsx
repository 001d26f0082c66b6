import { useQuery } from '@apollo/client/react';
import { formatBRL, formatDay, formatNumber as formatQuantity } from '@talhao/schema';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useArea } from '@/app/area';
import { mayWriteFarmData } from '@/app/farmAccess';
import { farmPaths } from '@/app/farmPaths';
import { MissingRecord } from '@/features/common/MissingRecord';
import { useViewAs, withViewAs } from '@/features/shell/viewAs';
import { Card, LinkButton, PageHeader } from '@/ui';
import { activityTypeLabel, costsByCategory, dayMonth, recurrenceLabel } from './display';
import { FieldActivityQuery } from './documents';
import { FieldActivityStatusBadge } from './FieldActivitiesPage';

export const RECOMMENDATION_DETAIL_TITLE = 'Recomendação';
export const NO_NEXT_OCCURRENCES = 'Nenhuma próxima ocorrência';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-ink-soft sm:w-44">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}

/** …/consultorias/prestadas/recomendacoes/:id: every field, costs by category and tag, the next occurrences. */
export function RecommendationDetailPage() {
  const { id = '' } = useParams();
  const { area, basePath } = useArea();
  const { viewAsId } = useViewAs();
  const paths = farmPaths(basePath);
  const { data, loading, error, refetch } = useQuery(FieldActivityQuery, { variables: { id, viewAs: viewAsId } });
  const activity = data?.fieldActivity;
  const back = withViewAs(activity ? paths.recommendations({ farmerId: activity.farmerId }) : paths.farmers, viewAsId);

  if (!activity) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title={RECOMMENDATION_DETAIL_TITLE} backTo={back} />
        <MissingRecord
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          loadingLabel="Carregando recomendação"
        />
      </div>
    );
  }

  const mayEdit = mayWriteFarmData(area, viewAsId) && activity.createdByMe;
  const groups = costsByCategory(activity.costs);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={activity.name}
        documentTitle={`${RECOMMENDATION_DETAIL_TITLE}: ${activity.name}`}
        subtitle={activity.farmerName ?? undefined}
        backTo={back}
        actions={
          mayEdit ? (
            <LinkButton
              to={paths.editRecommendation(activity.id)}
              icon={<Pencil aria-hidden="true" className="size-4" />}
            >
              Editar
            </LinkButton>
          ) : null
        }
      />
      <Card className="p-4">
        <dl className="flex flex-col gap-3">
          <Row label="Status">
            <FieldActivityStatusBadge status={activity.status} />
          </Row>
          <Row label="Categoria">{activityTypeLabel(activity.activityType)}</Row>
          <Row label="Período">
            {formatDay(activity.startDate)} a {formatDay(activity.endDate)}
          </Row>
          <Row label="Recorrência">{recurrenceLabel(activity.recurrenceKind)}</Row>
          {activity.completionDate ? <Row label="Concluída em">{formatDay(activity.completionDate)}</Row> : null}
          <Row label="Propriedade">{activity.property.name}</Row>
          <Row label="Safra">{activity.harvest ? `${activity.harvest.cultureName} ${activity.harvest.year}` : '—'}</Row>
          <Row label="Setores">{activity.sectors.map((sector) => sector.name).join(', ') || '—'}</Row>
          <Row label="Descrição">{activity.description || '—'}</Row>
        </dl>
      </Card>
      <Card className="p-4">
        <h2 className="mb-2 font-semibold text-ink">Próximas ocorrências</h2>
        {activity.nextOccurrences.length ? (
          <ul aria-label="Próximas ocorrências" className="flex flex-wrap gap-2">
            {activity.nextOccurrences.map((day) => (
              <li key={day} className="rounded-md bg-brand-50 px-2 py-1 text-sm text-brand-800 tabular-nums">
                {dayMonth(day)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-soft">{NO_NEXT_OCCURRENCES}</p>
        )}
      </Card>
      <Card className="p-4">
        <h2 className="mb-2 font-semibold text-ink">Produtos</h2>
        {activity.products.length === 0 ? (
          <p className="text-sm text-ink-soft">Nenhum produto informado</p>
        ) : (
          <ul aria-label="Produtos" className="flex flex-col gap-0.5">
            {activity.products.map((product) => (
              <li
                key={`${product.name}|${product.quantity}|${product.unit}`}
                className="flex justify-between gap-4 text-sm text-ink"
              >
                <span>{product.name}</span>
                <span className="tabular-nums text-ink-soft">
                  {formatQuantity(product.quantity)} {product.unit}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="p-4">
        <h2 className="mb-2 font-semibold text-ink">Custos</h2>
        {groups.length === 0 ? (
          <p className="text-sm text-ink-soft">Nenhum custo informado</p>
        ) : (
          <div className="flex flex-col gap-3">
            {groups.map((group) => (
              <section key={group.category} aria-label={group.label}>
                <h3 className="flex justify-between text-sm font-medium text-ink">
                  <span>{group.label}</span>
                  <span className="tabular-nums">{formatBRL(group.total)}</span>
                </h3>
                <ul className="mt-1 flex flex-col gap-0.5">
                  {group.tags.map((line) => (
                    <li key={line.tag} className="flex justify-between text-sm text-ink-soft">
                      <span>{line.tag}</span>
                      <span className="tabular-nums">{formatBRL(line.cost)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <p className="flex justify-between border-t border-line pt-2 text-sm font-semibold text-ink">
              <span>Total</span>
              <span className="tabular-nums">{formatBRL(activity.totalCost)}</span>
            </p>
          </div>
        )}
      </Card>
    </div>
  );
}
