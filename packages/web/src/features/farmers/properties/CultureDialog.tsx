import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CULTURE_MESSAGES, type CultureValues, cultureSchema } from '@talhao/schema';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button, Dialog, TextField, useToast } from '@/ui';
import { CreateCultureMutation } from './documents';

const resolver = zodResolver(cultureSchema) as unknown as Resolver<{ name: string }, unknown, CultureValues>;

export interface CultureDialogProps {
  open: boolean;
  farmerId: string;
  onClose(): void;
  /** The culture just created (the sector form selects it). */
  onCreated?(culture: { id: string; name: string }): void;
}

/** The culture creator (spec 001 §2.7 modals): a name, 'Cultura criada com sucesso!', the lists refreshed. */
export function CultureDialog({ open, farmerId, onClose, onCreated }: CultureDialogProps) {
  const toast = useToast();
  const [createCulture] = useMutation(CreateCultureMutation, { refetchQueries: ['FarmerCultures'] });
  const form = useForm<{ name: string }, unknown, CultureValues>({
    resolver,
    defaultValues: { name: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  useEffect(() => {
    if (open) reset({ name: '' });
  }, [open, reset]);

  async function onSubmit(values: CultureValues) {
    try {
      const { data } = await createCulture({ variables: { farmerId, name: values.name } });
      const created = data?.createCulture;
      if (!created) return;
      toast.success(created.message || CULTURE_MESSAGES.created);
      onCreated?.(created.culture);
      onClose();
    } catch (err) {
      toast.fromError(err);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Nova cultura"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form="culture-form" loading={isSubmitting}>
            Criar
          </Button>
        </>
      }
    >
      <form id="culture-form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <TextField
          label="Cultura"
          placeholder={CULTURE_MESSAGES.prompt}
          hint={CULTURE_MESSAGES.prompt}
          error={errors.name?.message}
          {...register('name')}
        />
      </form>
    </Dialog>
  );
}
