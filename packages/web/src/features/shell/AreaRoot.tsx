import { AREA_BASE, type WebRole } from '@talhao/schema';
import { type ReactElement, useMemo } from 'react';
import { AreaProvider } from '@/app/area';
import { SignedInProviders } from '@/app/signedIn';
import { UnsavedChangesProvider } from '@/app/unsavedChanges';
import { AreaGuard } from './AreaGuard';
import { AreaLayout } from './AreaLayout';
import { SessionEndProvider } from './sessionEnd';
import { ViewAsBanner, ViewAsProvider } from './viewAs';

/**
 * The element of an area's root route: Apollo and the viewer (app/signedIn.tsx), area context, the
 * unsaved-changes blocker (only the areas have forms that ask before leaving), guard, the area's owner
 * (master `viewAs`), then the shell.
 */
export function AreaRoot({ area }: { area: WebRole }) {
  const value = useMemo(() => ({ area, basePath: AREA_BASE[area] }), [area]);
  return (
    <SignedInProviders>
      <AreaProvider value={value}>
        <UnsavedChangesProvider>
          <SessionEndProvider>
            <AreaGuard>
              <ViewAsProvider>
                <AreaLayout banner={<ViewAsBanner />} />
              </ViewAsProvider>
            </AreaGuard>
          </SessionEndProvider>
        </UnsavedChangesProvider>
      </AreaProvider>
    </SignedInProviders>
  );
}

/** One stable root component per area, for the lazily loaded area routes. */
export const AREA_ROOTS: Record<WebRole, () => ReactElement> = {
  CONSULTANT: function ConsultantArea() {
    return <AreaRoot area="CONSULTANT" />;
  },
  ENTERPRISE_CONSULTANT: function EnterpriseConsultantArea() {
    return <AreaRoot area="ENTERPRISE_CONSULTANT" />;
  },
  ENTERPRISE: function CompanyArea() {
    return <AreaRoot area="ENTERPRISE" />;
  },
  MASTER: function MasterArea() {
    return <AreaRoot area="MASTER" />;
  },
};
