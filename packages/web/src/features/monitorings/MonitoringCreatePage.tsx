import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MONITORING_DEFAULT_STATUS,
  MONITORING_DESCRIPTION_MAX,
  MONITORING_MESSAGES,
  MONITORING_STATUS,
  MONITORING_STATUSES,
  type MonitoringFormInput,
  type MonitoringValues,
  monitoringSchema,
} from '@talhao/schema';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { errorCode, errorMessage } from '@/app/errors';
import { useFormUnsavedChanges } from '@/app/formUnsavedChanges';
import { FormLayout } from '@/features/common/FormPage';
import {
  Button,
  CheckboxField,
  ErrorState,
  FieldError,
  SelectField,
  Spinner,
  TextAreaField,
  TextField,
  useToast,
} from '@/ui';
import { CreateMonitoringMutation, MonitoringConsultancyQuery, MonitoringSectorsQuery } from './documents';
import { useMonitoringLinks } from './links';

const resolver = zodResolver(monitoringSchema) as unknown as Resolver<MonitoringFormInput, unknown, MonitoringValues>;

/** The sectors of the provided consultancy's property, as checkboxes (at least one). */
function SectorChecklist(props: {
  consultancyProvidedId: string;
  value: string[];
  onChange(ids: string[]): void;
  error?: string;
  disabled?: boolean;
}) {
  const consultancy = useQuery(MonitoringConsultancyQuery, { variables: { id: props.consultancyProvidedId } });
  const propertyId = consultancy.data?.providedConsultancy?.property?.id;
  const sectors = useQuery(MonitoringSectorsQuery, {
    variables: { propertyId: propertyId ?? '' },
    skip: !propertyId,
  });
  const loading = consultancy.loading || sectors.loading;
  const failed = consultancy.error || sectors.error;
  const options = sectors.data?.propertySectors ?? [];
  const toggle = (id: string, checked: boolean) =>
    props.onChange(checked ? [...props.value, id] : props.value.filter((value) => value !== id));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={props.error ? 'monitoring-sectors-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">
        Setores
        {consultancy.data?.providedConsultancy?.property
          ? ` de ${consultancy.data.providedConsultancy.property.name}`
          : ''}
        <span aria-hidden="true" className="text-tone-red">
          {' '}
          *
        </span>
      </legend>
      {loading ? (
        <Spinner label="Carregando setores" />
      ) : failed ? (
        <p role="alert" className="text-sm text-tone-red">
          Não foi possível carregar os setores agora.
        </p>
      ) : options.length === 0 ? (
        <p className="text-sm text-muted">A propriedade desta consultoria ainda não tem setores.</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {options.map((sector) => (
            <CheckboxField
              key={sector.id}
              label={sector.name}
              description={sector.areaName}
              checked={props.value.includes(sector.id)}
              disabled={props.disabled}
              onChange={(event) => toggle(sector.id, event.target.checked)}
            />
          ))}
        </div>
      )}
      <FieldError id="monitoring-sectors-error" message={props.error} />
    </fieldset>
  );
}

/**
 * …/consultorias/prestadas/monitoramentos/criar?consultancyProvidedId=&farmerId= ('Criar Monitoramento', spec 001
 * §2.5, §5): title, description ≤ 210 with a counter, status of the shared list and at least one sector of the
 * consultancy's property. A failure keeps the values and toasts why ('Conflito: Já existe monitoramento…').
 */
export function MonitoringCreatePage() {
  const links = useMonitoringLinks();
  const toast = useToast();
  const navigate = useNavigate();
  const [create] = useMutation(CreateMonitoringMutation);
  const form = useForm<MonitoringFormInput, unknown, MonitoringValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      consultancyProvidedId: links.consultancyProvidedId ?? '',
      title: '',
      description: '',
      status: MONITORING_DEFAULT_STATUS,
      sectorIds: [],
    },
  });
  useFormUnsavedChanges(form);
  const { errors, isSubmitting } = form.formState;

  if (!links.consultancyProvidedId) {
    return (
      <FormLayout title={MONITORING_MESSAGES.createTitle} backTo={links.list}>
        <ErrorState message="Escolha uma consultoria prestada para criar um monitoramento." />
      </FormLayout>
    );
  }
  if (!links.canWrite) {
    return (
      <FormLayout title={MONITORING_MESSAGES.createTitle} backTo={links.list}>
        <ErrorState message="Você pode consultar os monitoramentos desta consultoria, mas não criar novos." />
      </FormLayout>
    );
  }
  const consultancyProvidedId = links.consultancyProvidedId;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await create({ variables: { input: values } });
      const created = result.data?.createMonitoring;
      if (!created) throw result.error ?? new Error(MONITORING_MESSAGES.notFound);
      toast.success(created.message);
      navigate(links.detail(created.monitoring.id), { replace: true });
    } catch (error) {
      toast.error(
        errorCode(error) === 'CONFLICT'
          ? `${MONITORING_MESSAGES.conflictTitle}: ${MONITORING_MESSAGES.conflict}`
          : errorMessage(error),
      );
    }
  });

  return (
    <FormLayout title={MONITORING_MESSAGES.createTitle} backTo={links.list}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Título"
          required
          maxLength={200}
          placeholder="Ex.: Ferrugem asiática — talhão 3"
          error={errors.title?.message}
          disabled={isSubmitting}
          {...form.register('title')}
        />
        <TextAreaField
          label="Descrição"
          required
          maxLength={MONITORING_DESCRIPTION_MAX}
          error={errors.description?.message}
          disabled={isSubmitting}
          {...form.register('description')}
        />
        <SelectField
          label="Status"
          required
          options={MONITORING_STATUSES.map((status) => ({ value: status, label: MONITORING_STATUS[status].label }))}
          error={errors.status?.message}
          disabled={isSubmitting}
          {...form.register('status')}
        />
        <Controller
          control={form.control}
          name="sectorIds"
          render={({ field }) => (
            <SectorChecklist
              consultancyProvidedId={consultancyProvidedId}
              value={Array.isArray(field.value) ? field.value : []}
              onChange={(ids) => {
                field.onChange(ids);
                void form.trigger('sectorIds');
              }}
              error={errors.sectorIds?.message ?? errors.sectorIds?.root?.message}
              disabled={isSubmitting}
            />
          )}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting}>
            Criar
          </Button>
        </div>
      </form>
    </FormLayout>
  );
}
