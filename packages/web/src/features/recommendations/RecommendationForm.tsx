import { zodResolver } from '@hookform/resolvers/zod';
import {
  FIELD_ACTIVITY_STATUS,
  FIELD_ACTIVITY_TYPE_LABELS,
  RECOMMENDATION_LIMITS,
  RECOMMENDATION_RECURRENCES,
  type RecommendationValues,
  recommendationSchema,
  todayInSaoPaulo,
} from '@talhao/schema';
import { useMemo } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useFormUnsavedChanges } from '@/app/formUnsavedChanges';
import { Button, CheckboxField, DateField, FieldError, SelectField, TextAreaField, TextField } from '@/ui';
import { CostsField } from './CostsField';
import { ProductsField } from './ProductsField';

/** A harvest the form offers, with its property and sectors (RecommendationOptionsQuery). */
export interface HarvestOption {
  id: string;
  cultureName: string;
  year: number;
  property: { id: string; name: string };
  sectors: { id: string; name: string }[];
}

/** What the inputs hold: '' for an untouched select, null for an empty amount. */
export interface RecommendationFormInput {
  farmerId: string;
  propertyId: string;
  harvestId: string;
  type: string;
  title: string;
  recurrence: string;
  startDate: string;
  endDate: string;
  status: string;
  description: string;
  sectorIds: string[];
  products: { name: string; quantity: number | null; unit: string }[];
  costs: { category: string; tag: string; cost: number | null }[];
}

const options = (table: Record<string, string>) => Object.entries(table).map(([value, label]) => ({ value, label }));
const TYPE_OPTIONS = options(FIELD_ACTIVITY_TYPE_LABELS);
const RECURRENCE_OPTIONS = Object.entries(RECOMMENDATION_RECURRENCES).map(([value, { label }]) => ({ value, label }));
const STATUS_OPTIONS = Object.entries(FIELD_ACTIVITY_STATUS).map(([value, { label }]) => ({ value, label }));

export interface RecommendationFormProps {
  farmerName: string;
  harvests: readonly HarvestOption[];
  defaultValues: RecommendationFormInput;
  /** Editing: the stored start (a past start that is kept is not judged against today). */
  storedStartDate?: string | null;
  submitLabel: string;
  onCancel(): void;
  /** Saves; a thrown error keeps the form as typed (the page shows the toast). */
  onSubmit(values: RecommendationValues): Promise<void>;
}

/**
 * The recommendation form (spec 001 §5 "Recommendation"), judged by the same schema as the BFF: property, harvest
 * (of that property), category, title, recurrence, period, status, description, the harvest's sectors and the costs.
 */
export function RecommendationForm({
  farmerName,
  harvests,
  defaultValues,
  storedStartDate,
  submitLabel,
  onCancel,
  onSubmit,
}: RecommendationFormProps) {
  const resolver = useMemo(
    () =>
      zodResolver(recommendationSchema({ today: todayInSaoPaulo(), storedStartDate })) as unknown as Resolver<
        RecommendationFormInput,
        unknown,
        RecommendationValues
      >,
    [storedStartDate],
  );
  const form = useForm<RecommendationFormInput, unknown, RecommendationValues>({ resolver, defaultValues });
  const {
    control,
    register,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  useFormUnsavedChanges(form);

  const propertyId = watch('propertyId');
  const harvestId = watch('harvestId');
  const properties = useMemo(() => {
    const seen = new Map<string, string>();
    for (const harvest of harvests) seen.set(harvest.property.id, harvest.property.name);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [harvests]);
  const propertyHarvests = harvests.filter((harvest) => harvest.property.id === propertyId);
  const sectors = harvests.find((harvest) => harvest.id === harvestId)?.sectors ?? [];

  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField label="Agricultor" value={farmerName} readOnly error={errors.farmerId?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Propriedade"
          required
          placeholder="Selecione a propriedade"
          options={properties}
          error={errors.propertyId?.message}
          {...register('propertyId', {
            onChange: () => {
              setValue('harvestId', '');
              setValue('sectorIds', []);
            },
          })}
        />
        <SelectField
          label="Safra"
          required
          placeholder="Selecione a safra"
          options={propertyHarvests.map((harvest) => ({
            value: harvest.id,
            label: `${harvest.cultureName} ${harvest.year}`,
          }))}
          error={errors.harvestId?.message}
          {...register('harvestId', { onChange: () => setValue('sectorIds', []) })}
        />
        <SelectField
          label="Categoria"
          required
          placeholder="Selecione a categoria"
          options={TYPE_OPTIONS}
          error={errors.type?.message}
          {...register('type')}
        />
        <TextField
          label="Título"
          required
          placeholder="Digite o título"
          error={errors.title?.message}
          {...register('title')}
        />
        <SelectField
          label="Recorrência"
          required
          placeholder="Selecione a recorrência"
          options={RECURRENCE_OPTIONS}
          error={errors.recurrence?.message}
          {...register('recurrence')}
        />
        <SelectField
          label="Status"
          required
          placeholder="Selecione o status"
          options={STATUS_OPTIONS}
          error={errors.status?.message}
          {...register('status')}
        />
        <Controller
          control={control}
          name="startDate"
          render={({ field }) => (
            <DateField
              label="Data de início"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.startDate?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="endDate"
          render={({ field }) => (
            <DateField
              label="Data final"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.endDate?.message}
            />
          )}
        />
      </div>
      <TextAreaField
        label="Descrição"
        maxLength={RECOMMENDATION_LIMITS.descriptionMax}
        error={errors.description?.message}
        {...register('description')}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-ink">Setores</legend>
        {sectors.length === 0 ? (
          <p className="text-sm text-ink-soft">Selecione a safra para ver os setores.</p>
        ) : (
          <Controller
            control={control}
            name="sectorIds"
            render={({ field }) => (
              <div className="grid gap-2 sm:grid-cols-3">
                {sectors.map((sector) => (
                  <CheckboxField
                    key={sector.id}
                    label={sector.name}
                    checked={field.value.includes(sector.id)}
                    onBlur={field.onBlur}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, sector.id]
                          : field.value.filter((id) => id !== sector.id),
                      )
                    }
                  />
                ))}
              </div>
            )}
          />
        )}
        <FieldError message={errors.sectorIds?.message ?? errors.sectorIds?.root?.message} />
      </fieldset>
      <ProductsField control={control} register={register} errors={errors} />
      <CostsField control={control} register={register} errors={errors} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
