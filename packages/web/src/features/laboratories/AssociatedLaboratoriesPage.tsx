import { useQuery } from '@apollo/client/react';
import { LAB_MESSAGES } from '@talhao/schema';
import { FlaskConical, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@/app/errors';
import { useListParams } from '@/app/listParams';
import { withViewAs } from '@/features/shell/viewAs';
import type { LaboratoryFieldsFragment as Lab } from '@/gql/graphql';
import { Button, type DataTableColumn, Dialog, EmptyState, MapView, PagedList, PageHeader } from '@/ui';
import { useLaboratoryAccess } from './access';
import { offeredTypesText } from './display';
import { AssociatedLaboratoriesQuery } from './documents';

export const ASSOCIATED_TITLE = 'Laboratórios Associados';

/** 'Ver no mapa': the lab's location in a dialog. */
function LabMapDialog({ lab, onClose }: { lab: Lab | null; onClose(): void }) {
  return (
    <Dialog
      open={lab !== null}
      onClose={onClose}
      title={lab?.name ?? ''}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      {lab ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-ink-soft">{lab.address.formattedAddress}</p>
          <MapView
            coords={lab.address.coords}
            caption={`${lab.address.city} - ${lab.address.stateFrom}`}
            label={`Localização de ${lab.name}`}
          />
        </div>
      ) : null}
    </Dialog>
  );
}

/** …/laboratorios/associados (spec 001 §2.11): the labs associated with the area owner. */
export function AssociatedLaboratoriesPage() {
  const { paths, viewAsId } = useLaboratoryAccess();
  const { page, setPage } = useListParams({});
  const [onMap, setOnMap] = useState<Lab | null>(null);
  const { data, loading, error, refetch } = useQuery(AssociatedLaboratoriesQuery, {
    variables: { page, viewAs: viewAsId },
  });
  const columns: DataTableColumn<Lab>[] = [
    {
      key: 'name',
      header: 'Nome',
      render: (lab) => (
        <Link to={withViewAs(paths.laboratory(lab.id), viewAsId)} className="font-medium">
          {lab.name}
        </Link>
      ),
    },
    { key: 'analyses', header: 'Análises disponíveis', render: (lab) => offeredTypesText(lab.analyses) },
    { key: 'address', header: 'Endereço', render: (lab) => lab.address.formattedAddress },
    {
      key: 'map',
      header: 'Localização',
      hideMobileLabel: true,
      className: 'sm:w-px sm:text-right',
      render: (lab) => (
        <Button
          variant="secondary"
          size="sm"
          icon={<MapPin aria-hidden="true" className="size-4" />}
          onClick={() => setOnMap(lab)}
          className="max-sm:w-full"
        >
          Ver no mapa<span className="sr-only"> {lab.name}</span>
        </Button>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={ASSOCIATED_TITLE} backTo={withViewAs(paths.index, viewAsId)} />
      <PagedList
        caption={ASSOCIATED_TITLE}
        columns={columns}
        rowKey={(lab) => lab.id}
        page={page}
        onPageChange={setPage}
        result={data?.associatedLaboratories}
        loading={loading}
        error={error ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        endText={LAB_MESSAGES.end}
        empty={
          <EmptyState
            icon={<FlaskConical aria-hidden="true" className="size-6" />}
            title={LAB_MESSAGES.associatedEmpty}
          />
        }
      />
      <LabMapDialog lab={onMap} onClose={() => setOnMap(null)} />
    </div>
  );
}
