import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATALOGUE,
  OFFER_LIMITS,
  OFFER_MESSAGES,
  type OfferedConsultancyValues,
  offerFormErrorFor,
  offerSchemaFor,
  splitCultures,
} from '@talhao/schema';
import { Pencil } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { ImageUploadField } from '@/features/common/ImageUploadField';
import { useRecordFormFlow } from '@/features/common/useRecordFormFlow';
import type { OfferedConsultancyFieldsFragment } from '@/gql/graphql';
import {
  Button,
  Card,
  FieldError,
  LinkButton,
  RichTextEditor,
  SelectField,
  TextAreaField,
  TextField,
  useToast,
} from '@/ui';
import { useOfferAccess } from './access';
import { FORMAT_LABELS, priceTexts } from './display';
import { OfferedCreateConsultancyMutation, OfferedUpdateConsultancyMutation } from './documents';
import { type OfferFormValues, offerDefaults, toOfferInput } from './offerFormValues';
import { PriceDialog } from './PriceDialog';
import { RegionsField } from './RegionsField';

const FORMAT_OPTIONS = (Object.keys(FORMAT_LABELS) as (keyof typeof FORMAT_LABELS)[]).map((format) => ({
  value: format,
  label: FORMAT_LABELS[format],
}));

/** The first message under a list field (the list itself or one of its items). */
function listError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const value of Object.values(error)) {
    const nested = listError(value);
    if (nested) return nested;
  }
  return undefined;
}

interface OfferFormProps {
  /** The stored offer when editing; absent when creating. */
  offer?: OfferedConsultancyFieldsFragment | null;
  /** Extra actions beside the submit button (the edit page's 'Deletar'). */
  extraActions?: ReactNode;
}

/**
 * Create or edit an offered consultancy (spec 001 §5). The record is saved first; the chosen image
 * is then uploaded to the saved id, so a failed image leaves a saved offer and a warning.
 */
export function OfferForm({ offer, extraActions }: OfferFormProps) {
  const toast = useToast();
  const { paths, area } = useOfferAccess();
  // The form holds drafts ('' formats, lines without a charge type); the schema refuses them with its messages,
  // the company's own texts in its area (spec 002 §5), the same schema the BFF applies to the author's role.
  const resolver = useMemo(
    () => zodResolver(offerSchemaFor(area)) as unknown as Resolver<OfferFormValues, unknown, OfferedConsultancyValues>,
    [area],
  );
  const form = useForm<OfferFormValues, unknown, OfferedConsultancyValues>({
    resolver,
    defaultValues: offerDefaults(offer),
  });
  const {
    register,
    control,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const [culturesText, setCulturesText] = useState(() => (offer?.cultures ?? []).join(', '));
  const [priceOpen, setPriceOpen] = useState(false);
  const { file, setFile, progress, submit } = useRecordFormFlow(form, 'offer');
  const [createOffer] = useMutation(OfferedCreateConsultancyMutation);
  const [updateOffer] = useMutation(OfferedUpdateConsultancyMutation);

  const format = watch('format');
  const agreedPrice = watch('agreedPrice');
  const prices = watch('prices');

  async function save(values: OfferedConsultancyValues) {
    const input = toOfferInput(values);
    const saved = offer
      ? (await updateOffer({ variables: { id: offer.id, input } })).data?.updateOfferedConsultancy
      : (await createOffer({ variables: { input } })).data?.createOfferedConsultancy;
    if (!saved) return null;
    const { id } = saved.offer;
    return { id, message: saved.message || CATALOGUE.saveOffer.success, to: paths.detail(id) };
  }

  const onSubmit = form.handleSubmit(
    (values) => submit(() => save(values)),
    (_errors: FieldErrors<OfferFormValues>) => toast.error(offerFormErrorFor(area)),
  );

  const priceError = listError(errors.prices);
  const priceLabel = priceTexts({
    agreedPrice,
    prices: prices
      .filter((line) => line.feeType !== '')
      .map((line) => ({ amount: line.amount, feeType: line.feeType as Exclude<typeof line.feeType, ''> })),
  });

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField
          label="Nome"
          required
          maxLength={OFFER_LIMITS.nameMax}
          error={errors.name?.message}
          {...register('name')}
        />
        <SelectField
          label="Modalidade"
          required
          placeholder="Selecione"
          options={FORMAT_OPTIONS}
          error={errors.format?.message}
          {...register('format')}
        />
        <TextField
          label="Culturas"
          required
          hint={OFFER_MESSAGES.culturesHint}
          placeholder="Café, Milho, Soja"
          value={culturesText}
          error={listError(errors.cultures)}
          onChange={(event) => {
            setCulturesText(event.target.value);
            setValue('cultures', splitCultures(event.target.value), { shouldValidate: form.formState.isSubmitted });
          }}
        />
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-ink-soft">Preço</span>
          <div className="flex flex-wrap items-center gap-3">
            <ul aria-label="Preço escolhido" className="text-sm text-ink">
              {priceLabel.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              icon={<Pencil aria-hidden="true" className="size-4" />}
              onClick={() => setPriceOpen(true)}
            >
              Definir preço
            </Button>
          </div>
          <FieldError message={priceError} />
        </div>
        <PriceDialog
          open={priceOpen}
          value={{ agreedPrice, prices }}
          onClose={() => setPriceOpen(false)}
          onSave={(next) => {
            setValue('agreedPrice', next.agreedPrice);
            setValue('prices', next.prices, { shouldValidate: form.formState.isSubmitted });
            setPriceOpen(false);
          }}
        />
        {format === 'ONLINE' ? null : (
          <Controller
            control={control}
            name="regions"
            render={({ field }) => (
              <RegionsField value={field.value} onChange={field.onChange} error={listError(errors.regions)} />
            )}
          />
        )}
        <TextAreaField
          label="Resumo"
          maxLength={OFFER_LIMITS.summaryMax}
          rows={3}
          error={errors.summary?.message}
          {...register('summary')}
        />
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              label="Descrição"
              required
              value={field.value}
              onChange={field.onChange}
              error={errors.content?.message}
            />
          )}
        />
        <ImageUploadField
          file={file}
          onFileChange={setFile}
          currentUrl={offer?.imageUrl}
          progress={progress}
          subject={{ of: 'da consultoria', saved: 'a consultoria for salva' }}
        />
        <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
          {extraActions}
          <LinkButton to={offer ? paths.detail(offer.id) : paths.list} variant="secondary">
            Cancelar
          </LinkButton>
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            {offer ? 'Salvar consultoria' : 'Criar consultoria'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
