import { useMutation } from '@apollo/client/react';
import { TabGroup, TabPanel, TabPanels } from '@headlessui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CATALOGUE, TRAINING_FORM_ERROR, TRAINING_LIMITS, type TrainingValues, trainingSchema } from '@talhao/schema';
import { Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useLeaveWithoutAsking } from '@/app/unsavedChanges';
import { ImageUploadField } from '@/features/common/ImageUploadField';
import { useRecordFormFlow } from '@/features/common/useRecordFormFlow';
import type { TrainingFieldsFragment } from '@/gql/graphql';
import {
  Button,
  Card,
  ConfirmDialog,
  DateField,
  DurationField,
  FieldError,
  FormField,
  LinkButton,
  MoneyField,
  PlaceField,
  RichTextEditor,
  SelectField,
  TextAreaField,
  TextField,
  TimeField,
  useToast,
} from '@/ui';
import { useIsCompanyTrainingForm, useTrainingPaths } from '../access';
import { FORMAT_LABEL } from '../display';
import { TrainingCreateMutation, TrainingDeleteMutation, TrainingUpdateMutation } from '../documents';
import { TrainingTabList } from '../tabs';
import { ConsultantPicker } from './ConsultantPicker';
import {
  composeDate,
  splitDate,
  type TrainingFormValues,
  tomorrowInSaoPaulo,
  toTrainingInput,
  trainingDefaults,
} from './trainingFormValues';

const FORMAT_OPTIONS = (['IN_PERSON', 'ONLINE'] as const).map((value) => ({ value, label: FORMAT_LABEL[value] }));

type TrainingResolver = Resolver<TrainingFormValues, unknown, TrainingValues>;

export const DELETE_TRAINING_QUESTION = 'Tem certeza que deseja excluir esse treinamento?';

interface TrainingFormProps {
  /** The stored training when editing. */
  training?: TrainingFieldsFragment | null;
}

/**
 * Create or edit a training (spec 001 §5 "Training"). The record is saved first; the picture is then
 * sent to the saved id, so a failed picture leaves a saved training and a warning.
 */
