import {
  AUDIENCE_ROLES,
  type AudienceRole,
  endDateFor,
  isBoundedDate,
  RECURRENCES,
  todayInSaoPaulo,
} from '@talhao/schema';
import { useEffect, useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, DateField, FieldError, SelectField, TextAreaField, TextField } from '@/ui';
import { addDays, type BroadcastFormValues } from './broadcastForm';

/*
 * The fields adverts and push notifications share. They read the form through `useFormContext`, so
 * each page wraps its own form (with its extra fields) in a `FormProvider` and composes these.
 */

const PERIODICITY_OPTIONS = RECURRENCES.map((option) => ({ value: String(option.value), label: option.label }));

/** Title and message; the message counts up to its limit (adverts 280, notifications 105). */
export function BroadcastTextFields({ messageMax }: { messageMax: number }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<BroadcastFormValues>();
  return (
    <>
      <TextField label="Título" required error={errors.title?.message} {...register('title')} />
      <TextAreaField
        label="Mensagem"
        required
        rows={messageMax > 200 ? 5 : 3}
        maxLength={messageMax}
        error={errors.message?.message}
        {...register('message')}
      />
    </>
  );
}

/**
 * Periodicity, start and end (spec 000 §5): the dates stay disabled until a periodicity is chosen;
 * 'Uma vez' (0) keeps the end equal to the start and disables the end field. The start cannot be in
 * the past (São Paulo), except the stored start of an item being edited (`keepStart`).
 */
export function BroadcastScheduleFields({ keepStart }: { keepStart?: string | null }) {
  const {
    control,
    getValues,
    setValue,
    formState: { isSubmitted },
  } = useFormContext<BroadcastFormValues>();
  const [periodicity, startDate] = useWatch({ control, name: ['periodicity', 'startDate'] });
  const chosen = periodicity !== null;
  const once = periodicity === 0;

  useEffect(() => {
    if (periodicity === null) return;
    const endDate = getValues('endDate');
    const synced = endDateFor(periodicity, startDate, endDate);
    // Revalidate only once the user has tried to submit, like every other field.
    if (synced !== endDate) setValue('endDate', synced, { shouldDirty: true, shouldValidate: isSubmitted });
  }, [periodicity, startDate, getValues, setValue, isSubmitted]);

  const today = todayInSaoPaulo();
  const startMin = keepStart && keepStart < today ? keepStart : today;
  // A start still being typed is no day to count from.
  const endMin = isBoundedDate(startDate) ? (once ? startDate : addDays(startDate, 1)) : startMin;
  const waitingHint = chosen ? undefined : 'Escolha a periodicidade primeiro';

  return (
    <>
      <Controller
        control={control}
        name="periodicity"
        render={({ field, fieldState }) => (
          <SelectField
            label="Periodicidade"
            required
            placeholder="Selecione"
            options={PERIODICITY_OPTIONS}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value === null ? '' : String(field.value)}
            onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="startDate"
          render={({ field, fieldState }) => (
            <DateField
              label="Data de início"
              required
              min={startMin}
              disabled={!chosen}
              hint={waitingHint}
              // Until a periodicity is chosen the hint says what to do; 'required' would only repeat it.
              error={chosen ? fieldState.error?.message : undefined}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={control}
          name="endDate"
          render={({ field, fieldState }) => (
            <DateField
              label="Data de término"
              required
              min={endMin}
              disabled={!chosen || once}
              hint={once ? 'Envio único: termina no mesmo dia do início' : waitingHint}
              error={chosen ? fieldState.error?.message : undefined}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
    </>
  );
}

/** Who receives it: at least one category, farmers (USER) checked by default. */
export function AudienceField() {
  const { control } = useFormContext<BroadcastFormValues>();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name="audience"
      render={({ field, fieldState }) => {
        const toggle = (role: AudienceRole, checked: boolean) =>
          field.onChange(
            AUDIENCE_ROLES.map((option) => option.value).filter((value) =>
              value === role ? checked : field.value.includes(value),
            ),
          );
        return (
          <fieldset aria-describedby={fieldState.error ? errorId : undefined}>
            <legend className="mb-1.5 text-sm font-medium text-ink-soft">
              Enviar para
              <span aria-hidden="true" className="ml-0.5 text-tone-red">
                *
              </span>
            </legend>
            <div className="grid gap-x-4 sm:grid-cols-2 sm:gap-y-2">
              {AUDIENCE_ROLES.map((option) => (
                <CheckboxField
                  key={option.value}
                  label={option.label}
                  name={field.name}
                  value={option.value}
                  checked={field.value.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  onBlur={field.onBlur}
                />
              ))}
            </div>
            <FieldError id={errorId} message={fieldState.error?.message} />
          </fieldset>
        );
      }}
    />
  );
}
