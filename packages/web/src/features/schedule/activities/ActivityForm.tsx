import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACTIVITY_MESSAGES,
  type ActivityContext,
  type ActivityValues,
  activitySchema,
  COMMON,
  FREEING_WORK_STATUSES,
  formatDay,
  isBoundedDate,
} from '@talhao/schema';
import { AlertTriangle } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useFormUnsavedChanges } from '@/app/formUnsavedChanges';
import { type FarmerOption, FarmerSelect } from '@/features/farmers/FarmerSelect';
import type { ActivityProvidedFieldsFragment } from '@/gql/graphql';
import {
  Button,
  Card,
  CheckboxField,
  DateField,
  FieldError,
  FormField,
  LinkButton,
  MoneyField,
  SelectField,
  Spinner,
  TextField,
  TimeField,
  useToast,
} from '@/ui';
import { useScheduleAccess } from '../access';
import { FORMAT_LABEL, hoursText } from '../display';
import {
  ActivityDayWorksQuery,
  ActivityProvidedConsultanciesQuery,
  ActivityScheduleMutation,
  ActivitySectorsQuery,
} from '../documents';

type Provided = ActivityProvidedFieldsFragment;

/** What the inputs hold (strings as typed); activitySchema() turns them into ActivityValues. */
export interface ActivityFields {
  farmerId: string;
  providedConsultancyId: string;
  title: string;
  sectorIds: string[];
  day: string;
  startWork: string;
  endWork: string;
  format: '' | 'ONLINE' | 'IN_PERSON';
  /** Reais as the money field shows them; null while empty. */
  price: number | null;
}

export const OUTSIDE_SCHEDULE_TITLE = ACTIVITY_MESSAGES.invalidTime;

const FORMAT_OPTIONS = (['ONLINE', 'IN_PERSON'] as const).map((value) => ({
  value,
  label: FORMAT_LABEL[value] ?? value,
}));

const consultancyLabel = (provided: Provided) =>
  `${provided.offer?.name ?? COMMON.consultancyUnavailable} — início ${formatDay(provided.startDate)}`;

const sectorLabel = (sector: { name: string; areaName: string; cultureName?: string | null }) =>
  `${sector.areaName} — ${sector.name}${sector.cultureName ? ` (${sector.cultureName})` : ''}`;

export interface ActivityFormProps {
  /** The consultant's work schedule (the page shows a prompt instead when there is none). */
  schedule: { startTime: string; endTime: string };
  /** The provided consultancy named by ?consultancyProvidedId= (prefills farmer, consultancy and title). */
  initial?: Provided | null;
  /** Where 'Cancelar' and a successful save go. */
  doneTo: string;
}

