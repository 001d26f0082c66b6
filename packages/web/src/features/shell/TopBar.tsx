import { capabilities, LIMITS } from '@talhao/schema';
import { Menu, Sprout } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ViewerFields } from '@/app/session';
import { PlanBadge } from '@/ui';
import { UserMenu } from './UserMenu';
import { useViewAs, withViewAs } from './viewAs';

interface TopBarProps {
  viewer: ViewerFields;
  basePath: string;
  mobileMenuOpen: boolean;
  onOpenMobileMenu(): void;
  onOpenSettings(): void;
}

/** The 60 px bar of every signed-in area (spec 000 §2). The hamburger only exists under 520 px. */
export function TopBar({ viewer, basePath, mobileMenuOpen, onOpenMobileMenu, onOpenSettings }: TopBarProps) {
  const plan = capabilities.hasPlan(viewer.role) ? viewer.profile.plan : null;
  // Visiting another user's area, the logo stays in the visit while the user menu stays the master's own.
  const { viewAsId } = useViewAs();
  return (
    <header
      className="sticky top-0 z-30 flex items-center gap-2 border-b border-line bg-surface px-3 sm:px-5"
      style={{ height: LIMITS.topBarPx }}
    >
      <button
        type="button"
        onClick={onOpenMobileMenu}
        aria-label="Abrir menu"
        aria-expanded={mobileMenuOpen}
        className="flex size-11 items-center justify-center rounded-lg text-ink-soft hover:bg-ink/5 sm:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <Link
        to={withViewAs(basePath, viewAsId)}
        className="flex items-center gap-2 rounded-lg px-1 text-lg font-bold tracking-tight text-brand-800"
      >
        <Sprout aria-hidden="true" className="size-6 text-brand-600" />
        <span className="max-sm:sr-only">Talhão</span>
      </Link>
      <div className="ml-auto flex min-w-0 items-center gap-3">
        {plan ? (
          <span className="max-sm:hidden" title="Plano">
            <PlanBadge badge={plan.badge} />
          </span>
        ) : null}
        <UserMenu viewer={viewer} basePath={viewAsId ? viewer.homePath : basePath} onOpenSettings={onOpenSettings} />
      </div>
    </header>
  );
}
