import { COST_CATEGORY_LABELS, RECOMMENDATION_LIMITS } from '@talhao/schema';
import { Plus, Trash2 } from 'lucide-react';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button, FieldError, MoneyField, SelectField, TextField } from '@/ui';
import type { RecommendationFormInput } from './RecommendationForm';

const CATEGORY_OPTIONS = Object.entries(COST_CATEGORY_LABELS).map(([value, label]) => ({ value, label }));

/** The recommendation's costs: a category (the harvests' cost categories), a tag and a BRL amount per line. */
export function CostsField({
  control,
  register,
  errors,
}: {
  control: Control<RecommendationFormInput, unknown, unknown>;
  register: UseFormRegister<RecommendationFormInput>;
  errors: FieldErrors<RecommendationFormInput>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'costs' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-ink">Custos</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="grid gap-2 sm:grid-cols-[10rem_1fr_10rem_auto] sm:items-start">
          <SelectField
            label={`Categoria do custo ${index + 1}`}
            placeholder="Selecione"
            options={CATEGORY_OPTIONS}
            error={errors.costs?.[index]?.category?.message}
            {...register(`costs.${index}.category`)}
          />
          <TextField
            label={`Tag do custo ${index + 1}`}
            placeholder="Ex.: Defensivos"
            error={errors.costs?.[index]?.tag?.message}
            {...register(`costs.${index}.tag`)}
          />
          <Controller
            control={control}
            name={`costs.${index}.cost`}
            render={({ field: money }) => (
              <MoneyField
                label={`Valor do custo ${index + 1}`}
                value={money.value}
                onChange={money.onChange}
                onBlur={money.onBlur}
                error={errors.costs?.[index]?.cost?.message}
              />
            )}
          />
          <Button
            type="button"
            variant="secondary"
            className="sm:mt-6"
            aria-label={`Remover custo ${index + 1}`}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            onClick={() => remove(index)}
          />
        </div>
      ))}
      <FieldError message={errors.costs?.message} />
      <div>
        <Button
          type="button"
          variant="secondary"
          icon={<Plus aria-hidden="true" className="size-4" />}
          disabled={fields.length >= RECOMMENDATION_LIMITS.costsMax}
          onClick={() => append({ category: '', tag: '', cost: null })}
        >
          Adicionar custo
        </Button>
      </div>
    </fieldset>
  );
}
