import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CATALOGUE, type ProfileEditValues, profileEditSchema, type WebRole } from '@talhao/schema';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useFormUnsavedChanges } from '@/app/formUnsavedChanges';
import { useViewer, type ViewerProfile } from '@/app/session';
import { Button, Card, LinkButton, useToast } from '@/ui';
import { ProfileUpdateMutation } from './documents';
import { ProfileFormFields } from './ProfileFormFields';
import { showsBirthDate } from './profileFields';
import { formDefaults, type ProfileFormValues, toUpdateInput } from './profileForm';

interface ProfileEditFormProps {
  role: WebRole;
  profile: ViewerProfile;
  /** Where 'Cancelar' and a successful save lead. */
  profilePath: string;
}

/*
 * The form holds `address: Place | null` and `birthDate: ''` while the schema's input type wants a
 * complete address; the schema itself rejects the empty values with its messages, so the resolver
 * is typed over the form's values.
 */
const resolver = zodResolver(profileEditSchema) as unknown as Resolver<ProfileFormValues, unknown, ProfileEditValues>;

/** Prefilled from the viewer; validated with the shared schema, so the browser and the BFF agree. */
export function ProfileEditForm({ role, profile, profilePath }: ProfileEditFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const { refetch } = useViewer();
  const [updateProfile] = useMutation(ProfileUpdateMutation);
  const withBirthDate = showsBirthDate(role);
  const form = useForm<ProfileFormValues, unknown, ProfileEditValues>({
    resolver,
    defaultValues: formDefaults(profile),
  });
  useFormUnsavedChanges(form);
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  async function onSubmit(values: ProfileEditValues) {
    try {
      await updateProfile({ variables: { input: toUpdateInput(values, withBirthDate) } });
      toast.success(CATALOGUE.updateProfile.success);
      await refetch();
      navigate(profilePath);
    } catch (err) {
      toast.fromError(err);
    }
  }

  return (
    <Card>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        <ProfileFormFields form={form} withBirthDate={withBirthDate} placePlaceholder="Digite a sua cidade" />
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <LinkButton to={profilePath} variant="secondary">
            Cancelar
          </LinkButton>
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            Salvar
          </Button>
        </div>
      </form>
    </Card>
  );
}
