import { useQuery } from '@apollo/client/react';
import { formatBRL } from '@talhao/schema';
import { CalendarPlus, ExternalLink, Mail, Phone } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MissingRecord } from '@/features/common/MissingRecord';
import { withViewAs } from '@/features/shell/viewAs';
import type { LaboratoryFieldsFragment as Lab } from '@/gql/graphql';
import { Button, Card, DataTable, type DataTableColumn, MapView, PageHeader } from '@/ui';
import { useLaboratoryAccess } from './access';
import { analysisTypeLabel, distanceText, turnaroundText } from './display';
import { LaboratoryQuery } from './documents';
import { ScheduleAnalysisDialog } from './ScheduleAnalysisDialog';

type Offer = Lab['analyses'][number];

const OFFER_COLUMNS: DataTableColumn<Offer>[] = [
  { key: 'name', header: 'Análise', render: (offer) => offer.name },
  { key: 'type', header: 'Tipo', render: (offer) => analysisTypeLabel(offer.type) },
  { key: 'turnaround', header: 'Prazo', render: (offer) => turnaroundText(offer.turnaroundDays) },
  { key: 'price', header: 'Preço', className: 'sm:text-right', render: (offer) => formatBRL(offer.price) },
];

function Contact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <span className="mt-0.5 text-brand-700">{icon}</span>
      <div className="min-w-0">
        <dt className="text-xs font-medium text-muted">{label}</dt>
        <dd className="break-words text-sm text-ink">{children}</dd>
      </div>
    </div>
  );
}

/**
 * …/laboratorios/laboratorio?laboratoryId= (spec 001 §2.11): contact, site, address on a small map, the
 * analyses offered with their price in BRL, and 'Agendar análise' for the consultant (not for a master's visit).
 */
export function LaboratoryPage() {
  const { paths, viewAsId, canSchedule } = useLaboratoryAccess();
  const [params] = useSearchParams();
  const id = params.get('laboratoryId')?.trim() ?? '';
  const [scheduling, setScheduling] = useState(false);
  const { data, loading, error, refetch } = useQuery(LaboratoryQuery, {
    variables: { id, viewAs: viewAsId },
    skip: !id,
  });
  const backTo = withViewAs(paths.index, viewAsId);
  const lab = data?.laboratory;

  if (!lab) {
    return (
      <div className="flex flex-col">
        <PageHeader title="Laboratório" backTo={backTo} />
        <MissingRecord
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          loadingLabel="Carregando laboratório"
        />
      </div>
    );
  }
  const distance = distanceText(lab.distanceKm);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={lab.name}
        subtitle={`${lab.address.city} - ${lab.address.stateFrom}${distance ? ` · ${distance}` : ''}`}
        backTo={backTo}
        actions={
          canSchedule ? (
            <Button icon={<CalendarPlus aria-hidden="true" className="size-4" />} onClick={() => setScheduling(true)}>
              Agendar análise
            </Button>
          ) : null
        }
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card title="Contato">
          <dl className="flex flex-col gap-3">
            <Contact icon={<Phone aria-hidden="true" className="size-4" />} label="Telefone">
              {lab.phone ? <a href={`tel:${lab.phone.replace(/[^\d+]/g, '')}`}>{lab.phone}</a> : '—'}
            </Contact>
            <Contact icon={<Mail aria-hidden="true" className="size-4" />} label="E-mail">
              {lab.email ? <a href={`mailto:${lab.email}`}>{lab.email}</a> : '—'}
            </Contact>
            <Contact icon={<ExternalLink aria-hidden="true" className="size-4" />} label="Site">
              {lab.site ? (
                <a href={lab.site} target="_blank" rel="noopener noreferrer">
                  {lab.site.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                  <span className="sr-only"> (abre em nova aba)</span>
                </a>
              ) : (
                '—'
              )}
            </Contact>
          </dl>
        </Card>
        <Card title="Endereço">
          <p className="mb-2 text-sm text-ink-soft">{lab.address.formattedAddress}</p>
          <MapView coords={lab.address.coords} height={220} label={`Localização de ${lab.name}`} />
        </Card>
      </div>
      <Card title="Análises oferecidas" flush>
        <DataTable
          caption="Análises oferecidas"
          columns={OFFER_COLUMNS}
          rows={lab.analyses}
          rowKey={(offer) => `${offer.type}-${offer.name}`}
          empty={<p className="p-4 text-sm text-muted">Nenhuma análise encontrada</p>}
        />
      </Card>
      {canSchedule ? <ScheduleAnalysisDialog lab={lab} open={scheduling} onClose={() => setScheduling(false)} /> : null}
    </div>
  );
}
