import { zodResolver } from '@hookform/resolvers/zod';
import {
  REPORT_DESCRIPTION_MAX,
  REPORT_TITLE_MAX,
  type ReportFormInput,
  type ReportFormValues,
  reportFormSchema,
  TECHNICAL_ADVICE_MAX,
  type TechnicalAdviceValues,
  technicalAdviceSchema,
} from '@talhao/schema';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button, Dialog, TextAreaField, TextField } from '@/ui';

/**
 * 'Criar' and 'Editar' of a report: title and description with the shared rules. `onSave` resolves true when saved
 * (the dialog closes); false keeps what was typed (the caller toasts why).
 */
export function ReportFormDialog(props: {
  open: boolean;
  title: string;
  submitLabel: string;
  initial?: ReportFormInput;
  onClose(): void;
  onSave(values: ReportFormValues): Promise<boolean>;
}) {
  const form = useForm<ReportFormInput, unknown, ReportFormValues>({
    resolver: zodResolver(reportFormSchema) as unknown as Resolver<ReportFormInput, unknown, ReportFormValues>,
    mode: 'onTouched',
    defaultValues: props.initial ?? { title: '', description: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a reopened dialog starts from the record's values
  useEffect(() => {
    if (props.open) form.reset(props.initial ?? { title: '', description: '' });
  }, [props.open]);
  const submit = form.handleSubmit(async (values) => {
    if (await props.onSave(values)) props.onClose();
  });
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={props.onClose} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" form="report-form" loading={isSubmitting}>
            {props.submitLabel}
          </Button>
        </>
      }
    >
      <form id="report-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Título"
          required
          maxLength={REPORT_TITLE_MAX * 2}
          error={errors.title?.message}
          disabled={isSubmitting}
          {...form.register('title')}
        />
        <TextAreaField
          label="Descrição"
          rows={4}
          maxLength={REPORT_DESCRIPTION_MAX}
          error={errors.description?.message}
          disabled={isSubmitting}
          {...form.register('description')}
        />
      </form>
    </Dialog>
  );
}

/** 'Inserir parecer técnico' and its edit: one text, required, at most 480 characters. */
export function TechnicalAdviceDialog(props: {
  open: boolean;
  title: string;
  initial: string;
  onClose(): void;
  onSave(values: TechnicalAdviceValues): Promise<boolean>;
}) {
  const form = useForm<{ technicalAdvice: string }, unknown, TechnicalAdviceValues>({
    resolver: zodResolver(technicalAdviceSchema) as unknown as Resolver<
      { technicalAdvice: string },
      unknown,
      TechnicalAdviceValues
    >,
    mode: 'onTouched',
    defaultValues: { technicalAdvice: props.initial },
  });
  const { errors, isSubmitting } = form.formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a reopened dialog starts from the stored opinion
  useEffect(() => {
    if (props.open) form.reset({ technicalAdvice: props.initial });
  }, [props.open]);
  const submit = form.handleSubmit(async (values) => {
    if (await props.onSave(values)) props.onClose();
  });
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={props.onClose} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" form="technical-advice-form" loading={isSubmitting}>
            Salvar
          </Button>
        </>
      }
    >
      <form id="technical-advice-form" noValidate onSubmit={submit}>
        <TextAreaField
          label="Parecer técnico"
          required
          rows={6}
          maxLength={TECHNICAL_ADVICE_MAX}
          error={errors.technicalAdvice?.message}
          disabled={isSubmitting}
          {...form.register('technicalAdvice')}
        />
      </form>
    </Dialog>
  );
}
