import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATALOGUE,
  COMMON,
  isBoundedDate,
  type ProvidedConsultancyValues,
  providedConsultancySchema,
} from '@talhao/schema';
import { type ReactNode, useMemo, useRef } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useFormUnsavedChanges } from '@/app/formUnsavedChanges';
import { FarmerSelect, PropertySelect } from '@/features/farmers/FarmerSelect';
import type { ProvidedConsultancyFieldsFragment } from '@/gql/graphql';
import { Button, Card, DateField, FormField, LinkButton, MoneyField, SelectField, useToast } from '@/ui';
import { useProvidedAccess } from './access';
import { ProvidedCreateConsultancyMutation, ProvidedUpdateConsultancyMutation } from './documents';
import {
  type ProvidedFormMode,
  type ProvidedFormValues,
  providedDefaults,
  statusOptions,
  toProvidedInput,
} from './providedFormValues';
import { useOfferOptions } from './useOfferOptions';

interface ProvidedFormProps {
  /** The stored record when editing; absent when creating. */
  provided?: ProvidedConsultancyFieldsFragment | null;
  /** Extra actions beside the submit button (the edit page's 'Deletar'). */
  extraActions?: ReactNode;
}

/** 'Prestar consultoria' and its edit form (spec 001 §2.5, §5 "Provided consultancy"). */
export function ProvidedForm({ provided, extraActions }: ProvidedFormProps) {
  const mode: ProvidedFormMode = provided ? 'edit' : 'create';
  const toast = useToast();
  const navigate = useNavigate();
  const { paths } = useProvidedAccess();
  const offers = useOfferOptions(null);
  const resolver = useMemo(
    () =>
      zodResolver(providedConsultancySchema(mode)) as unknown as Resolver<
        ProvidedFormValues,
        unknown,
        ProvidedConsultancyValues
      >,
    [mode],
  );
  const form = useForm<ProvidedFormValues, unknown, ProvidedConsultancyValues>({
    resolver,
    defaultValues: providedDefaults(provided),
  });
  useFormUnsavedChanges(form);
  const {
    register,
    control,
    watch,
    setValue,
    getValues,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const [createProvided] = useMutation(ProvidedCreateConsultancyMutation);
  const [updateProvided] = useMutation(ProvidedUpdateConsultancyMutation);
  const farmer = watch('farmer');
  const startDate = watch('startDate');

  // The stored offer stays choosable even when it is beyond the pages the select reads.
  const offerOptions = useMemo(() => {
    const options = offers.options.map((offer) => ({ value: offer.id, label: offer.name }));
    const current = provided?.offer;
    if (current && !options.some((option) => option.value === current.id))
      options.unshift({ value: current.id, label: current.name });
    return options;
  }, [offers.options, provided]);

  // 'Valor fixo' follows the chosen offer's single price unless the consultant typed their own.
  const priceOf = (offerId: string) => offers.options.find((offer) => offer.id === offerId)?.price ?? null;
  const previousOffer = useRef(getValues('offerId'));
  const offerField = register('offerId', {
    onChange: (event: { target: { value: string } }) => {
      const typed = getValues('fixedPrice');
      if (typed === null || typed === priceOf(previousOffer.current)) {
        setValue('fixedPrice', priceOf(event.target.value), { shouldValidate: isSubmitted });
      }
      previousOffer.current = event.target.value;
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const input = toProvidedInput(values);
    try {
      if (provided) {
        await updateProvided({
          variables: { id: provided.id, input },
          update: (cache) => {
            cache.evict({ fieldName: 'providedConsultancies' });
            cache.gc();
          },
        });
        toast.success(CATALOGUE.updateProvided.success);
        // The spec sends the user to /consultor/consultorias, a route Talhão does not have: the list is its closest page.
        navigate(paths.list);
        return;
      }
      const { data } = await createProvided({
        variables: { input },
        update: (cache) => {
          cache.evict({ fieldName: 'providedConsultancies' });
          cache.gc();
        },
      });
      const created = data?.createProvidedConsultancy.providedConsultancy;
      if (!created) {
        toast.error(COMMON.internal);
        return;
      }
      toast.success(CATALOGUE.createProvided.success);
      navigate(paths.detail(created.id));
    } catch (err) {
      // The BFF sends the catalogue's text ('Dados inválidos: …', 'Parece que ocorreu um erro! (…)').
      toast.fromError(err);
    }
  });

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <SelectField
          label="Consultoria"
          required
          placeholder={offers.loading ? 'Carregando consultorias…' : 'Selecione uma opção'}
          options={offerOptions}
          error={errors.offerId?.message}
          hint={offers.error ? COMMON.loadError : undefined}
          {...offerField}
        />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="farmer"
            render={({ field }) => (
              <FarmerSelect
                required
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  const validate = { shouldValidate: isSubmitted };
                  setValue('farmerId', next?.id ?? '', validate);
                  // Another farmer: the chosen property was the previous farmer's (spec 001 §5).
                  if (next?.id !== farmer?.id) {
                    setValue('property', null);
                    setValue('propertyId', '', validate);
                  }
                }}
                error={errors.farmerId?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="property"
            render={({ field }) => (
              <PropertySelect
                required
                farmerId={farmer?.id ?? null}
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  setValue('propertyId', next?.id ?? '', { shouldValidate: isSubmitted });
                }}
                error={errors.propertyId?.message}
              />
            )}
          />
        </div>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <FormField control={control} name="fixedPrice" as={MoneyField} label="Valor fixo" required />
          <SelectField
            label="Status"
            required
            placeholder={mode === 'edit' ? 'Selecione o status' : undefined}
            options={statusOptions(mode)}
            error={errors.status?.message}
            {...register('status')}
          />
        </div>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <FormField control={control} name="startDate" as={DateField} label="Data de início" required />
          <FormField
            control={control}
            name="endDate"
            as={DateField}
            label="Data de fim"
            hint="Opcional"
            min={isBoundedDate(startDate) ? startDate : undefined}
          />
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-end">
          {extraActions}
          <LinkButton to={provided ? paths.detail(provided.id) : paths.list} variant="secondary">
            Cancelar
          </LinkButton>
          <Button type="submit" loading={isSubmitting}>
            {provided ? 'Salvar' : 'Prestar consultoria'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
