import { useArea } from '@/app/area';
import type { ViewerFields } from '@/app/session';
import { PlanCard, ProfileCard, Shortcuts } from '@/features/shell/homeCards';
import { menuFor } from '@/features/shell/menus';
import type { AreaOwnerProfile } from '@/features/shell/viewAs';

/**
 * What the area's placeholder home (shell/AreaHomePage) showed and the dashboard keeps below its
 * figures: the plan with the trial days, what the own profile still lacks, and the shortcuts to the
 * menu's sections. Built from the shell's own helpers (hints, menu sections), so both stay in step.
 */
export function HomeExtras({
  owner,
  viewer,
  viewAsId,
}: {
  owner: AreaOwnerProfile;
  viewer: ViewerFields | null;
  viewAsId: string | null;
}) {
  const { area, basePath } = useArea();
  // A visiting master has nothing to complete in someone else's profile.
  const ownProfile = viewer && !viewAsId ? viewer : null;
  const planTitle = viewAsId ? 'Plano' : 'Seu plano';
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <PlanCard owner={owner} title={planTitle} />
        {ownProfile ? <ProfileCard viewer={ownProfile} basePath={basePath} /> : null}
      </div>
      <Shortcuts entries={menuFor(area)} viewAsId={viewAsId} />
    </>
  );
}
