import { useQuery } from '@apollo/client/react';
import { formatBRL, formatDayTime } from '@talhao/schema';
import { CalendarDays, Clock, MapPin, Pencil, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useArea } from '@/app/area';
import { errorMessage } from '@/app/errors';
import { NotFoundPage } from '@/features/common/NotFoundPage';
import { useViewAs } from '@/features/shell/viewAs';
import { Button, Card, ErrorState, FullPageSpinner, LinkButton, PageHeader, RichTextView } from '@/ui';
import { useCanManageTrainings, useTrainingPaths } from '../access';
import { durationLabel, FORMAT_LABEL, remainingSpotsLabel, spotsLabel } from '../display';
import { TrainingConsultantOptionsQuery, TrainingDetailQuery } from '../documents';
import { ParticipantsDialog } from './ParticipantsDialog';

function Fact({ icon, label, children }: { icon?: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-muted">
        {icon}
        {label}
      </dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return <Card title={title}>{children}</Card>;
}

/** …/treinamentos/:id — everything about one training, 'Editar' only while it can still change. */
export function TrainingDetailPage() {
  const { id = '' } = useParams();
  const { viewAsId } = useViewAs();
  const { area } = useArea();
  const paths = useTrainingPaths();
  const canManage = useCanManageTrainings();
  const [participantsOpen, setParticipantsOpen] = useState(false);
  const { data, loading, error, refetch } = useQuery(TrainingDetailQuery, {
    variables: { id, viewAs: viewAsId },
    fetchPolicy: 'cache-and-network',
  });
  const training = data?.training;

  if (loading && !training) return <FullPageSpinner label="Carregando treinamento" />;
  if (error && !training) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!training) return <NotFoundPage />;

  const iconClass = 'size-3.5';
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={training.title}
        backTo={new Date(training.date).getTime() > Date.now() ? paths.open : paths.history}
        actions={
          canManage && training.editable ? (
            <LinkButton to={paths.edit(training.id)} icon={<Pencil aria-hidden="true" className="size-4" />}>
              Editar
            </LinkButton>
          ) : null
        }
      />
      <Card>
        <div className="flex flex-col gap-4 sm:flex-row">
          {training.imageUrl ? (
            <img
              src={training.imageUrl}
              alt={`Imagem do treinamento ${training.title}`}
              className="aspect-video w-full rounded-lg object-cover sm:w-72"
            />
          ) : null}
          <dl className="grid flex-1 grid-cols-1 gap-4 sm:grid-cols-2">
            <Fact label="Preço">{formatBRL(training.price)}</Fact>
            <Fact label="Modalidade">{FORMAT_LABEL[training.format]}</Fact>
            <Fact icon={<MapPin aria-hidden="true" className={iconClass} />} label="Local">
              {training.address?.formattedAddress ?? (training.format === 'ONLINE' ? 'Online' : 'Não informado')}
            </Fact>
            <Fact icon={<Users aria-hidden="true" className={iconClass} />} label="Inscritos confirmados / vagas">
              <span className="flex flex-wrap items-center gap-2">
                <span>{spotsLabel(training.confirmedCount, training.availableSpots)}</span>
                <span className="text-muted">({remainingSpotsLabel(training.remainingSpots)})</span>
                <Button type="button" variant="link" size="sm" onClick={() => setParticipantsOpen(true)}>
                  Ver Inscritos
                </Button>
              </span>
            </Fact>
            <Fact icon={<CalendarDays aria-hidden="true" className={iconClass} />} label="Data">
              {formatDayTime(training.date)}
            </Fact>
            <Fact icon={<Clock aria-hidden="true" className={iconClass} />} label="Duração">
              {durationLabel(training.duration)}
            </Fact>
            {area === 'ENTERPRISE' && training.consultantIds.length > 0 ? (
              <Fact label="Consultores">
                <TrainingConsultantNames ids={training.consultantIds} viewAs={viewAsId ?? null} />
              </Fact>
            ) : null}
          </dl>
        </div>
      </Card>
      <Section title="Resumo">
        <p className="text-sm italic text-ink-soft">{training.summary}</p>
      </Section>
      <Section title="Descrição">
        <RichTextView html={training.description} />
      </Section>
      <Section title="Informações específicas">
        <RichTextView html={training.specificInformation} />
      </Section>
      <ParticipantsDialog trainingId={training.id} open={participantsOpen} onClose={() => setParticipantsOpen(false)} />
    </div>
  );
}

/** The company's consultants who give the training, by name (the company area: it reads its consultants). */
function TrainingConsultantNames({ ids, viewAs }: { ids: readonly string[]; viewAs: string | null }) {
  const { data } = useQuery(TrainingConsultantOptionsQuery, { variables: { page: 1, viewAs } });
  const names = new Map((data?.companyConsultants.items ?? []).map((c) => [c.id, c.name]));
  return <>{ids.map((id) => names.get(id) ?? 'Consultor removido').join(', ')}</>;
}
