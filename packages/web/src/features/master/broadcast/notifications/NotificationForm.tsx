import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { COMMON, LIMITS, type PushNotificationValues, pushNotificationSchema } from '@talhao/schema';
import { useMemo } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useFormUnsavedChanges } from '@/app/formUnsavedChanges';
import type { MasterBroadcastNotificationFieldsFragment } from '@/gql/graphql';
import { useToast } from '@/ui';
import { MasterBroadcastCreateNotificationMutation, MasterBroadcastUpdateNotificationMutation } from '../documents';
import { AudienceField, BroadcastScheduleFields, BroadcastTextFields } from '../form/BroadcastFields';
import { BroadcastFormCard } from '../form/BroadcastFormLayout';
import { type BroadcastFormValues, broadcastDefaults, toBroadcastInput } from '../form/broadcastForm';
import { BROADCAST_PATHS } from '../paths';

interface NotificationFormProps {
  /** The stored notification when editing; absent when creating. */
  notification?: MasterBroadcastNotificationFieldsFragment | null;
}

/** Create or edit a push notification: an advert's fields without link, status and image. */
export function NotificationForm({ notification }: NotificationFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const keepStart = notification?.startDate ?? null;
  const resolver = useMemo(
    () =>
      zodResolver(pushNotificationSchema({ keepStart })) as unknown as Resolver<
        BroadcastFormValues,
        unknown,
        PushNotificationValues
      >,
    [keepStart],
  );
  const form = useForm<BroadcastFormValues, unknown, PushNotificationValues>({
    resolver,
    defaultValues: broadcastDefaults(notification),
  });
  useFormUnsavedChanges(form);
  const [createNotification] = useMutation(MasterBroadcastCreateNotificationMutation);
  const [updateNotification] = useMutation(MasterBroadcastUpdateNotificationMutation);

  const onSubmit = form.handleSubmit(async (values) => {
    const input = toBroadcastInput(values);
    try {
      const message = notification
        ? (await updateNotification({ variables: { id: notification.id, input } })).data?.updatePushNotification.message
        : (await createNotification({ variables: { input } })).data?.createPushNotification.message;
      if (!message) {
        toast.error(COMMON.internal);
        return;
      }
      toast.success(message);
      navigate(BROADCAST_PATHS.notifications);
    } catch (err) {
      toast.fromError(err);
    }
  });

  return (
    <FormProvider {...form}>
      <BroadcastFormCard
        onSubmit={onSubmit}
        listPath={BROADCAST_PATHS.notifications}
        submitting={form.formState.isSubmitting}
      >
        <BroadcastTextFields messageMax={LIMITS.notificationMessageMax} />
        <BroadcastScheduleFields keepStart={keepStart} />
        <AudienceField />
      </BroadcastFormCard>
    </FormProvider>
  );
}
