import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ANALYSIS_MESSAGES,
  CREATE_LAB_ANALYSIS,
  type LabAnalysisFormInput,
  type LabAnalysisFormValues,
  labAnalysisFormSchema,
  messageFor,
  todayInSaoPaulo,
} from '@talhao/schema';
import { useMemo, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useFormUnsavedChanges } from '@/app/formUnsavedChanges';
import { uploadFile } from '@/app/upload';
import { FormLayout } from '@/features/common/FormPage';
import { Button, DateField, ErrorState, SearchSelect, TextField, UploadProgress, useToast } from '@/ui';
import { useSearchTerm } from '@/ui/search';
import { AnalysisPropertiesQuery } from './documents';
import { FileDropZone } from './FileDropZone';
import { useAnalysesLinks } from './links';

interface PropertyOption {
  id: string;
  name: string;
}

/** The farmer's properties, searched by name. */
function PropertyPicker(props: {
  farmerId: string;
  viewAsId: string | null;
  value: PropertyOption | null;
  onChange(option: PropertyOption | null): void;
  error?: string;
  disabled?: boolean;
}) {
  const search = useSearchTerm();
  const { data, loading, error } = useQuery(AnalysisPropertiesQuery, {
    variables: { farmerId: props.farmerId, name: search.term || null, viewAs: props.viewAsId },
  });
  return (
    <SearchSelect<PropertyOption>
      label="Propriedade"
      required
      value={props.value}
      onChange={(option) => props.onChange(option ? { id: option.id, name: option.name } : null)}
      error={props.error}
      disabled={props.disabled}
      placeholder="Pesquise pelo nome da propriedade"
      texts={{
        toggle: 'Mostrar propriedades',
        searching: 'Buscando propriedades',
        failed: 'Não foi possível buscar as propriedades agora.',
      }}
      search={search}
      result={{ options: data?.farmerProperties.items ?? [], loading, failed: Boolean(error) }}
      optionLabel={(option) => option.name}
      renderOption={(option) => <span className="min-w-0 flex-1 truncate">{option.name}</span>}
    />
  );
}

type UploadAnswer = { id?: string; message?: string; fields?: Partial<Record<'name' | 'date' | 'property', string>> };

/**
 * …/agricultores/analises-agronomicas/inserir?farmerId= (spec 001 §2.7): name, day, property and one
 * PDF/PNG/JPEG ≤ 3 MB, checked with the shared rules before sending; fields and file go together to the BFF's
 * multipart route with a real progress bar; success toasts and goes back to the list, a failure keeps the form.
 */
export function AnalysisUploadPage() {
  const links = useAnalysesLinks();
  const toast = useToast();
  const navigate = useNavigate();
  const today = todayInSaoPaulo();
  const resolver = useMemo(
    () =>
      zodResolver(labAnalysisFormSchema(today)) as unknown as Resolver<
        LabAnalysisFormInput,
        unknown,
        LabAnalysisFormValues
      >,
    [today],
  );
  const form = useForm<LabAnalysisFormInput, unknown, LabAnalysisFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { name: '', date: '', property: '', file: undefined },
  });
  useFormUnsavedChanges(form);
  const [property, setProperty] = useState<PropertyOption | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { errors, isSubmitting } = form.formState;

  if (!links.farmerId) {
    return (
      <FormLayout title={ANALYSIS_MESSAGES.insertTitle} backTo={links.list}>
        <ErrorState message="Escolha um agricultor para inserir uma análise." />
      </FormLayout>
    );
  }
  if (!links.canWrite) {
    return (
      <FormLayout title={ANALYSIS_MESSAGES.insertTitle} backTo={links.list}>
        <ErrorState message="Você pode consultar as análises deste agricultor, mas não inserir novas." />
      </FormLayout>
    );
  }
  const farmerId = links.farmerId;

  const submit = form.handleSubmit(async (values) => {
    setProgress(0);
    try {
      const result = await uploadFile(
        `/uploads/lab-analysis/${encodeURIComponent(farmerId)}`,
        values.file as unknown as File,
        setProgress,
        [
          ['name', values.name],
          ['date', values.date],
          ['property', values.property],
        ],
      );
      const body = (result.body ?? {}) as UploadAnswer;
      if (result.ok) {
        toast.success(body.message ?? CREATE_LAB_ANALYSIS.success ?? '');
        navigate(links.list);
        return;
      }
      for (const [field, message] of Object.entries(body.fields ?? {})) {
        form.setError(field as 'name' | 'date' | 'property', { message });
      }
      toast.error(body.message ?? messageFor(CREATE_LAB_ANALYSIS, result.status).message);
    } catch {
      toast.error(ANALYSIS_MESSAGES.fileError);
    } finally {
      setProgress(null);
    }
  });

  return (
    <FormLayout title={ANALYSIS_MESSAGES.insertTitle} backTo={links.list}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Nome da análise"
          required
          maxLength={200}
          placeholder="Ex.: Análise de solo — talhão 3"
          error={errors.name?.message}
          disabled={isSubmitting}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <DateField
              label="Data da análise"
              required
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              max={today}
              error={errors.date?.message}
              disabled={isSubmitting}
            />
          )}
        />
        <Controller
          control={form.control}
          name="property"
          render={({ field }) => (
            <PropertyPicker
              farmerId={farmerId}
              viewAsId={links.viewAsId}
              value={property}
              onChange={(option) => {
                setProperty(option);
                field.onChange(option?.id ?? '');
              }}
              error={errors.property?.message}
              disabled={isSubmitting}
            />
          )}
        />
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <FileDropZone
              label="Arquivo da análise"
              value={(field.value as File | null) ?? null}
              onChange={(file) => {
                field.onChange(file);
                // Judged at once: the wrong type or size is said before sending.
                void form.trigger('file');
              }}
              error={errors.file?.message}
              disabled={isSubmitting}
            />
          )}
        />
        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          {progress !== null ? <UploadProgress ratio={progress} label="Enviando análise" /> : null}
          <Button type="submit" loading={isSubmitting}>
            Salvar
          </Button>
        </div>
      </form>
    </FormLayout>
  );
}
