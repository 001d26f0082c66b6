import { useArea } from '@/app/area';
import { PageHeader } from '@/ui';
import { ProfileEditForm } from './ProfileEditForm';
import { shownRole } from './profileFields';
import { WithViewer } from './ViewerStatus';

/** `<base>/perfil/editar` of every area: name, phone, address and (consultants) birth date. */
export function ProfileEditPage() {
  const { area, basePath } = useArea();
  const profilePath = `${basePath}/perfil`;
  return (
    <WithViewer>
      {(viewer) => (
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
          <PageHeader title="Editar perfil" backTo={profilePath} />
          <ProfileEditForm role={shownRole(area, viewer.role)} profile={viewer.profile} profilePath={profilePath} />
        </div>
      )}
    </WithViewer>
  );
}

export default ProfileEditPage;
