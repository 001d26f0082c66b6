import { useMutation, useQuery } from '@apollo/client/react';
import { AREA_MESSAGES, areaCountLabel, formatDay } from '@talhao/schema';
import { ChevronDown, ChevronRight, House, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router-dom';
import { exportUrl } from '@/app/csvDownload';
import { MissingRecord } from '@/features/common/MissingRecord';
import type { PropertyPageQuery as PropertyPageData } from '@/gql/graphql';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Dialog,
  EmptyState,
  ErrorState,
  ExportCsvButton,
  expandedRowId,
  LinkButton,
  ListEnd,
  MapView,
  PageHeader,
  Pagination,
  useToast,
} from '@/ui';
import { BoundaryLayer } from '../boundary/BoundaryLayer';
import { asBoundary } from '../boundary/geometry';
import { PropertyBoundarySection } from '../boundary/PropertyBoundarySection';
import { AreaDialog } from './AreaDialog';
import { useLandAccess } from './access';
import { CulturesCard } from './CulturesCard';
import { cityState, EMPTY_VALUE, hectares, metres, plantsText } from './display';
import { DeleteAreaMutation, PropertyPageQuery } from './documents';

type PropertyData = NonNullable<PropertyPageData['property']>;
type AreaRow = NonNullable<PropertyData['areas']>['items'][number];
type SectorRow = NonNullable<AreaRow['sectors']>[number];

/** Texts of the property page (spec 001 §8). */
export const PROPERTY_PAGE_TEXTS = {
  noAreas: 'Essa propriedade não possui Áreas registradas',
  endWithSectors: 'Você já viu todas as Áreas e Setores',
  endAreas: 'Você já viu todas as áreas',
  // Talhão's (the specification names no text for an area without sectors).
  noSectors: 'Essa área ainda não possui setores registrados',
} as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}

/**
 * …/agricultores/propriedades/:id (spec 001 §2.7, 002 §2): picture, owner, city/state, 'Ver localização', total
 * area, area count ('10+' from 10), the areas table whose rows expand to their sectors, the farmer's cultures.
 * One GraphQL request brings the property, its owner, the page of areas and all their sectors. Writes (edit,
 * areas, sectors, cultures) only for the farmer's creator in an area that writes (not under a master's viewAs).
 */
export function PropertyDetailPage() {
  const { id = '' } = useParams();
  const { paths, params, viewAsId, areaMayWrite, link } = useLandAccess();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(PropertyPageQuery, {
    variables: { id, page, viewAs: viewAsId },
    fetchPolicy: 'cache-and-network',
  });
  const property = (data ?? previousData)?.property;
  const [mapOpen, setMapOpen] = useState(false);
  const farmerId = property?.farmerId ?? params.farmerId ?? null;
  const backTo = link(farmerId ? paths.farmer(farmerId) : paths.farmers);

  if (!property) {
    return (
      <div className="flex flex-col">
        <PageHeader title="Propriedade" backTo={backTo} />
        <MissingRecord
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          loadingLabel="Carregando propriedade"
        />
      </div>
    );
  }

  const canWrite = areaMayWrite && Boolean(property.farmer?.createdByMe);
  const linkParams = { ...params, farmerId: property.farmerId, propertyId: property.id };
  const coords = property.address?.coords ?? null;
  const boundary = asBoundary(property.boundary);
  const areaCount = property.areaCount ?? property.areas?.total ?? 0;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <PageHeader
        title={property.name}
        backTo={backTo}
        actions={
          <>
            <ExportCsvButton
              href={exportUrl('properties', { farmerId: property.farmerId })}
              label="Exportar CSV"
              aria-label="Exportar CSV das propriedades do agricultor"
            />
            {canWrite ? (
              <LinkButton
                to={paths.editProperty(property.id, linkParams)}
                icon={<Pencil aria-hidden="true" className="size-4" />}
              >
                Editar
              </LinkButton>
            ) : null}
          </>
        }
      />
      <Card className="flex flex-col gap-5 sm:flex-row">
        {property.pictureUrl ? (
          <img
            src={property.pictureUrl}
            alt={`Foto da propriedade ${property.name}`}
            className="h-44 w-full rounded-lg border border-line object-cover sm:w-64"
          />
        ) : (
          <div
            role="img"
            aria-label="Propriedade sem foto"
            className="flex h-44 w-full items-center justify-center rounded-lg border border-line bg-canvas text-muted sm:w-64"
          >
            <House aria-hidden="true" className="size-12" />
          </div>
        )}
        <div className="flex flex-1 flex-col gap-4">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Fact label="Proprietário">{property.farmer?.name ?? EMPTY_VALUE}</Fact>
            <Fact label="Cidade">{cityState(property.address)}</Fact>
            <Fact label="Área total">{hectares(property.totalArea)}</Fact>
            <Fact label="Áreas">{areaCountLabel(areaCount)}</Fact>
          </dl>
          <div>
            <Button
              variant="secondary"
              icon={<MapPin aria-hidden="true" className="size-4" />}
              onClick={() => setMapOpen(true)}
              disabled={!coords}
            >
              Ver localização
            </Button>
          </div>
        </div>
      </Card>
      <Dialog open={mapOpen} onClose={() => setMapOpen(false)} title={`Localização: ${property.name}`} size="lg">
        <MapView coords={coords} caption={property.address?.formattedAddress ?? null} label="Mapa da propriedade">
          {boundary ? <BoundaryLayer boundary={boundary} /> : null}
        </MapView>
      </Dialog>

      <PropertyBoundarySection
        propertyId={property.id}
        boundary={property.boundary}
        areaHa={property.boundaryAreaHa}
        canEdit={canWrite}
        location={coords}
      />

      <AreasSection
        property={property}
        page={page}
        onPage={setPage}
        loading={loading && !data}
        error={error}
        onRetry={() => void refetch()}
        canWrite={canWrite}
        linkParams={linkParams}
      />
      <CulturesCard farmerId={property.farmerId} canWrite={canWrite} />
    </div>
  );
}

