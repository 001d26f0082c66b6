import { RECOMMENDATION_LIMITS } from '@talhao/schema';
import { Plus, Trash2 } from 'lucide-react';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button, DecimalField, FieldError, TextField } from '@/ui';
import type { RecommendationFormInput } from './RecommendationForm';

/** The products the recommendation applies: a name, the dose (typed '2,5') and the dose's unit, per line. */
export function ProductsField({
  control,
  register,
  errors,
}: {
  control: Control<RecommendationFormInput, unknown, unknown>;
  register: UseFormRegister<RecommendationFormInput>;
  errors: FieldErrors<RecommendationFormInput>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'products' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-ink">Produtos</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="grid gap-2 sm:grid-cols-[1fr_9rem_8rem_auto] sm:items-start">
          <TextField
            label={`Produto ${index + 1}`}
            placeholder="Ex.: Sulfato de zinco"
            error={errors.products?.[index]?.name?.message}
            {...register(`products.${index}.name`)}
          />
          <Controller
            control={control}
            name={`products.${index}.quantity`}
            render={({ field: quantity }) => (
              <DecimalField
                label={`Quantidade do produto ${index + 1}`}
                value={quantity.value}
                onChange={quantity.onChange}
                onBlur={quantity.onBlur}
                error={errors.products?.[index]?.quantity?.message}
              />
            )}
          />
          <TextField
            label={`Unidade do produto ${index + 1}`}
            placeholder="kg/ha"
            error={errors.products?.[index]?.unit?.message}
            {...register(`products.${index}.unit`)}
          />
          <Button
            type="button"
            variant="secondary"
            className="sm:mt-6"
            aria-label={`Remover produto ${index + 1}`}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            onClick={() => remove(index)}
          />
        </div>
      ))}
      <FieldError message={errors.products?.message} />
      <div>
        <Button
          type="button"
          variant="secondary"
          icon={<Plus aria-hidden="true" className="size-4" />}
          disabled={fields.length >= RECOMMENDATION_LIMITS.productsMax}
          onClick={() => append({ name: '', quantity: null, unit: '' })}
        >
          Adicionar produto
        </Button>
      </div>
    </fieldset>
  );
}
