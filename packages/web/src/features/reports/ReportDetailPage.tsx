import { useMutation, useQuery } from '@apollo/client/react';
import { COMMON, FIELD_ACTIVITY_TYPE_LABELS, formatDay, REPORT_MESSAGES } from '@talhao/schema';
import { ChevronDown, ExternalLink, FileText, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '@/app/errors';
import { withViewAs } from '@/features/shell/viewAs';
import type { ReportQuery as ReportResult } from '@/gql/graphql';
import {
  Button,
  buttonClasses,
  Card,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Dialog,
  DropdownMenu,
  type DropdownMenuItem,
  EmptyState,
  ErrorState,
  LinkButton,
  PageHeader,
  Spinner,
  useToast,
} from '@/ui';
import { DeleteReportMutation, InsertTechnicalAdviceMutation, ReportQuery, UpdateReportMutation } from './documents';
import { useReportLinks } from './links';
import { GeneratePdfButton } from './pdf/GeneratePdfButton';
import { ReportFormDialog, TechnicalAdviceDialog } from './ReportDialogs';

type Report = NonNullable<ReportResult['report']>;
type Activity = Report['recommendedActivities'][number];
type Item = Report['items'][number];

export const isImageItem = (item: Pick<Item, 'fileType'>) =>
  item.fileType === 'image/png' || item.fileType === 'image/jpeg';

/** An item's file: a photo as a thumbnail that opens large; a PDF as a link to a new tab. */
export function ItemFile({ item, onOpen }: { item: Item; onOpen(item: Item): void }) {
  if (!item.fileUrl) return null;
  const name = item.title || item.fileName || 'Arquivo do item';
  if (isImageItem(item)) {
    return (
      <button
        type="button"
        className="shrink-0 overflow-hidden rounded-md border border-line"
        onClick={() => onOpen(item)}
      >
        <img src={item.fileUrl} alt={`Foto: ${name}`} className="h-20 w-28 object-cover" />
        <span className="sr-only"> (ampliar)</span>
      </button>
    );
  }
  return (
    <a
      href={item.fileUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ variant: 'secondary', size: 'sm' }, 'gap-1.5')}
    >
      <ExternalLink aria-hidden="true" className="size-4" />
      {item.fileName ?? 'Abrir PDF'}
      <span className="sr-only"> (abre em uma nova aba)</span>
    </a>
  );
}

/** A photo at full size. */
export function PhotoDialog({ item, onClose }: { item: Item | null; onClose(): void }) {
  return (
    <Dialog open={item !== null} onClose={onClose} title={item?.title || item?.fileName || 'Foto'} size="lg">
      {item?.fileUrl ? (
        <img src={item.fileUrl} alt={`Foto: ${item.title || item.fileName || ''}`} className="mx-auto max-h-[70vh]" />
      ) : null}
    </Dialog>
  );
}