export function TrainingForm({ training }: TrainingFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const paths = useTrainingPaths();
  // The schema reports 'Insira o local' (Presencial without a place) with the other messages on the first submit.
  const companyForm = useIsCompanyTrainingForm();
  const resolver = useMemo(
    () => zodResolver(trainingSchema({ companyForm })) as unknown as TrainingResolver,
    [companyForm],
  );
  const form = useForm<TrainingFormValues, unknown, TrainingValues>({
    resolver,
    defaultValues: trainingDefaults(training),
  });
  const {
    register,
    control,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const { file, setFile, progress, submit } = useRecordFormFlow(form, 'training');
  const leaveWithoutAsking = useLeaveWithoutAsking();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [createTraining] = useMutation(TrainingCreateMutation);
  const [updateTraining] = useMutation(TrainingUpdateMutation);
  const [deleteTraining, { loading: deleting }] = useMutation(TrainingDeleteMutation);
  const inPerson = watch('format') === 'IN_PERSON';
  const summaryLength = watch('summary').length;

  async function save(values: TrainingValues) {
    const input = toTrainingInput(values, { companyForm });
    const update = (cache: { evict(options: { fieldName: string }): boolean; gc(): string[] }) => {
      // Lists change order and membership: read them again.
      cache.evict({ fieldName: 'trainings' });
      cache.gc();
    };
    const saved = training
      ? (await updateTraining({ variables: { id: training.id, input }, update })).data?.updateTraining
      : (await createTraining({ variables: { input }, update })).data?.createTraining;
    if (!saved) return null;
    const fallback = training ? CATALOGUE.updateTraining.success : CATALOGUE.saveTraining.success;
    const { id } = saved.training;
    return { id, message: saved.message || fallback, to: paths.detail(id) };
  }

  const onSubmit = form.handleSubmit(
    (values) => submit(() => save(values)),
    () => toast.error(TRAINING_FORM_ERROR),
  );

  async function onDelete() {
    if (!training) return;
    try {
      const { data } = await deleteTraining({
        variables: { id: training.id },
        update(cache) {
          // Only the lists: evicting the record itself would blank this page before it navigates away.
          cache.evict({ fieldName: 'trainings' });
          cache.gc();
        },
      });
      toast.success(data?.deleteTraining.message || CATALOGUE.deleteTraining.success);
      leaveWithoutAsking(); // the record is gone: its unsaved edits go with it, as the user confirmed
      navigate(paths.open);
    } catch (err) {
      setConfirmDelete(false);
      toast.fromError(err);
    }
  }

  const busy = isSubmitting || progress !== null;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Card>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Nome"
            required
            className="sm:col-span-2"
            maxLength={TRAINING_LIMITS.titleMax}
            error={errors.title?.message}
            {...register('title')}
          />
          <FormField control={control} name="price" as={MoneyField} label="Preço (R$)" required />
          <FormField control={control} name="profit" as={MoneyField} label="Lucro (R$)" hint="Opcional" />
          <SelectField
            label="Modalidade"
            required
            placeholder="Selecione"
            options={FORMAT_OPTIONS}
            error={errors.format?.message}
            {...register('format')}
          />
          <TextField
            label="Vagas"
            required
            type="number"
            min={TRAINING_LIMITS.spotsMin}
            step={1}
            inputMode="numeric"
            error={errors.availableSpots?.message}
            {...register('availableSpots')}
          />
          <Controller
            control={control}
            name="date"
            render={({ field }) => {
              const { day, time } = splitDate(field.value);
              return (
                <div className="grid grid-cols-2 gap-2">
                  <DateField
                    label="Data"
                    required
                    min={tomorrowInSaoPaulo()}
                    value={day}
                    onChange={(next) => field.onChange(composeDate(next, time))}
                    onBlur={field.onBlur}
                    error={errors.date?.message}
                  />
                  <TimeField
                    label="Horário"
                    value={time}
                    onChange={(next) => field.onChange(composeDate(day, next))}
                    onBlur={field.onBlur}
                  />
                </div>
              );
            }}
          />
          <FormField control={control} name="duration" as={DurationField} label="Duração (HH:MM)" required />
          <Controller
            control={control}
            name="address"
            render={({ field }) => (
              <PlaceField
                className="sm:col-span-2"
                label="Local"
                required={inPerson}
                hint={inPerson ? undefined : 'Obrigatório para treinamentos presenciais'}
                value={field.value}
                onChange={field.onChange}
                error={errors.address?.message}
              />
            )}
          />
          {companyForm ? (
            <Controller
              control={control}
              name="consultantIds"
              render={({ field }) => (
                <div className="sm:col-span-2">
                  <ConsultantPicker
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.consultantIds?.message}
                  />
                </div>
              )}
            />
          ) : null}
          <div className="sm:col-span-2">
            <TextAreaField
              label="Resumo"
              required
              rows={3}
              maxLength={TRAINING_LIMITS.summaryMax}
              error={errors.summary?.message}
              {...register('summary')}
            />
            <p className="mt-1 text-right text-xs text-muted" aria-live="polite">
              {summaryLength}/{TRAINING_LIMITS.summaryMax}
            </p>
          </div>
        </div>
      </Card>
      <Card>
        <TabGroup>
          <TrainingTabList
            labels={['Descrição', 'Informações específicas']}
            flagged={[Boolean(errors.description), Boolean(errors.specificInformation)]}
          />
          <TabPanels>
            <TabPanel unmount={false}>
              <Controller
                control={control}
                name="description"
                render={({ field }) => (
                  <RichTextEditor label="Descrição" required value={field.value} onChange={field.onChange} />
                )}
              />
            </TabPanel>
            <TabPanel unmount={false}>
              <Controller
                control={control}
                name="specificInformation"
                render={({ field }) => (
                  <RichTextEditor
                    label="Informações específicas"
                    required
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            </TabPanel>
          </TabPanels>
        </TabGroup>
        {/* Both messages stay visible whichever tab is open. */}
        <FieldError message={errors.description?.message} />
        <FieldError message={errors.specificInformation?.message} />
      </Card>
      <Card>
        <ImageUploadField
          file={file}
          onFileChange={setFile}
          currentUrl={training?.imageUrl}
          progress={progress}
          subject={{ of: 'do treinamento', saved: 'o treinamento for salvo' }}
        />
      </Card>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {training ? (
          <Button
            type="button"
            variant="danger"
            className="mr-auto"
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            onClick={() => setConfirmDelete(true)}
            disabled={busy}
          >
            Excluir
          </Button>
        ) : null}
        <LinkButton to={training ? paths.detail(training.id) : paths.open} variant="secondary">
          Cancelar
        </LinkButton>
        <Button type="submit" loading={busy}>
          Salvar
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title="Excluir treinamento"
        message={DELETE_TRAINING_QUESTION}
        confirmLabel="Excluir"
        tone="danger"
        loading={deleting}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirmDelete(false)}
      />
    </form>
  );
}
