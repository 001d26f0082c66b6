import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SCHEDULE_MESSAGES,
  WEEK_DAY_KEYS,
  WEEK_DAYS,
  type WeekDayKey,
  type WorkScheduleFormValues,
  type WorkScheduleValues,
  workScheduleSchema,
} from '@talhao/schema';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useFormUnsavedChanges } from '@/app/formUnsavedChanges';
import type { ScheduleWorkScheduleFieldsFragment } from '@/gql/graphql';
import { Button, Card, CheckboxField, FieldError, LinkButton, TimeField, useToast } from '@/ui';
import { useScheduleAccess } from '../access';
import {
  ScheduleCreateWorkScheduleMutation,
  ScheduleUpdateWorkScheduleMutation,
  ScheduleWorkScheduleQuery,
} from '../documents';

export interface WorkScheduleFormProps {
  /** The stored schedule when editing. */
  schedule?: { days: readonly string[]; startTime: string; endTime: string } | null;
}

const ALL_DAYS: WeekDayKey[] = [...WEEK_DAY_KEYS];

/** Work days, start and end of the work schedule (spec 001 §5 "Work schedule"); back to the calendar when saved. */
export function WorkScheduleForm({ schedule }: WorkScheduleFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const { paths } = useScheduleAccess();
  const form = useForm<WorkScheduleFormValues, unknown, WorkScheduleValues>({
    resolver: zodResolver(workScheduleSchema),
    defaultValues: {
      days: ALL_DAYS.filter((day) => schedule?.days.includes(day)),
      startTime: schedule?.startTime ?? '',
      endTime: schedule?.endTime ?? '',
    },
  });
  const {
    control,
    formState: { errors, isSubmitting },
  } = form;
  useFormUnsavedChanges(form);
  const [createSchedule] = useMutation(ScheduleCreateWorkScheduleMutation);
  const [updateSchedule] = useMutation(ScheduleUpdateWorkScheduleMutation);

  const onSubmit = form.handleSubmit(async (values) => {
    const input = {
      days: ALL_DAYS.filter((day) => values.days.includes(day)),
      startTime: values.startTime,
      endTime: values.endTime,
    };
    // The schedule has no id to normalise by: put the saved one where the calendar reads it.
    const update = (cache: ApolloCache, saved: ScheduleWorkScheduleFieldsFragment | undefined) => {
      if (saved)
        cache.writeQuery({
          query: ScheduleWorkScheduleQuery,
          variables: { viewAs: null },
          data: { workSchedule: saved },
        });
    };
    try {
      const message = schedule
        ? (
            await updateSchedule({
              variables: { input },
              update: (cache, { data }) => update(cache, data?.updateWorkSchedule.workSchedule),
            })
          ).data?.updateWorkSchedule.message
        : (
            await createSchedule({
              variables: { input },
              update: (cache, { data }) => update(cache, data?.createWorkSchedule.workSchedule),
            })
          ).data?.createWorkSchedule.message;
      toast.success(message || (schedule ? SCHEDULE_MESSAGES.updatedSuccess : SCHEDULE_MESSAGES.createdSuccess));
      navigate(paths.calendar);
    } catch (err) {
      toast.fromError(err);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Card title="Dias de trabalho">
        <Controller
          control={control}
          name="days"
          render={({ field }) => {
            const selected = new Set(field.value ?? []);
            const all = ALL_DAYS.every((day) => selected.has(day));
            const toggle = (day: WeekDayKey, checked: boolean) => {
              const next = new Set(selected);
              if (checked) next.add(day);
              else next.delete(day);
              field.onChange(ALL_DAYS.filter((key) => next.has(key)));
            };
            return (
              <fieldset aria-describedby={errors.days ? 'schedule-days-error' : undefined}>
                <legend className="sr-only">Dias de trabalho</legend>
                <CheckboxField
                  label="Selecionar todos"
                  checked={all}
                  onChange={(event) => field.onChange(event.target.checked ? [...ALL_DAYS] : [])}
                  className="mb-2 border-b border-line pb-2"
                />
                {/* Two columns read down (Dom–Qua, then Qui–Sáb), in the week's order. */}
                <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-flow-col sm:grid-cols-2 sm:grid-rows-4">
                  {WEEK_DAYS.map((weekDay) => {
                    const key = ALL_DAYS[weekDay.index] as WeekDayKey;
                    return (
                      <CheckboxField
                        key={key}
                        label={weekDay.label}
                        name={field.name}
                        value={key}
                        checked={selected.has(key)}
                        onChange={(event) => toggle(key, event.target.checked)}
                        onBlur={field.onBlur}
                      />
                    );
                  })}
                </div>
                <FieldError id="schedule-days-error" message={errors.days?.message} />
              </fieldset>
            );
          }}
        />
      </Card>
      <Card title="Horário">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="startTime"
            render={({ field }) => (
              <TimeField
                label="Início"
                required
                name={field.name}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.startTime?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="endTime"
            render={({ field }) => (
              <TimeField
                label="Término"
                required
                name={field.name}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.endTime?.message}
              />
            )}
          />
        </div>
      </Card>
      <div className="flex flex-wrap justify-end gap-2">
        <LinkButton to={paths.calendar} variant="secondary">
          Cancelar
        </LinkButton>
        <Button type="submit" loading={isSubmitting}>
          Salvar
        </Button>
      </div>
    </form>
  );
}
