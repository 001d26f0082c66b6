import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdvertValues, advertSchema, ENTITY_STATUS, type EntityStatus, LIMITS } from '@talhao/schema';
import { useMemo } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { ImageUploadField } from '@/features/common/ImageUploadField';
import { useRecordFormFlow } from '@/features/common/useRecordFormFlow';
import type { MasterBroadcastAdvertFieldsFragment } from '@/gql/graphql';
import { SelectField, TextField } from '@/ui';
import { MasterBroadcastCreateAdvertMutation, MasterBroadcastUpdateAdvertMutation } from '../documents';
import { AudienceField, BroadcastScheduleFields, BroadcastTextFields } from '../form/BroadcastFields';
import { BroadcastFormCard } from '../form/BroadcastFormLayout';
import { BROADCAST_PATHS } from '../paths';
import { AdvertImage } from './AdvertImage';
import { type AdvertFormValues, advertDefaults, toAdvertInput } from './advertFormValues';
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
  const { file, setFile, progress, submit } = useRecordFormFlow(form, 'advert');
  const [createAdvert] = useMutation(MasterBroadcastCreateAdvertMutation);
  const [updateAdvert] = useMutation(MasterBroadcastUpdateAdvertMutation);

  async function save(values: AdvertValues) {
    const input = toAdvertInput(values);
    const saved = advert
      ? (await updateAdvert({ variables: { id: advert.id, input }, update: forgetAdvertLists })).data?.updateAdvert
      : (await createAdvert({ variables: { input }, update: forgetAdvertLists })).data?.createAdvert;
    // A refusal (e.g. ADVERT_MESSAGES.activeExists when another advert is already active) is thrown and shown.
    return saved ? { id: saved.advert.id, message: saved.message, to: advertsListPath(saved.advert.status) } : null;
  }

  const onSubmit = form.handleSubmit((values) => submit(() => save(values)));

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
