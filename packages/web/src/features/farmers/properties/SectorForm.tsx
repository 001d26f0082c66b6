import { zodResolver } from '@hookform/resolvers/zod';
import {
  plantCount,
  SECTOR_MESSAGES,
  type SectorEditValues,
  type SectorsCreateValues,
  sectorEditSchema,
  sectorsCreateSchema,
} from '@talhao/schema';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useFormUnsavedChanges } from '@/app/formUnsavedChanges';
import { Button, Card, DateField, DecimalField, FormField, LinkButton, SelectField, TextField, useToast } from '@/ui';
import { CultureDialog } from './CultureDialog';
import { plantsText } from './display';

export interface SectorFormValues {
  quantity: number | null;
  areaId: string;
  name: string;
  cultureId: string;
  plotArea: number | null;
  plantingDate: string;
  spacingBetweenPlants: number | null;
  spacingBetweenStreets: number | null;
}

type Saved = SectorsCreateValues | SectorEditValues;

const createResolver = zodResolver(sectorsCreateSchema) as unknown as Resolver<SectorFormValues, unknown, Saved>;
const editResolver = zodResolver(sectorEditSchema) as unknown as Resolver<SectorFormValues, unknown, Saved>;

export interface SectorFormProps {
  mode: 'create' | 'edit';
  defaults: SectorFormValues;
  farmerId: string;
  areas: ReadonlyArray<{ id: string; name: string }>;
  cultures: ReadonlyArray<{ id: string; name: string }>;
  onSave(values: Saved): Promise<void>;
  cancelTo: string;
  extraActions?: ReactNode;
}

/**
 * 'Criar Setores' / 'Editar Setor' (spec 001 §5): quantity 1–200 (the name only for one sector; several are
 * named 'Setor N' by the server, continuing from the area's count), area, culture (with the culture creator),
 * size, planting day and spacings with a decimal comma and two decimals; the planted count as it will show.
 */
export function SectorForm({
  mode,
  defaults,
  farmerId,
  areas,
  cultures,
  onSave,
  cancelTo,
  extraActions,
}: SectorFormProps) {
  const toast = useToast();
  const [creatingCulture, setCreatingCulture] = useState(false);
  const form = useForm<SectorFormValues, unknown, Saved>({
    resolver: mode === 'create' ? createResolver : editResolver,
    defaultValues: defaults,
  });
  useFormUnsavedChanges(form);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const [quantity, plotArea, spacingBetweenPlants, spacingBetweenStreets] = useWatch({
    control,
    name: ['quantity', 'plotArea', 'spacingBetweenPlants', 'spacingBetweenStreets'],
  });
  const asksName = mode === 'edit' || quantity === 1;
  const plants = plantCount(plotArea, spacingBetweenPlants, spacingBetweenStreets);

  async function submit(values: Saved) {
    try {
      await onSave(values);
    } catch (err) {
      toast.fromError(err);
    }
  }

  return (
    <Card>
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4 sm:grid-cols-2">
        {mode === 'create' ? (
          <>
            <Controller
              control={control}
              name="quantity"
              render={({ field, fieldState }) => (
                <DecimalField
                  label="Quantidade de setores"
                  decimals={0}
                  integerDigits={3}
                  placeholder="1"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  hint={
                    quantity !== null && quantity > 1
                      ? 'Os setores serão nomeados Setor N, na sequência da área.'
                      : undefined
                  }
                />
              )}
            />
            <SelectField
              label="Área"
              placeholder={SECTOR_MESSAGES.areaRequired}
              options={areas.map((area) => ({ value: area.id, label: area.name }))}
              error={errors.areaId?.message}
              {...register('areaId')}
            />
          </>
        ) : null}
        {asksName ? (
          <TextField
            label="Nome do setor"
            placeholder={SECTOR_MESSAGES.nameRequired}
            error={errors.name?.message}
            className="sm:col-span-2"
            {...register('name')}
          />
        ) : null}
        <div className="flex items-end gap-2 sm:col-span-2">
          <SelectField
            label="Cultura"
            placeholder={SECTOR_MESSAGES.cultureRequired}
            options={cultures.map((culture) => ({ value: culture.id, label: culture.name }))}
            error={errors.cultureId?.message}
            className="flex-1"
            {...register('cultureId')}
          />
          <Button
            variant="secondary"
            icon={<Plus aria-hidden="true" className="size-4" />}
            onClick={() => setCreatingCulture(true)}
            className={errors.cultureId ? 'mb-7' : undefined}
          >
            Nova cultura
          </Button>
        </div>
        <Controller
          control={control}
          name="plotArea"
          render={({ field, fieldState }) => (
            <DecimalField
              label="Tamanho do setor"
              suffix="ha"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormField control={control} name="plantingDate" as={DateField} label="Data de plantio" />
        <Controller
          control={control}
          name="spacingBetweenStreets"
          render={({ field, fieldState }) => (
            <DecimalField
              label="Espaçamento entre linhas"
              suffix="m"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="spacingBetweenPlants"
          render={({ field, fieldState }) => (
            <DecimalField
              label="Espaçamento entre plantas"
              suffix="m"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <p className="text-sm text-ink-soft sm:col-span-2" aria-live="polite">
          Plantas por setor: <strong className="text-ink tabular-nums">{plantsText(plants)}</strong>
        </p>
        <div className="flex flex-wrap justify-end gap-2 pt-2 sm:col-span-2">
          {extraActions}
          <LinkButton to={cancelTo} variant="secondary">
            Cancelar
          </LinkButton>
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            Salvar
          </Button>
        </div>
      </form>
      <CultureDialog
        open={creatingCulture}
        farmerId={farmerId}
        onClose={() => setCreatingCulture(false)}
        onCreated={(culture) => setValue('cultureId', culture.id, { shouldValidate: true, shouldDirty: true })}
      />
    </Card>
  );
}
