import { useQuery } from '@apollo/client/react';
import { COMMON, formatBRL, formatDay, formatHectares } from '@talhao/schema';
import {
  CalendarDays,
  ChevronRight,
  ClipboardList,
  FileText,
  FlaskConical,
  type LucideIcon,
  MapPin,
  Package,
  Pencil,
  Sprout,
  Tractor,
  Wheat,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useArea } from '@/app/area';
import { errorMessage } from '@/app/errors';
import { farmPaths } from '@/app/farmPaths';
import { failedAt } from '@/app/partialData';
import { MissingRecord } from '@/features/common/MissingRecord';
import { withViewAs } from '@/features/shell/viewAs';
import {
  Avatar,
  Button,
  Card,
  LinkButton,
  PageHeader,
  PartialErrorNotice,
  UnavailableText,
  WorkStatusBadge,
} from '@/ui';
import { useProvidedAccess } from './access';
import { cityState, NOT_SPECIFIED } from './display';
import { ProvidedConsultancyQuery } from './documents';
import { FarmerDetailsDialog } from './FarmerDetailsDialog';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}

/** One sub-page of a provided consultancy, with how many records it holds when that is known. */
function SubPageLink({
  to,
  title,
  description,
  icon: Icon,
  count,
}: {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
  count?: number | null;
}) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-3 rounded-xl border border-line bg-surface p-4 transition-colors hover:border-brand-300 hover:bg-brand-50"
    >
      <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-center gap-2 font-semibold text-ink">
          {title}
          {typeof count === 'number' ? (
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{count}</span>
          ) : null}
        </span>
        <span className="text-sm text-muted">{description}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted group-hover:text-brand-600" />
    </Link>
  );
}

