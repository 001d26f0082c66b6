import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdvertValues, advertSchema, COMMON, ENTITY_STATUS, type EntityStatus, LIMITS } from '@talhao/schema';
import { useMemo, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useFormUnsavedChanges } from '@/app/unsavedChanges';
import { ImageUploadField } from '@/features/common/ImageUploadField';
import type { MasterBroadcastAdvertFieldsFragment } from '@/gql/graphql';
import { SelectField, TextField, useToast } from '@/ui';
import { MasterBroadcastCreateAdvertMutation, MasterBroadcastUpdateAdvertMutation } from '../documents';
import { AudienceField, BroadcastScheduleFields, BroadcastTextFields } from '../form/BroadcastFields';
import { BroadcastFormCard } from '../form/BroadcastFormLayout';
import { BROADCAST_PATHS } from '../paths';
import { AdvertImage } from './AdvertImage';
import { type AdvertFormValues, advertDefaults, toAdvertInput } from './advertFormValues';
import { uploadAdvertImage } from './advertImageUpload';
import { advertsListPath } from './advertStatus';

const STATUS_OPTIONS = (Object.keys(ENTITY_STATUS) as EntityStatus[]).map((status) => ({
  value: status,
  label: ENTITY_STATUS[status].label,
}));

interface AdvertFormProps {
  /** The stored advert when editing; absent when creating. */
  advert?: MasterBroadcastAdvertFieldsFragment | null;
}

/**
 * Create or edit an advert. The record is saved first; the chosen image is then uploaded to the
 * saved id, so a failed image leaves a saved advert and a warning instead of losing the form.
 */
/** A saved advert may join or leave any status list: drop them all, so no list shows a stale page. */
const forgetAdvertLists = (cache: ApolloCache) => {
  cache.evict({ fieldName: 'adverts' });
  cache.gc();
};

export function AdvertForm({ advert }: AdvertFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const keepStart = advert?.startDate ?? null;
  // The form holds '' and null while the schema's input wants the final types; the schema rejects them with its messages.
  const resolver = useMemo(
    () => zodResolver(advertSchema({ keepStart })) as unknown as Resolver<AdvertFormValues, unknown, AdvertValues>,
    [keepStart],
  );
  const form = useForm<AdvertFormValues, unknown, AdvertValues>({ resolver, defaultValues: advertDefaults(advert) });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const [file, setFile] = useState<File | null>(null);
  useFormUnsavedChanges(form, { otherChanges: file !== null });
  const [progress, setProgress] = useState<number | null>(null);
  const [createAdvert] = useMutation(MasterBroadcastCreateAdvertMutation);
  const [updateAdvert] = useMutation(MasterBroadcastUpdateAdvertMutation);

  async function save(values: AdvertValues) {
    const input = toAdvertInput(values);
    if (advert) {
      const { data } = await updateAdvert({ variables: { id: advert.id, input }, update: forgetAdvertLists });
      return data?.updateAdvert;
    }
    const { data } = await createAdvert({ variables: { input }, update: forgetAdvertLists });
    return data?.createAdvert;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    let saved: Awaited<ReturnType<typeof save>>;
    try {
      saved = await save(values);
    } catch (err) {
      // e.g. ADVERT_MESSAGES.activeExists when another advert is already active.
      toast.fromError(err);
      return;
    }
    if (!saved) {
      toast.error(COMMON.internal);
      return;
    }
    if (file) {
      setProgress(0);
      const warning = await uploadAdvertImage(saved.advert.id, file, setProgress);
      setProgress(null);
      if (warning) toast.warning(warning);
      else toast.success(saved.message);
    } else {
      toast.success(saved.message);
    }
    navigate(advertsListPath(saved.advert.status));
  });

  return (
    <FormProvider {...form}>
      <BroadcastFormCard onSubmit={onSubmit} listPath={BROADCAST_PATHS.adverts} submitting={isSubmitting}>
        <BroadcastTextFields messageMax={LIMITS.advertMessageMax} />
        <TextField
          label="Link"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="Opcional"
          error={errors.url?.message}
          {...register('url')}
        />
        <SelectField
          label="Status"
          required
          options={STATUS_OPTIONS}
          error={errors.status?.message}
          {...register('status')}
        />
        <BroadcastScheduleFields keepStart={keepStart} />
        <AudienceField />
        <ImageUploadField
          file={file}
          onFileChange={setFile}
          currentUrl={advert?.imageUrl}
          progress={progress}
          subject={{ of: 'do anúncio', saved: 'o anúncio for salvo' }}
          frame={(src, alt) => <AdvertImage src={src} alt={alt} />}
        />
      </BroadcastFormCard>
    </FormProvider>
  );
}
