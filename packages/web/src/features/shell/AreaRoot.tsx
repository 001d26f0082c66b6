import { AREA_BASE, type WebRole } from '@talhao/schema';
import { type ReactElement, useMemo } from 'react';
import { AreaProvider } from '@/app/area';
import { AreaGuard } from './AreaGuard';
import { AreaLayout } from './AreaLayout';
import { SessionEndProvider } from './sessionEnd';

/** The element of an area's root route: area context, guard, then the shell around the page. */
export function AreaRoot({ area }: { area: WebRole }) {
  const value = useMemo(() => ({ area, basePath: AREA_BASE[area] }), [area]);
  return (
    <AreaProvider value={value}>
      <SessionEndProvider>
        <AreaGuard>
          <AreaLayout />
        </AreaGuard>
      </SessionEndProvider>
    </AreaProvider>
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
