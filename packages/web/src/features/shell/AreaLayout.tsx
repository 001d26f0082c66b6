import { capabilities } from '@talhao/schema';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useArea } from '@/app/area';
import { LazyDrawer, PlanBadge, useOpenedOnce } from '@/ui';
import { initialMenuCollapsed, readMenuCollapsed, writeMenuCollapsed } from './menuPreference';
import { menuFor } from './menus';
import { Skeleton, useShellViewer } from './pendingViewer';
import { SideMenu, SideMenuNav } from './SideMenu';
import { TopBar } from './TopBar';
import { TrialBanner } from './TrialBanner';

interface AreaLayoutProps {
  /**
   * Strip above the page content. Seam for the master's visit of another user's area (home button,
   * that user's name and photo; spec 000 §2), which arrives in a later issue.
   */
  banner?: ReactNode;
}

/**
 * The settings drawer (its entries, icons and dialogs' loader) arrives on its first opening, not with every area's
 * first screen; the Drawer chunk it opens in is fetched alongside, so the first opening waits one round trip.
 */
const SettingsDrawer = lazy(() =>
  Promise.all([import('@/features/account/SettingsDrawer'), import('@/ui/Drawer')]).then(([module]) => ({
    default: module.SettingsDrawer,
  })),
);

/** Top bar, side menu (drawer under 520 px), trial banner, settings drawer and the area's page. */
export function AreaLayout({ banner }: AreaLayoutProps) {
  const { area, basePath } = useArea();
  // viewer is null only while the guard renders the area on the remembered role (skeletons meanwhile).
  const { viewer, role } = useShellViewer();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(initialMenuCollapsed);
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsMounted = useOpenedOnce(settingsOpen);
  const entries = menuFor(area);

  // A page the BFF rendered drew the menu from its cookie; the stored preference decides (and renews the cookie).
  useEffect(() => {
    const stored = readMenuCollapsed();
    writeMenuCollapsed(stored);
    setCollapsed(stored);
  }, []);

  // Any navigation (menu link, profile link, browser back) closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read
  useEffect(() => setMobileMenuOpen(false), [pathname]);

  const plan = viewer && capabilities.hasPlan(viewer.role) ? viewer.profile.plan : null;
  const planPending = !viewer && role !== null && capabilities.hasPlan(role);

  const toggleCollapsed = () =>
    setCollapsed((value) => {
      writeMenuCollapsed(!value);
      return !value;
    });

  return (
    <div className="min-h-dvh bg-canvas">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:shadow-pop"
      >
        Pular para o conteúdo
      </a>
      <TopBar
        viewer={viewer}
        role={role}
        basePath={basePath}
        mobileMenuOpen={mobileMenuOpen}
        onOpenMobileMenu={() => setMobileMenuOpen(true)}
        onOpenSettings={() => setSettingsOpen(true)}
      />
      <div className="flex">
        <SideMenu entries={entries} collapsed={collapsed} onToggle={toggleCollapsed} />
        <div className="flex min-w-0 flex-1 flex-col">
          {banner}
          <TrialBanner daysLeft={plan?.trialDaysLeft} />
          <main
            id="conteudo"
            tabIndex={-1}
            className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none sm:px-8"
          >
            <Outlet />
          </main>
        </div>
      </div>

      <LazyDrawer open={mobileMenuOpen} onClose={() => setMobileMenuOpen(false)} title="Menu" side="left">
        {plan ? (
          <div className="mb-4 flex items-center gap-2 text-sm text-muted">
            Plano <PlanBadge badge={plan.badge} />
          </div>
        ) : planPending ? (
          <Skeleton className="mb-4 h-5 w-32" />
        ) : null}
        <SideMenuNav entries={entries} onNavigate={() => setMobileMenuOpen(false)} />
      </LazyDrawer>

      {settingsMounted ? (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
