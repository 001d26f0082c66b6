import { zodResolver } from '@hookform/resolvers/zod';
import {
  CREATE_MONITORING_POST,
  DOCUMENT_ACCEPT,
  MONITORING_MESSAGES,
  MONITORING_POST_DESCRIPTION_MAX,
  MONITORING_POST_TITLE_MAX,
  type MonitoringPostFormInput,
  type MonitoringPostFormValues,
  messageFor,
  monitoringPostFormSchema,
} from '@talhao/schema';
import { useId, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { uploadFile } from '@/app/upload';
import { Button, Dialog, FieldError, TextAreaField, TextField, UploadProgress, useToast } from '@/ui';

const resolver = zodResolver(monitoringPostFormSchema) as unknown as Resolver<
  MonitoringPostFormInput,
  unknown,
  MonitoringPostFormValues
>;

type UploadAnswer = { message?: string; fields?: Partial<Record<'title' | 'description', string>> };

/** One PDF/PNG/JPEG: the native picker, the chosen file's name, the schema's verdict at once. */
function FileInput(props: {
  value: File | null;
  onChange(file: File | null): void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Arquivo (PDF, PNG ou JPEG, até 3 MB)
        <span aria-hidden="true" className="text-tone-red">
          {' '}
          *
        </span>
      </label>
      <input
        id={id}
        type="file"
        accept={DOCUMENT_ACCEPT}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className="text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-1.5"
        onChange={(event) => props.onChange(event.target.files?.[0] ?? null)}
      />
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}

/**
 * The add-progress dialog (spec 001 §5 "Monitoring and posts"): optional title, description ≤ 686 with a
 * counter, one PDF/PNG/JPEG ≤ 3 MB sent with a real progress bar. A failure keeps the dialog open with its values.
 */
export function PostDialog(props: { monitoringId: string; open: boolean; onClose(): void; onPosted(): void }) {
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<MonitoringPostFormInput, unknown, MonitoringPostFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { title: '', description: '', file: undefined },
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    if (isSubmitting) return;
    form.reset();
    props.onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setProgress(0);
    try {
      const result = await uploadFile(
        `/uploads/monitoring-post/${encodeURIComponent(props.monitoringId)}`,
        values.file as unknown as File,
        setProgress,
        [...(values.title ? [['title', values.title] as const] : []), ['description', values.description]],
      );
      const body = (result.body ?? {}) as UploadAnswer;
      if (result.ok) {
        toast.success(body.message ?? MONITORING_MESSAGES.postCreated);
        form.reset();
        props.onPosted();
        return;
      }
      for (const [field, message] of Object.entries(body.fields ?? {})) {
        form.setError(field as 'title' | 'description', { message });
      }
      toast.error(body.message ?? messageFor(CREATE_MONITORING_POST, result.status).message);
    } catch {
      toast.error(messageFor(CREATE_MONITORING_POST, 0).message);
    } finally {
      setProgress(null);
    }
  });

  return (
    <Dialog open={props.open} onClose={close} title={MONITORING_MESSAGES.addPost} size="lg">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Título (opcional)"
          maxLength={200}
          error={errors.title?.message}
          disabled={isSubmitting}
          hint={`Até ${MONITORING_POST_TITLE_MAX} caracteres`}
          {...form.register('title')}
        />
        <TextAreaField
          label="Descrição"
          required
          rows={6}
          maxLength={MONITORING_POST_DESCRIPTION_MAX}
          error={errors.description?.message}
          disabled={isSubmitting}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <FileInput
              value={(field.value as File | null) ?? null}
              onChange={(file) => {
                field.onChange(file ?? undefined);
                void form.trigger('file');
              }}
              error={errors.file?.message}
              disabled={isSubmitting}
            />
          )}
        />
        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          {progress !== null ? <UploadProgress ratio={progress} label="Enviando andamento" /> : null}
          <Button type="button" variant="secondary" onClick={close} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Adicionar
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
