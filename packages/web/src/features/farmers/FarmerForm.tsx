import { zodResolver } from '@hookform/resolvers/zod';
import { farmerCreateSchema, farmerEditSchema } from '@talhao/schema';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useFormUnsavedChanges } from '@/app/formUnsavedChanges';
import { Button, Card, LinkButton, useToast } from '@/ui';
import { FarmerFormFields } from './FarmerFormFields';
import { EMPTY_FARMER, type FarmerFormValues } from './farmerFormValues';

/*
 * The form holds `address: null` until a place is chosen; the schemas refuse it with their own message,
 * so each resolver is typed over the form's values.
 */
const RESOLVERS = {
  create: zodResolver(farmerCreateSchema) as unknown as Resolver<FarmerFormValues>,
  edit: zodResolver(farmerEditSchema) as unknown as Resolver<FarmerFormValues>,
};

interface FarmerFormProps {
  mode: 'create' | 'edit';
  defaults?: FarmerFormValues;
  /** Where 'Cancelar' leads. */
  cancelTo: string;
  /**
   * Saves the valid values (validated by the shared schema, so their types are the schema's output) and
   * answers the success text and where to go; a thrown error is shown as a toast and the form keeps its values.
   */
  save(values: FarmerFormValues): Promise<{ message: string; to: string }>;
}

/** 'Novo Agricultor' / 'Editar Agricultor': validate → save → toast → navigate (spec 001 §5, §8). */
export function FarmerForm({ mode, defaults = EMPTY_FARMER, cancelTo, save }: FarmerFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const form = useForm<FarmerFormValues>({ resolver: RESOLVERS[mode], defaultValues: defaults });
  useFormUnsavedChanges(form);

  async function onSubmit(values: FarmerFormValues) {
    try {
      const { message, to } = await save(values);
      toast.success(message);
      navigate(to);
    } catch (err) {
      // 409 'Conflito: celular ou email já cadastrado(s)', 'Parece que ocorreu um erro! (…)', a refusal…
      toast.fromError(err);
    }
  }

  return (
    <Card>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
        <FarmerFormFields form={form} mode={mode} />
        <div className="flex flex-wrap justify-end gap-2 pt-2 sm:col-span-2">
          <LinkButton to={cancelTo} variant="secondary">
            Cancelar
          </LinkButton>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {mode === 'create' ? 'Criar' : 'Salvar'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
