import { zodResolver } from '@hookform/resolvers/zod';
import { type Place, PROPERTY_MESSAGES, type PropertyValues, propertySchema } from '@talhao/schema';
import { MapPin } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useFormUnsavedChanges } from '@/app/formUnsavedChanges';
import { Button, Card, DecimalField, FieldError, LinkButton, MapPickerDialog, TextField, useToast } from '@/ui';
import { PropertyBoundarySection } from '../boundary/PropertyBoundarySection';

export interface PropertyFormValues {
  name: string;
  address: Place | null;
  totalArea: number | null;
}

const resolver = zodResolver(propertySchema) as unknown as Resolver<PropertyFormValues, unknown, PropertyValues>;

export interface PropertyFormProps {
  defaults: PropertyFormValues;
  /** Saves; a thrown error is shown as a toast and the form keeps its values. */
  onSave(values: PropertyValues): Promise<void>;
  cancelTo: string;
  /** 'Excluir' on the edit page. */
  extraActions?: ReactNode;
  /** The stored property's boundary (edit page only: drawing one needs the property's id). */
  boundary?: { propertyId: string; geometry: unknown; areaHa: number | null };
}

/**
 * 'Nova Propriedade' / 'Editar Propriedade' (spec 001 §5): name 4–32, the location chosen in the map dialog
 * (search restricted to Brazil; saving it without a point says 'Selecione uma localização para salvar!'), and
 * the total area in hectares with a decimal comma. Validated with the shared schema, as the BFF does.
 */
export function PropertyForm({ defaults, onSave, cancelTo, extraActions, boundary }: PropertyFormProps) {
  const toast = useToast();
  const [mapOpen, setMapOpen] = useState(false);
  const form = useForm<PropertyFormValues, unknown, PropertyValues>({ resolver, defaultValues: defaults });
  useFormUnsavedChanges(form);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  async function submit(values: PropertyValues) {
    try {
      await onSave(values);
    } catch (err) {
      toast.fromError(err);
    }
  }

  return (
    <Card>
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-4">
        <TextField
          label="Nome da propriedade"
          placeholder={PROPERTY_MESSAGES.nameRequired}
          error={errors.name?.message}
          {...register('name')}
        />
        <Controller
          control={control}
          name="address"
          render={({ field, fieldState }) => (
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium text-ink">Localização</span>
              <div className="flex flex-wrap items-center gap-3">
                <Button
                  variant="secondary"
                  icon={<MapPin aria-hidden="true" className="size-4" />}
                  onClick={() => setMapOpen(true)}
                  aria-describedby={fieldState.error ? 'property-address-error' : undefined}
                >
                  {field.value ? 'Alterar localização' : 'Selecionar no mapa'}
                </Button>
                <span className="text-sm text-ink-soft">
                  {field.value ? field.value.formattedAddress : 'Nenhuma localização escolhida'}
                </span>
              </div>
              <FieldError id="property-address-error" message={fieldState.error?.message} />
              <MapPickerDialog
                open={mapOpen}
                onClose={() => setMapOpen(false)}
                initial={field.value}
                title="Localização da propriedade"
                onSave={(place) => {
                  field.onChange(place);
                  setMapOpen(false);
                }}
              />
            </div>
          )}
        />
        <Controller
          control={control}
          name="totalArea"
          render={({ field, fieldState }) => (
            <DecimalField
              label="Área total"
              suffix="ha"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />

        {boundary ? (
          // The boundary saves on its own (setPropertyBoundary); its area may become the total area above.
          <PropertyBoundarySection
            propertyId={boundary.propertyId}
            boundary={boundary.geometry}
            areaHa={boundary.areaHa}
            canEdit
            location={watch('address')?.coords ?? null}
            onUseAsTotalArea={(hectares) =>
              setValue('totalArea', hectares, { shouldDirty: true, shouldValidate: true })
            }
          />
        ) : null}

        <div className="flex flex-wrap justify-end gap-2 pt-2">
          {extraActions}
          <LinkButton to={cancelTo} variant="secondary">
            Cancelar
          </LinkButton>
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            Salvar
          </Button>
        </div>
      </form>
    </Card>
  );
}
