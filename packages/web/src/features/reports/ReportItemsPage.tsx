import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CREATE_REPORT_ITEM,
  DOCUMENT_ACCEPT,
  messageFor,
  REPORT_ITEM_DESCRIPTION_MAX,
  REPORT_ITEM_TITLE_MAX,
  REPORT_MESSAGES,
  type ReportItemFields,
  type ReportItemFormInput,
  reportItemFieldsFormSchema,
  reportItemFormSchema,
} from '@talhao/schema';
import { ImageOff, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { errorMessage } from '@/app/errors';
import { uploadFile } from '@/app/upload';
import type { ReportQuery as ReportResult } from '@/gql/graphql';
import {
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  ErrorState,
  FieldError,
  LinkButton,
  PageHeader,
  Spinner,
  TextAreaField,
  TextField,
  UploadProgress,
  useToast,
} from '@/ui';
import {
  DeleteReportItemMutation,
  RemoveReportItemPhotoMutation,
  ReportQuery,
  UpdateReportItemMutation,
} from './documents';
import { useReportLinks } from './links';
import { ItemFile, PhotoDialog } from './ReportDetailPage';

type Report = NonNullable<ReportResult['report']>;
type Item = Report['items'][number];
type ItemFormValues = ReportItemFields & { file: File };
type UploadAnswer = { message?: string; fields?: Partial<Record<'title' | 'description', string>> };

export const ITEMS_TITLE = 'Itens do relatório';

/** The add form: optional title, description ≤ 480 and one PDF/PNG/JPEG ≤ 3 MB, sent with a real progress bar. */
function AddItemForm({ report, onAdded }: { report: Report; onAdded(): Promise<unknown> }) {
  const toast = useToast();
  const fileId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<ReportItemFormInput, unknown, ItemFormValues>({
    resolver: zodResolver(reportItemFormSchema) as unknown as Resolver<ReportItemFormInput, unknown, ItemFormValues>,
    mode: 'onTouched',
    defaultValues: { title: '', description: '', file: undefined },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setProgress(0);
    try {
      const result = await uploadFile(
        `/uploads/report-item/${encodeURIComponent(report.id)}`,
        values.file,
        setProgress,
        [
          ['consultancyProvidedId', report.providedConsultancyId],
          ['title', values.title],
          ['description', values.description],
        ],
      );
      const body = (result.body ?? {}) as UploadAnswer;
      if (result.ok) {
        toast.success(body.message ?? CREATE_REPORT_ITEM.success ?? '');
        form.reset({ title: '', description: '', file: undefined });
        await onAdded();
        return;
      }
      for (const [field, message] of Object.entries(body.fields ?? {})) {
        form.setError(field as 'title' | 'description', { message });
      }
      toast.error(body.message ?? messageFor(CREATE_REPORT_ITEM, result.status).message);
    } catch {
      toast.error(REPORT_MESSAGES.loadError);
    } finally {
      setProgress(null);
    }
  });
  return (
    <Card title="Adicionar item">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Título (opcional)"
          maxLength={REPORT_ITEM_TITLE_MAX * 2}
          error={errors.title?.message}
          disabled={isSubmitting}
          {...form.register('title')}
        />
        <TextAreaField
          label="Descrição"
          required
          rows={4}
          maxLength={REPORT_ITEM_DESCRIPTION_MAX}
          error={errors.description?.message}
          disabled={isSubmitting}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <div className="flex flex-col gap-1">
              <label htmlFor={fileId} className="text-sm font-medium">
                Foto ou PDF (até 3 MB)
              </label>
              <input
                id={fileId}
                type="file"
                accept={DOCUMENT_ACCEPT}
                disabled={isSubmitting}
                aria-invalid={errors.file ? true : undefined}
                aria-describedby={errors.file ? `${fileId}-error` : undefined}
                onChange={(event) => {
                  field.onChange(event.target.files?.[0] ?? undefined);
                  void form.trigger('file');
                }}
                className="text-sm"
              />
              <FieldError id={`${fileId}-error`} message={errors.file?.message} />
            </div>
          )}
        />
        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          {progress !== null ? <UploadProgress ratio={progress} label="Enviando item" /> : null}
          <Button type="submit" loading={isSubmitting}>
            Adicionar item
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** An item's title and description, edited in a dialog. */
function EditItemDialog(props: {
  item: Item | null;
  onClose(): void;
  onSave(values: ReportItemFields): Promise<boolean>;
}) {
  const form = useForm<ReportItemFields, unknown, ReportItemFields>({
    resolver: zodResolver(reportItemFieldsFormSchema) as unknown as Resolver<
      ReportItemFields,
      unknown,
      ReportItemFields
    >,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a reopened dialog starts from the item
  useEffect(() => {
    if (props.item) form.reset({ title: props.item.title ?? '', description: props.item.description });
  }, [props.item]);
  const submit = form.handleSubmit(async (values) => {
    if (await props.onSave(values)) props.onClose();
  });
  return (
    <Dialog
      open={props.item !== null}
      onClose={props.onClose}
      title="Editar item"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={props.onClose} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" form="report-item-form" loading={isSubmitting}>
            Salvar
          </Button>
        </>
      }
    >
      <form id="report-item-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Título (opcional)"
          maxLength={REPORT_ITEM_TITLE_MAX * 2}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <TextAreaField
          label="Descrição"
          required
          rows={4}
          maxLength={REPORT_ITEM_DESCRIPTION_MAX}
          error={errors.description?.message}
          {...form.register('description')}
        />
      </form>
    </Dialog>
  );
}

/**
 * …/consultorias/prestadas/relatorios/criar/:consultancyReportId (spec 001 §2.5): the report's items editor — add
 * an item with its photo or PDF (real upload progress), edit an item, delete an item or only its photo, each delete
 * after a confirmation, each outcome in a toast.
 */
export function ReportItemsPage() {
  const { consultancyReportId = '' } = useParams();
  const links = useReportLinks();
  const toast = useToast();
  const [editing, setEditing] = useState<Item | null>(null);
  const [photo, setPhoto] = useState<Item | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'item' | 'photo'; item: Item } | null>(null);
  const { data, loading, error, refetch } = useQuery(ReportQuery, {
    variables: { id: consultancyReportId, viewAs: links.viewAsId },
  });
  const [updateItem] = useMutation(UpdateReportItemMutation);
  const [removePhoto, removingPhoto] = useMutation(RemoveReportItemPhotoMutation);
  const [deleteItem, deletingItem] = useMutation(DeleteReportItemMutation);
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
        <PageHeader title={ITEMS_TITLE} />
        {error ? (
          <ErrorState message={REPORT_MESSAGES.loadError} onRetry={() => void refetch()} />
        ) : (
          <ErrorState message={REPORT_MESSAGES.notFound} />
        )}
      </div>
    );
  }
  const farmerId = report.farmerId ?? links.farmerId;
  const back = links.report(report.id, report.providedConsultancyId, farmerId);
  if (!report.capabilities.canEditItems) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title={ITEMS_TITLE} backTo={back} />
        <ErrorState message={REPORT_MESSAGES.notAuthor} />
      </div>
    );
  }

  const run = async (action: () => Promise<{ message: string } | null | undefined>) => {
    try {
      const done = await action();
      if (done) toast.success(done.message);
      return Boolean(done);
    } catch (err) {
      toast.error(errorMessage(err));
      return false;
    }
  };
  const confirmed = async () => {
    if (!confirm) return;
    const variables = { reportId: report.id, index: confirm.item.index };
    await run(async () =>
      confirm.kind === 'photo'
        ? (await removePhoto({ variables })).data?.removeReportItemPhoto
        : (await deleteItem({ variables })).data?.deleteReportItem,
    );
    setConfirm(null);
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={ITEMS_TITLE}
        subtitle={report.title}
        backTo={back}
        actions={
          <LinkButton to={back} variant="secondary">
            Concluir
          </LinkButton>
        }
      />
      <AddItemForm report={report} onAdded={() => refetch()} />
      {report.items.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {report.items.map((item) => (
            <li key={item.index}>
              <Card as="article">
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                  <ItemFile item={item} onOpen={setPhoto} />
                  <div className="min-w-0 flex-1">
                    {item.title ? <h2 className="font-medium">{item.title}</h2> : null}
                    <p className="whitespace-pre-line text-sm">{item.description}</p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      icon={<Pencil aria-hidden="true" className="size-4" />}
                      onClick={() => setEditing(item)}
                    >
                      Editar<span className="sr-only"> item {item.index + 1}</span>
                    </Button>
                    {item.fileUrl ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        icon={<ImageOff aria-hidden="true" className="size-4" />}
                        onClick={() => setConfirm({ kind: 'photo', item })}
                      >
                        Excluir foto<span className="sr-only"> do item {item.index + 1}</span>
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="danger"
                      icon={<Trash2 aria-hidden="true" className="size-4" />}
                      onClick={() => setConfirm({ kind: 'item', item })}
                    >
                      Excluir item<span className="sr-only"> {item.index + 1}</span>
                    </Button>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{REPORT_MESSAGES.noItems}</p>
      )}
      <PhotoDialog item={photo} onClose={() => setPhoto(null)} />
      <EditItemDialog
        item={editing}
        onClose={() => setEditing(null)}
        onSave={(values) =>
          run(
            async () =>
              (await updateItem({ variables: { reportId: report.id, index: editing?.index ?? 0, input: values } })).data
                ?.updateReportItem,
          )
        }
      />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'photo' ? 'Excluir foto' : 'Excluir item'}
        message={confirm?.kind === 'photo' ? REPORT_MESSAGES.confirmDeletePhoto : REPORT_MESSAGES.confirmDeleteItem}
        confirmLabel="Excluir"
        tone="danger"
        loading={removingPhoto.loading || deletingItem.loading}
        onConfirm={() => void confirmed()}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