/** The recommended field activities' table (the report and its recommendations page). */
export const activityColumns = (
  editLink: (activity: Activity) => string | null,
  detailLink: (activity: Activity) => string,
): DataTableColumn<Activity>[] => [
  { key: 'type', header: 'Tipo', render: (row) => FIELD_ACTIVITY_TYPE_LABELS[row.activityType] },
  {
    key: 'name',
    header: 'Título',
    render: (row) => (
      <Link to={detailLink(row)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
        {row.name}
      </Link>
    ),
  },
  { key: 'start', header: 'Início', render: (row) => formatDay(`${row.startDate}T12:00:00Z`) },
  { key: 'end', header: 'Fim', render: (row) => formatDay(`${row.endDate}T12:00:00Z`) },
  { key: 'description', header: 'Descrição', render: (row) => row.description ?? '—' },
  { key: 'sectors', header: 'Setores', render: (row) => row.sectors.map((sector) => sector.name).join(', ') || '—' },
  {
    key: 'edit',
    header: 'Ações',
    className: 'sm:w-px sm:text-right',
    render: (row) => {
      const to = editLink(row);
      return to ? (
        <LinkButton to={to} variant="secondary" size="sm" icon={<Pencil aria-hidden="true" className="size-4" />}>
          Editar<span className="sr-only"> {row.name}</span>
        </LinkButton>
      ) : null;
    },
  },
];

/**
 * …/consultorias/prestadas/relatorios/:id (spec 001 §2.5, §4, §6; 002 §2): the farmer, the technical opinion (with
 * its edit for the consultant), the recommended field activities, the items with their photos and PDFs, 'Editar',
 * 'Gerar PDF', the add menu ('Inserir parecer técnico' / 'Inserir relatório', 'Não há itens para adicionar' when both
 * exist) and the delete with confirmation. What the caller may do comes from the report's capabilities (the BFF's).
 */
export function ReportDetailPage() {
  const { id = '' } = useParams();
  const links = useReportLinks();
  const toast = useToast();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [advice, setAdvice] = useState<'insert' | 'edit' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [photo, setPhoto] = useState<Item | null>(null);
  // cache-and-network: coming back from 'Recomendar' or the items editor shows what they added.
  const { data, loading, error, refetch } = useQuery(ReportQuery, {
    variables: { id, viewAs: links.viewAsId },
    fetchPolicy: 'cache-and-network',
  });
  const [updateReport] = useMutation(UpdateReportMutation);
  const [insertAdvice] = useMutation(InsertTechnicalAdviceMutation);
  const [deleteReport, deleting] = useMutation(DeleteReportMutation);
  const report = data?.report;

  if (!report) {
    if (loading) {
      return (
        <div className="flex justify-center py-16 text-brand-600">
          <Spinner size={32} label="Carregando relatório" />
        </div>
      );
    }
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title={REPORT_MESSAGES.title} />
        {error ? (
          <ErrorState message={REPORT_MESSAGES.loadError} onRetry={() => void refetch()} />
        ) : (
          <ErrorState message={REPORT_MESSAGES.notFound} />
        )}
      </div>
    );
  }

  const can = report.capabilities;
  const providedId = report.providedConsultancyId;
  const farmerId = report.farmerId ?? links.farmerId;
  const saveWith = async (run: () => Promise<{ message: string } | null | undefined>): Promise<boolean> => {
    try {
      const done = await run();
      if (done) toast.success(done.message);
      return Boolean(done);
    } catch (err) {
      toast.error(errorMessage(err));
      return false;
    }
  };
  const addItems: DropdownMenuItem[] = [
    ...(can.canAddTechnicalAdvice
      ? [{ label: REPORT_MESSAGES.insertTechnicalAdvice, onSelect: () => setAdvice('insert') }]
      : []),
    ...(can.canAddItems
      ? [{ label: REPORT_MESSAGES.insertItems, to: links.items(report.id, providedId, farmerId) }]
      : []),
  ];
  const writer = can.canEditItems;
  const editRecommendation = (activity: Activity) =>
    can.canEditRecommendations && activity.createdByMe ? links.paths.editRecommendation(activity.id) : null;

  const remove = async () => {
    try {
      const result = await deleteReport({ variables: { id: report.id } });
      const done = result.data?.deleteReport;
      if (!done) return;
      toast.success(done.message);
      navigate(
        done.next === 'PROVIDED_CONSULTANCY'
          ? links.provided(done.providedConsultancyId)
          : links.list(done.providedConsultancyId, done.farmerId ?? farmerId),
      );
    } catch (err) {
      toast.error(errorMessage(err));
      setConfirmDelete(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={report.title}
        subtitle={`Criado em ${formatDay(report.createdAt)}`}
        backTo={links.list(providedId, farmerId)}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <GeneratePdfButton reportId={report.id} reportTitle={report.title} viewAsId={links.viewAsId} />
            {can.canEdit ? (
              <Button
                variant="secondary"
                icon={<Pencil aria-hidden="true" className="size-4" />}
                onClick={() => setEditing(true)}
              >
                Editar
              </Button>
            ) : null}
            {writer ? (
              addItems.length > 0 ? (
                <DropdownMenu
                  label="Adicionar ao relatório"
                  button={
                    <span className={buttonClasses({}, 'gap-1.5')}>
                      Adicionar
                      <ChevronDown aria-hidden="true" className="size-4" />
                    </span>
                  }
                  items={addItems}
                />
              ) : (
                <p className="text-sm text-muted">{REPORT_MESSAGES.nothingToAdd}</p>
              )
            ) : null}
            {can.canDelete ? (
              <Button
                variant="danger"
                icon={<Trash2 aria-hidden="true" className="size-4" />}
                onClick={() => setConfirmDelete(true)}
              >
                Excluir
              </Button>
            ) : null}
          </div>
        }
      />

      <Card title="Agricultor">
        {report.farmer ? (
          <p>
            <span className="font-medium">{report.farmer.name}</span>
            {report.farmer.address?.city ? (
              <span className="text-muted">
                {' '}
                — {report.farmer.address.city}
                {report.farmer.address.stateFrom ? `/${report.farmer.address.stateFrom}` : ''}
              </span>
            ) : null}
          </p>
        ) : (
          <p className="text-muted">{COMMON.farmerUnavailable}</p>
        )}
        {report.description ? <p className="mt-3 whitespace-pre-line text-sm">{report.description}</p> : null}
      </Card>

      <Card
        title="Parecer técnico"
        actions={
          can.canEditTechnicalAdvice ? (
            <Button
              variant="secondary"
              size="sm"
              icon={<Pencil aria-hidden="true" className="size-4" />}
              onClick={() => setAdvice('edit')}
            >
              Editar parecer técnico
            </Button>
          ) : null
        }
      >
        {report.technicalAdvice ? (
          <p className="whitespace-pre-line">{report.technicalAdvice}</p>
        ) : (
          <p className="text-muted">{REPORT_MESSAGES.noTechnicalAdvice}</p>
        )}
      </Card>

      <Card
        title="Atividades de campo recomendadas"
        flush
        actions={
          <div className="flex flex-wrap gap-2">
            {report.recommendedActivities.length > 0 ? (
              <LinkButton variant="secondary" size="sm" to={links.recommendations(report.id, providedId, farmerId)}>
                Ver lista
              </LinkButton>
            ) : null}
            {can.canRecommend && farmerId ? (
              <LinkButton
                size="sm"
                to={links.paths.createRecommendation({
                  consultancyProvidedId: providedId,
                  farmerId,
                  consultancyReportId: report.id,
                })}
              >
                Recomendar
              </LinkButton>
            ) : null}
          </div>
        }
      >
        <DataTable
          caption="Atividades de campo recomendadas"
          columns={activityColumns(editRecommendation, (activity) =>
            withViewAs(links.paths.recommendation(activity.id), links.viewAsId),
          )}
          rows={report.recommendedActivities}
          rowKey={(row) => row.id}
          empty={<p className="p-5 text-muted">{REPORT_MESSAGES.noRecommendations}</p>}
        />
      </Card>

      <Card
        title="Itens do relatório"
        actions={
          writer && report.items.length > 0 ? (
            <Link
              to={links.items(report.id, providedId, farmerId)}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              Editar itens
            </Link>
          ) : null
        }
      >
        {report.items.length > 0 ? (
          <ul className="flex flex-col gap-4">
            {report.items.map((item) => (
              <li key={item.index} className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <ItemFile item={item} onOpen={setPhoto} />
                <div className="min-w-0">
                  {item.title ? <h3 className="font-medium">{item.title}</h3> : null}
                  <p className="whitespace-pre-line text-sm">{item.description}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon={<FileText aria-hidden="true" className="size-6" />} title={REPORT_MESSAGES.noItems} />
        )}
      </Card>

      <PhotoDialog item={photo} onClose={() => setPhoto(null)} />
      <ReportFormDialog
        open={editing}
        title="Editar relatório"
        submitLabel="Salvar"
        initial={{ title: report.title, description: report.description }}
        onClose={() => setEditing(false)}
        onSave={(values) =>
          saveWith(async () => (await updateReport({ variables: { id: report.id, input: values } })).data?.updateReport)
        }
      />
      <TechnicalAdviceDialog
        open={advice !== null}
        title={advice === 'edit' ? 'Editar parecer técnico' : REPORT_MESSAGES.insertTechnicalAdvice}
        initial={advice === 'edit' ? (report.technicalAdvice ?? '') : ''}
        onClose={() => setAdvice(null)}
        onSave={(values) =>
          saveWith(async () =>
            advice === 'edit'
              ? (
                  await updateReport({
                    variables: {
                      id: report.id,
                      input: {
                        title: report.title,
                        description: report.description,
                        technicalAdvice: values.technicalAdvice,
                      },
                    },
                  })
                ).data?.updateReport
              : (await insertAdvice({ variables: { id: report.id, technicalAdvice: values.technicalAdvice } })).data
                  ?.insertTechnicalAdvice,
          )
        }
      />
      <ConfirmDialog
        open={confirmDelete}
        title="Excluir relatório"
        message={REPORT_MESSAGES.confirmDelete}
        confirmLabel="Excluir"
        tone="danger"
        loading={deleting.loading}
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
      />
    </div>
  );
}