interface AreasSectionProps {
  property: PropertyData;
  page: number;
  onPage(page: number): void;
  loading: boolean;
  error: unknown;
  onRetry(): void;
  canWrite: boolean;
  linkParams: Parameters<ReturnType<typeof useLandAccess>['paths']['createSectors']>[0];
}

function AreasSection({ property, page, onPage, loading, error, onRetry, canWrite, linkParams }: AreasSectionProps) {
  const { paths, link } = useLandAccess();
  const toast = useToast();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<{ area: AreaRow | null } | null>(null);
  const [removing, setRemoving] = useState<AreaRow | null>(null);
  const [deleteArea, { loading: deleting }] = useMutation(DeleteAreaMutation, {
    refetchQueries: ['PropertyPage', 'PropertyAreas'],
    awaitRefetchQueries: true,
  });
  const areas = property.areas;
  const rows = areas?.items ?? [];

  const toggle = (areaId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(areaId)) next.delete(areaId);
      else next.add(areaId);
      return next;
    });

  async function confirmDelete() {
    if (!removing) return;
    try {
      const { data } = await deleteArea({ variables: { id: removing.id } });
      toast.success(data?.deleteArea.message || AREA_MESSAGES.deleted);
      setRemoving(null);
    } catch (err) {
      toast.fromError(err);
    }
  }

  const columns: DataTableColumn<AreaRow>[] = [
    {
      key: 'area',
      header: 'Área',
      hideMobileLabel: true,
      render: (area) => (
        <button
          type="button"
          onClick={() => toggle(area.id)}
          aria-expanded={expanded.has(area.id)}
          aria-controls={expandedRowId(area.id)}
          className="flex items-center gap-2 text-left font-medium text-ink hover:text-brand-700"
        >
          {expanded.has(area.id) ? (
            <ChevronDown aria-hidden="true" className="size-4" />
          ) : (
            <ChevronRight aria-hidden="true" className="size-4" />
          )}
          {area.name}
        </button>
      ),
    },
    { key: 'sectors', header: 'Setores', render: (area) => area.sectorCount },
    { key: 'size', header: 'Tamanho', render: (area) => hectares(area.plotArea) },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      header: 'Ações',
      hideMobileLabel: true,
      render: (area) => (
        <div className="flex flex-wrap justify-end gap-1">
          <LinkButton
            size="sm"
            variant="secondary"
            to={link(paths.createSectors({ ...linkParams, areaId: area.id }))}
            icon={<Plus aria-hidden="true" className="size-4" />}
          >
            Setores
          </LinkButton>
          <Button size="sm" variant="ghost" onClick={() => setDialog({ area })} aria-label={`Editar área ${area.name}`}>
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setRemoving(area)} aria-label={`Excluir área ${area.name}`}>
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ),
    });
  }

  const lastPage = areas ? !areas.hasNextPage : false;
  const sawSectors = rows.some((area) => (area.sectors?.length ?? 0) > 0);

  return (
    <section aria-labelledby="areas-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="areas-heading" className="text-lg font-semibold text-ink">
          Áreas e setores
        </h2>
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              icon={<Plus aria-hidden="true" className="size-4" />}
              onClick={() => setDialog({ area: null })}
            >
              Nova área
            </Button>
            <LinkButton
              to={link(paths.createSectors(linkParams))}
              icon={<Plus aria-hidden="true" className="size-4" />}
            >
              Criar Setores
            </LinkButton>
          </div>
        ) : null}
      </div>
      {!areas && error ? (
        <ErrorState message="Ocorreu um erro ao carregar os dados." onRetry={onRetry} />
      ) : (
        <DataTable
          caption={`Áreas da propriedade ${property.name}`}
          columns={columns}
          rows={rows}
          rowKey={(area) => area.id}
          loading={loading}
          empty={<EmptyState title={PROPERTY_PAGE_TEXTS.noAreas} />}
          isExpanded={(area) => expanded.has(area.id)}
          renderExpanded={(area) => <SectorsTable area={area} canWrite={canWrite} linkParams={linkParams} />}
        />
      )}
      {areas && (areas.hasNextPage || page > 1) ? (
        <Pagination page={page} hasNextPage={areas.hasNextPage} onChange={onPage} />
      ) : null}
      {areas && rows.length > 0 && lastPage && page > 1 ? (
        <ListEnd text={sawSectors ? PROPERTY_PAGE_TEXTS.endWithSectors : PROPERTY_PAGE_TEXTS.endAreas} />
      ) : null}
      {dialog ? (
        <AreaDialog
          open
          onClose={() => setDialog(null)}
          property={{ id: property.id, name: property.name }}
          area={dialog.area}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Excluir área"
        message={AREA_MESSAGES.deleteConfirm}
        confirmLabel="Excluir"
        tone="danger"
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}

/** An area's sectors (002 §2: Setor, Tamanho, Cultura, row spacing, plant spacing) plus planting day and plants. */
function SectorsTable({
  area,
  canWrite,
  linkParams,
}: {
  area: AreaRow;
  canWrite: boolean;
  linkParams: AreasSectionProps['linkParams'];
}) {
  const { paths, link } = useLandAccess();
  const sectors = area.sectors ?? [];
  if (area.sectors === null || area.sectors === undefined) {
    return <p className="text-sm text-tone-red">Ocorreu um erro ao carregar os dados.</p>;
  }
  if (sectors.length === 0) return <p className="text-sm text-muted">{PROPERTY_PAGE_TEXTS.noSectors}</p>;
  const columns: DataTableColumn<SectorRow>[] = [
    { key: 'name', header: 'Setor', render: (sector) => sector.name },
    { key: 'size', header: 'Tamanho', render: (sector) => hectares(sector.plotArea) },
    { key: 'culture', header: 'Cultura', render: (sector) => sector.cultureName ?? EMPTY_VALUE },
    { key: 'rows', header: 'Espaçamento entre linhas', render: (sector) => metres(sector.spacingBetweenStreets) },
    {
      key: 'plants-spacing',
      header: 'Espaçamento entre plantas',
      render: (sector) => metres(sector.spacingBetweenPlants),
    },
    { key: 'plants', header: 'Plantas', render: (sector) => plantsText(sector.plants) },
    {
      key: 'planted',
      header: 'Plantio',
      render: (sector) => (sector.plantingDate ? formatDay(`${sector.plantingDate}T12:00:00`) : EMPTY_VALUE),
    },
  ];
  if (canWrite) {
    columns.push({
      key: 'edit',
      header: 'Ações',
      hideMobileLabel: true,
      render: (sector) => (
        <LinkButton
          size="sm"
          variant="ghost"
          to={link(paths.editSector(sector.id, { ...linkParams, areaId: area.id }))}
          aria-label={`Editar setor ${sector.name}`}
          icon={<Pencil aria-hidden="true" className="size-4" />}
        >
          Editar
        </LinkButton>
      ),
    });
  }
  return (
    <DataTable
      caption={`Setores da área ${area.name}`}
      columns={columns}
      rows={sectors}
      rowKey={(sector) => sector.id}
      empty={null}
      className="sm:shadow-none"
    />
  );
}
