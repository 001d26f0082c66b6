import { Pencil } from 'lucide-react';
import { useArea } from '@/app/area';
import type { ViewerFields } from '@/app/session';
import { Card, LinkButton, PageHeader } from '@/ui';
import { ProfessionalResume } from './ProfessionalResume';
import { ProfileDetails } from './ProfileDetails';
import { ProfilePhoto } from './ProfilePhoto';
import { profileExtras, shownRole, showsResume } from './profileFields';
import { WithViewer } from './ViewerStatus';

/**
 * `<base>/perfil` of every area: the signed-in user's own profile. What is shown (plan, birth date,
 * resume) follows the role through the shared capabilities.
 */
export function ProfilePage() {
  return <WithViewer>{(viewer) => <ProfileView viewer={viewer} />}</WithViewer>;
}

function ProfileView({ viewer }: { viewer: ViewerFields }) {
  const { area, basePath } = useArea();
  const role = shownRole(area, viewer.role);
  const { profile } = viewer;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageHeader
        title="Perfil"
        actions={
          <LinkButton to={`${basePath}/perfil/editar`} icon={<Pencil className="size-4" aria-hidden />}>
            Editar perfil
          </LinkButton>
        }
      />
      <Card>
        <div className="flex flex-col gap-6 md:flex-row md:items-start">
          <ProfilePhoto name={profile.name} pictureUrl={profile.pictureUrl} />
          <ProfileDetails role={role} profile={profile} />
        </div>
      </Card>
      {showsResume(role) ? <ProfessionalResume resume={profileExtras(profile).professionalResume} /> : null}
    </div>
  );
}

export default ProfilePage;
