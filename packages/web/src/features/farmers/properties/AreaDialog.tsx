import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AREA_MESSAGES,
  type AreaCreateValues,
  type AreaEditValues,
  areaCreateSchema,
  areaEditSchema,
} from '@talhao/schema';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button, Dialog, SelectField, TextField, useToast } from '@/ui';
import { CreateAreaMutation, UpdateAreaMutation } from './documents';

interface AreaFormValues {
  propertyId: string;
  name: string;
}

export interface AreaDialogProps {
  open: boolean;
  onClose(): void;
  /** The property the area belongs to (the only option of the property picker). */
  property: { id: string; name: string };
  /** The area being edited; absent for a new one. */
  area?: { id: string; name: string } | null;
}

const createResolver = zodResolver(areaCreateSchema) as unknown as Resolver<AreaFormValues, unknown, AreaCreateValues>;
const editResolver = zodResolver(areaEditSchema) as unknown as Resolver<AreaFormValues, unknown, AreaEditValues>;

/**
 * An area's create / edit dialog on the property page (spec 001 §2.7 modals, §5): create asks for the property
 * and the name ('Área criada com sucesso!'), edit for the name ('Área editada com sucesso!'); the page refreshes.
 */
export function AreaDialog({ open, onClose, property, area }: AreaDialogProps) {
  const toast = useToast();
  const editing = Boolean(area);
  const refetchQueries = ['PropertyPage', 'PropertyAreas'];
  const [createArea] = useMutation(CreateAreaMutation, { refetchQueries, awaitRefetchQueries: true });
  const [updateArea] = useMutation(UpdateAreaMutation, { refetchQueries, awaitRefetchQueries: true });
  const form = useForm<AreaFormValues, unknown, AreaCreateValues | AreaEditValues>({
    resolver: (editing ? editResolver : createResolver) as Resolver<
      AreaFormValues,
      unknown,
      AreaCreateValues | AreaEditValues
    >,
    defaultValues: { propertyId: property.id, name: area?.name ?? '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  useEffect(() => {
    if (open) reset({ propertyId: property.id, name: area?.name ?? '' });
  }, [open, reset, property.id, area?.name]);

  async function onSubmit(values: AreaCreateValues | AreaEditValues) {
    try {
      if (area) {
        const { data } = await updateArea({ variables: { id: area.id, name: values.name } });
        toast.success(data?.updateArea.message || AREA_MESSAGES.updated);
      } else {
        const input = values as AreaCreateValues;
        const { data } = await createArea({ variables: { input: { propertyId: input.propertyId, name: input.name } } });
        toast.success(data?.createArea.message || AREA_MESSAGES.created);
      }
      onClose();
    } catch (err) {
      toast.fromError(err);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? 'Editar área' : 'Nova área'}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form="area-form" loading={isSubmitting}>
            Salvar
          </Button>
        </>
      }
    >
      <form
        id="area-form"
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        className="flex flex-col gap-4"
      >
        {editing ? null : (
          <SelectField
            label="Propriedade"
            placeholder={AREA_MESSAGES.propertyRequired}
            options={[{ value: property.id, label: property.name }]}
            error={errors.propertyId?.message}
            {...register('propertyId')}
          />
        )}
        <TextField
          label="Nome da área"
          placeholder={AREA_MESSAGES.nameRequired}
          error={errors.name?.message}
          {...register('name')}
        />
      </form>
    </Dialog>
  );
}