/** The scheduling form (spec 001 §5 "Activity scheduling"). */
export function ActivityForm({ schedule, initial, doneTo }: ActivityFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const { viewAsId } = useScheduleAccess();
  const [farmer, setFarmer] = useState<FarmerOption | null>(initial?.farmer ?? null);

  // The rules compare with the chosen consultancy's start and the schedule: read them at validation time.
  const context = useRef<ActivityContext>({ schedule, consultancyStart: initial?.startDate ?? null });
  const resolver = useMemo<Resolver<ActivityFields, unknown, ActivityValues>>(
    () => (values, ctx, options) =>
      (zodResolver(activitySchema(context.current)) as unknown as Resolver<ActivityFields, unknown, ActivityValues>)(
        values,
        ctx,
        options,
      ),
    [],
  );
  const form = useForm<ActivityFields, unknown, ActivityValues>({
    resolver,
    defaultValues: {
      farmerId: initial?.farmerId ?? '',
      providedConsultancyId: initial?.id ?? '',
      title: initial?.offer?.name ?? '',
      sectorIds: [],
      day: '',
      startWork: '',
      endWork: '',
      format: '',
      price: null,
    },
  });
  const {
    control,
    register,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  useFormUnsavedChanges(form);

  const consultanciesQuery = useQuery(ActivityProvidedConsultanciesQuery, {
    variables: { farmerId: farmer?.id ?? '', viewAs: viewAsId },
    skip: !farmer,
  });
  const consultancies = useMemo(() => {
    const listed = (farmer ? (consultanciesQuery.data?.providedConsultancies.items ?? []) : []).filter(
      (provided) => provided.status !== 'CANCELED',
    );
    // The consultancy of the link stays offered even if the first page does not hold it.
    if (initial && farmer?.id === initial.farmerId && !listed.some((provided) => provided.id === initial.id)) {
      return [initial, ...listed];
    }
    return listed;
  }, [consultanciesQuery.data, farmer, initial]);

  const providedConsultancyId = watch('providedConsultancyId');
  const chosen = consultancies.find((provided) => provided.id === providedConsultancyId) ?? null;
  // The day's works: a new activity may not overlap one (the BFF refuses it too, naming the other work).
  const day = watch('day');
  const dayWorksQuery = useQuery(ActivityDayWorksQuery, {
    variables: { day, viewAs: viewAsId },
    skip: !isBoundedDate(day),
  });
  const busy = isBoundedDate(day)
    ? (dayWorksQuery.data?.works ?? []).filter((work) => !FREEING_WORK_STATUSES.has(work.status))
    : [];
  context.current = { schedule, consultancyStart: chosen?.startDate ?? null, busy };
  const propertyId = chosen?.property?.id ?? null;

  const sectorsQuery = useQuery(ActivitySectorsQuery, {
    variables: { propertyId: propertyId ?? '', viewAs: viewAsId },
    skip: !propertyId,
  });
  const sectors = propertyId ? (sectorsQuery.data?.propertySectors ?? []) : [];

  const [scheduleActivity] = useMutation(ActivityScheduleMutation);

  function chooseFarmer(next: FarmerOption | null) {
    if (next?.id === farmer?.id) return;
    setFarmer(next);
    setValue('farmerId', next?.id ?? '', { shouldValidate: isSubmitted });
    chooseConsultancy('');
  }

  function chooseConsultancy(id: string) {
    const previous = consultancies.find((provided) => provided.id === getValues('providedConsultancyId'));
    const next = consultancies.find((provided) => provided.id === id);
    setValue('providedConsultancyId', id, { shouldValidate: isSubmitted });
    setValue('sectorIds', []);
    // The title follows the consultancy unless the consultant wrote their own.
    const title = getValues('title').trim();
    if (!title || title === previous?.offer?.name) setValue('title', next?.offer?.name ?? '');
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { data } = await scheduleActivity({
        variables: {
          input: {
            farmerId: values.farmerId,
            providedConsultancyId: values.providedConsultancyId,
            title: values.title,
            format: values.format,
            sectorIds: values.sectorIds,
            day: values.day,
            startWork: values.startWork,
            endWork: values.endWork,
            price: values.price ?? null,
          },
        },
        update(cache) {
          // Calendars and lists gain a row: read them again.
          cache.evict({ fieldName: 'works' });
          cache.evict({ fieldName: 'activities' });
          cache.gc();
        },
      });
      toast.success(data?.scheduleActivity.message || ACTIVITY_MESSAGES.created);
      navigate(doneTo);
    } catch (err) {
      toast.fromError(err);
    }
  });

  const outsideSchedule =
    errors.startWork?.message === ACTIVITY_MESSAGES.outsideSchedule ||
    errors.endWork?.message === ACTIVITY_MESSAGES.outsideSchedule;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {outsideSchedule ? (
        <div
          role="alert"
          aria-labelledby="activity-outside-title"
          className="flex gap-3 rounded-card border border-tone-yellow/40 bg-tone-yellow-bg p-4 text-sm text-ink"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-tone-yellow" />
          <div>
            <p id="activity-outside-title" className="font-semibold">
              {OUTSIDE_SCHEDULE_TITLE}
            </p>
            <p>{ACTIVITY_MESSAGES.outsideSchedule}</p>
          </div>
        </div>
      ) : null}
      <Card title="Consultoria">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FarmerSelect
            required
            value={farmer}
            onChange={chooseFarmer}
            error={errors.farmerId?.message}
            viewAsId={viewAsId}
          />
          <SelectField
            label="Consultoria prestada"
            required
            placeholder={farmer ? 'Selecione' : 'Selecione primeiro o agricultor'}
            disabled={!farmer}
            options={consultancies.map((provided) => ({ value: provided.id, label: consultancyLabel(provided) }))}
            error={errors.providedConsultancyId?.message}
            hint={farmer && consultanciesQuery.loading ? 'Carregando consultorias…' : undefined}
            value={providedConsultancyId}
            onChange={(event) => chooseConsultancy(event.target.value)}
          />
          <TextField
            label="Título"
            required
            className="sm:col-span-2"
            maxLength={120}
            error={errors.title?.message}
            {...register('title')}
          />
        </div>
      </Card>
      <Card title="Setores">
        <Controller
          control={control}
          name="sectorIds"
          render={({ field }) => {
            const selected = new Set(field.value);
            const toggle = (id: string, checked: boolean) => {
              const next = new Set(selected);
              if (checked) next.add(id);
              else next.delete(id);
              field.onChange(sectors.map((sector) => sector.id).filter((sectorId) => next.has(sectorId)));
            };
            return (
              <fieldset>
                <legend className="sr-only">Setores da atividade</legend>
                {!chosen ? (
                  <p className="text-sm text-muted">Selecione a consultoria prestada para ver os setores.</p>
                ) : !propertyId ? (
                  <p className="text-sm text-muted">A consultoria não possui propriedade.</p>
                ) : sectorsQuery.loading && !sectorsQuery.data ? (
                  <Spinner label="Carregando setores" />
                ) : sectors.length === 0 ? (
                  <p className="text-sm text-muted">Essa propriedade não possui setores cadastrados.</p>
                ) : (
                  <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
                    {sectors.map((sector) => (
                      <CheckboxField
                        key={sector.id}
                        label={sectorLabel(sector)}
                        name={field.name}
                        value={sector.id}
                        checked={selected.has(sector.id)}
                        onChange={(event) => toggle(sector.id, event.target.checked)}
                        onBlur={field.onBlur}
                      />
                    ))}
                  </div>
                )}
                <FieldError message={errors.sectorIds?.message} />
              </fieldset>
            );
          }}
        />
      </Card>
      <Card title="Data e horário">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <FormField control={control} name="day" as={DateField} label="Dia" required min={chosen?.startDate} />
          <FormField control={control} name="startWork" as={TimeField} label="Início" required />
          <FormField control={control} name="endWork" as={TimeField} label="Término" required />
        </div>
        <p className="mt-2 text-xs text-muted">
          Seu horário de trabalho: {hoursText(schedule.startTime, schedule.endTime)}
        </p>
      </Card>
      <Card title="Detalhes">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label="Modalidade"
            required
            placeholder="Selecione"
            options={FORMAT_OPTIONS}
            error={errors.format?.message}
            {...register('format')}
          />
          <FormField control={control} name="price" as={MoneyField} label="Preço (R$)" hint="Opcional" />
        </div>
      </Card>
      <div className="flex flex-wrap justify-end gap-2">
        <LinkButton to={doneTo} variant="secondary">
          Cancelar
        </LinkButton>
        <Button type="submit" loading={isSubmitting}>
          Agendar
        </Button>
      </div>
    </form>
  );
}
