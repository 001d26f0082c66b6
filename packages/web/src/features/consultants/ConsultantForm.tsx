import { zodResolver } from '@hookform/resolvers/zod';
import { CONSULTANT_DELETE_CONFIRMATION, consultantCreateSchema, consultantEditSchema } from '@talhao/schema';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useFormUnsavedChanges } from '@/app/formUnsavedChanges';
import { useLeaveWithoutAsking } from '@/app/unsavedChanges';
import { DeleteRecordButton } from '@/features/common/FormPage';
import { Button, Card, LinkButton, useToast } from '@/ui';
import { ConsultantFormFields } from './ConsultantFormFields';
import { type ConsultantFormValues, EMPTY_CONSULTANT } from './consultantFormValues';

/* The form holds `address: null` until a place is chosen; the schemas refuse it with their own message. */
const RESOLVERS = {
  create: zodResolver(consultantCreateSchema) as unknown as Resolver<ConsultantFormValues>,
  edit: zodResolver(consultantEditSchema) as unknown as Resolver<ConsultantFormValues>,
};

/** A 409 reads 'Conflito' as its title (spec 002 §8). */
function conflictAware(err: unknown): string | null {
  const first = (err as { errors?: Array<{ message: string; extensions?: { code?: string } }> })?.errors?.[0];
  return first?.extensions?.code === 'CONFLICT' ? `Conflito: ${first.message}` : null;
}

interface ConsultantFormProps {
  mode: 'create' | 'edit';
  defaults?: ConsultantFormValues;
  cancelTo: string;
  /** Saves the valid values (the schema's output) and answers the success text and where to go. */
  save(values: ConsultantFormValues): Promise<{ message: string; to: string }>;
  /** The edit form's 'Excluir': deletes and answers the success text and where to go. */
  remove?(): Promise<{ message: string; to: string }>;
}

/** 'Novo Consultor' / edit (spec 002 §5): validate → save → toast → navigate; a failure keeps every value. */
export function ConsultantForm({ mode, defaults = EMPTY_CONSULTANT, cancelTo, save, remove }: ConsultantFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const form = useForm<ConsultantFormValues>({ resolver: RESOLVERS[mode], defaultValues: defaults });
  useFormUnsavedChanges(form);
  const leaveWithoutAsking = useLeaveWithoutAsking();
  const [deleting, setDeleting] = useState(false);

  const fail = (err: unknown) => {
    const conflict = conflictAware(err);
    if (conflict) toast.error(conflict);
    else toast.fromError(err);
  };

  async function onSubmit(values: ConsultantFormValues) {
    try {
      const { message, to } = await save(values);
      toast.success(message);
      leaveWithoutAsking();
      navigate(to);
    } catch (err) {
      fail(err);
    }
  }

  /** Deletes, says so and leaves; a failure is the shared button's toast and its dialog stays open. */
  async function onDelete() {
    if (!remove) return;
    setDeleting(true);
    try {
      const { message, to } = await remove();
      toast.success(message);
      leaveWithoutAsking();
      navigate(to);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Card>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
        <ConsultantFormFields form={form} mode={mode} />
        <div className="flex flex-wrap items-center justify-end gap-2 pt-2 sm:col-span-2">
          {remove ? (
            <DeleteRecordButton
              label="Excluir"
              title="Excluir consultor"
              message={CONSULTANT_DELETE_CONFIRMATION}
              onDelete={onDelete}
              loading={deleting}
            />
          ) : null}
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