/** …/consultorias/prestadas/:id (spec 001 §2.5): the farmer, the property, the period and the sub-pages. */
export function ProvidedDetailPage() {
  const { id = '' } = useParams();
  const { paths, viewAsId, canWrite, showsConsultant } = useProvidedAccess();
  const { basePath } = useArea();
  const farm = farmPaths(basePath);
  const [farmerOpen, setFarmerOpen] = useState(false);
  const { data, loading, error, refetch } = useQuery(ProvidedConsultancyQuery, {
    variables: { id, viewAs: viewAsId },
    fetchPolicy: 'cache-and-network',
    // The farmer, property or offer read from another family may fail alone: the rest still shows.
    errorPolicy: 'all',
  });
  const provided = data?.providedConsultancy;
  const backTo = withViewAs(paths.list, viewAsId);

  if (!provided) {
    return (
      <div className="flex flex-col">
        <PageHeader title="Consultoria prestada" backTo={backTo} />
        <MissingRecord
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          loadingLabel="Carregando consultoria"
        />
      </div>
    );
  }

  const { farmer, property } = provided;
  const farmLink = { farmerId: provided.farmerId, consultancyProvidedId: provided.id };
  const place = farmer ? cityState(farmer.address) : null;
  const title = provided.offer?.name ?? COMMON.consultancyUnavailable;
  const propertyFailed = failedAt(error, 'providedConsultancy', 'property');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      {error ? <PartialErrorNotice message={errorMessage(error)} onRetry={() => void refetch()} /> : null}
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            {title}
            <WorkStatusBadge status={provided.status} />
          </span>
        }
        documentTitle={title}
        subtitle="Consultoria prestada"
        backTo={backTo}
        actions={
          canWrite ? (
            <LinkButton to={paths.edit(provided.id)} icon={<Pencil aria-hidden="true" className="size-4" />}>
              Editar
            </LinkButton>
          ) : null
        }
      />
      <div className={`grid grid-cols-1 gap-4 ${showsConsultant ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {showsConsultant ? (
          <Card title="Consultor">
            {provided.consultant ? (
              <div className="flex flex-col gap-3">
                <div className="flex items-center gap-3">
                  <Avatar name={provided.consultant.name} src={provided.consultant.pictureUrl} size={44} decorative />
                  <p className="min-w-0 truncate font-semibold text-ink">{provided.consultant.name}</p>
                </div>
                <LinkButton
                  to={withViewAs(paths.consultant(provided.consultant.id), viewAsId)}
                  variant="secondary"
                  size="sm"
                  className="self-start"
                >
                  Ver consultor<span className="sr-only"> {provided.consultant.name}</span>
                </LinkButton>
              </div>
            ) : (
              <p className="text-sm text-muted">{NOT_SPECIFIED}</p>
            )}
          </Card>
        ) : null}
        <Card title="Agricultor">
          {farmer ? (
            <div className="flex flex-col gap-3">
              <div className="flex items-center gap-3">
                <Avatar name={farmer.name} src={farmer.pictureUrl} size={44} decorative />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-ink">{farmer.name}</p>
                  {place ? (
                    <p className="flex items-center gap-1 text-sm text-muted">
                      <MapPin aria-hidden="true" className="size-3.5" />
                      {place}
                    </p>
                  ) : null}
                </div>
              </div>
              <Button variant="secondary" size="sm" className="self-start" onClick={() => setFarmerOpen(true)}>
                Ver detalhes<span className="sr-only"> de {farmer.name}</span>
              </Button>
            </div>
          ) : (
            <p className="text-sm">
              <UnavailableText>{COMMON.farmerUnavailable}</UnavailableText>
            </p>
          )}
        </Card>
        <Card title="Propriedade">
          {property ? (
            <div className="flex flex-col gap-3">
              <div>
                <p className="font-semibold text-ink">{property.name}</p>
                <p className="text-sm text-muted">Área total: {formatHectares(property.totalArea)}</p>
              </div>
              <LinkButton
                to={withViewAs(paths.property(property.id, provided.farmerId), viewAsId)}
                variant="secondary"
                size="sm"
                className="self-start"
              >
                Ver propriedade<span className="sr-only"> {property.name}</span>
              </LinkButton>
            </div>
          ) : propertyFailed ? (
            <p className="text-sm">
              <UnavailableText>{COMMON.propertyUnavailable}</UnavailableText>
            </p>
          ) : (
            <p className="text-sm text-muted">{NOT_SPECIFIED}</p>
          )}
        </Card>
      </div>
      <Card title="Período e valor">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Fact label="Início">{formatDay(provided.startDate)}</Fact>
          <Fact label="Fim">{provided.endDate ? formatDay(provided.endDate) : NOT_SPECIFIED}</Fact>
          {/* The company reads it as the delivery's total profit (spec 002 §2); one amount upstream. */}
          <Fact label={showsConsultant ? 'Lucro total' : 'Valor fixo'}>{formatBRL(provided.fixedPrice)}</Fact>
        </dl>
      </Card>
      <nav aria-label="Páginas da consultoria" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SubPageLink
          to={withViewAs(paths.activities(provided.id), viewAsId)}
          icon={CalendarDays}
          title="Atividades"
          description="Atividades agendadas desta consultoria"
        />
        <SubPageLink
          to={withViewAs(farm.providedMonitorings(provided.id, provided.farmerId), viewAsId)}
          icon={ClipboardList}
          title="Monitoramentos"
          description="Acompanhamento dos setores ao longo do tempo"
          count={provided.monitoringCount}
        />
        <SubPageLink
          to={withViewAs(farm.providedReports(provided.id, provided.farmerId), viewAsId)}
          icon={FileText}
          title="Relatórios"
          description="Relatórios técnicos e parecer"
          count={provided.reportCount}
        />
        <SubPageLink
          to={withViewAs(farm.recommendations(farmLink), viewAsId)}
          icon={Sprout}
          title="Recomendações"
          description="Atividades de campo recomendadas ao agricultor"
          count={provided.recommendationCount}
        />
        <SubPageLink
          to={withViewAs(farm.analyses(farmLink), viewAsId)}
          icon={FlaskConical}
          title="Análises agronômicas"
          description="Laudos de laboratório do agricultor"
        />
        <SubPageLink
          to={withViewAs(farm.fieldActivities(farmLink), viewAsId)}
          icon={Tractor}
          title="Atividades de campo"
          description="Todas as atividades de campo, por status"
        />
        <SubPageLink
          to={withViewAs(farm.inventory(farmLink), viewAsId)}
          icon={Package}
          title="Estoque"
          description="Produtos e movimentações"
        />
        <SubPageLink
          to={withViewAs(farm.harvests(farmLink), viewAsId)}
          icon={Wheat}
          title="Safras"
          description="Custos estimados e reais por safra"
        />
      </nav>
      {farmer ? <FarmerDetailsDialog farmer={farmer} open={farmerOpen} onClose={() => setFarmerOpen(false)} /> : null}
    </div>
  );
}
