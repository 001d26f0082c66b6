import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CATALOGUE, capabilities, type ProfileEditValues, profileEditSchema, type Role } from '@talhao/schema';
import { useEffect, useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useFormUnsavedChanges } from '@/app/formUnsavedChanges';
import type { ViewerProfile } from '@/app/session';
import { ProfileFormFields } from '@/features/profile/ProfileFormFields';
import { formDefaults, type ProfileFormValues, toUpdateInput } from '@/features/profile/profileForm';
import { Button, Dialog, useToast } from '@/ui';
import { MasterUsersUpdateProfileMutation } from '../documents';

// The form holds `address: null` until a place is chosen; the schema rejects it with its own message.
const resolver = zodResolver(profileEditSchema) as unknown as Resolver<ProfileFormValues, unknown, ProfileEditValues>;

export interface EditUserProfileDialogProps {
  open: boolean;
  onClose(): void;
  profile: ViewerProfile;
}

/**
 * 'Editar perfil' of another user: the fields and rules of the own-profile form (name, phone,
 * address and, for consultants, birth date), sent with the user's id. The mutation answers the
 * profile, so the page behind updates from the cache.
 */
export function EditUserProfileDialog({ open, onClose, profile }: EditUserProfileDialogProps) {
  const formId = useId();
  const toast = useToast();
  const withBirthDate = capabilities.hasBirthDate(profile.role as Role);
  const [updateUserProfile] = useMutation(MasterUsersUpdateProfileMutation);
  const form = useForm<ProfileFormValues, unknown, ProfileEditValues>({
    resolver,
    defaultValues: formDefaults(profile),
  });
  useFormUnsavedChanges(form, { enabled: open });
  const {
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;

  // Each opening starts from the profile as it is now.
  useEffect(() => {
    if (open) reset(formDefaults(profile));
  }, [open, profile, reset]);

  async function onSubmit(values: ProfileEditValues) {
    try {
      await updateUserProfile({ variables: { id: profile.id, input: toUpdateInput(values, withBirthDate) } });
      toast.success(CATALOGUE.updateUserProfile.success);
      onClose();
    } catch (err) {
      toast.fromError(err);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Editar perfil"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            Salvar
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        <ProfileFormFields
          form={form}
          withBirthDate={withBirthDate}
          placePlaceholder="Digite a cidade"
          nameAutoComplete="off"
        />
      </form>
    </Dialog>
  );
}
