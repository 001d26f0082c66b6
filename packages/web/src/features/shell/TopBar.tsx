import { capabilities, LIMITS, type Role } from '@talhao/schema';
import { Menu, Sprout } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ViewerFields } from '@/app/session';
import { PlanBadge } from '@/ui';
import { Skeleton } from './pendingViewer';
import { UserMenu } from './UserMenu';
import { useViewAs, withViewAs } from './viewAs';

interface TopBarProps {
  /** Null while the Viewer query is pending: placeholders stand for the plan badge and the user menu. */
  viewer: ViewerFields | null;
  /** The viewer's role, or the remembered one while pending (whether a plan badge is coming). */
  role: Role | null;
  basePath: string;
  mobileMenuOpen: boolean;
  onOpenMobileMenu(): void;
  onOpenSettings(): void;
}

/** The 60 px bar of every signed-in area (spec 000 §2). The hamburger only exists under 520 px. */
export function TopBar({ viewer, role, basePath, mobileMenuOpen, onOpenMobileMenu, onOpenSettings }: TopBarProps) {
  const plan = viewer && capabilities.hasPlan(viewer.role) ? viewer.profile.plan : null;
  const planPending = !viewer && role !== null && capabilities.hasPlan(role);
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
        ) : planPending ? (
          <Skeleton className="h-5 w-20 rounded-full max-sm:hidden" />
        ) : null}
        {viewer ? (
          <UserMenu viewer={viewer} basePath={viewAsId ? viewer.homePath : basePath} onOpenSettings={onOpenSettings} />
        ) : (
          <UserMenuSkeleton />
        )}
      </div>
    </header>
  );
}

/** Where 'Olá, {name}' and the avatar will be, same size as the menu button (no layout shift). */
function UserMenuSkeleton() {
  return (
    <span role="status" aria-label="Carregando usuário" className="inline-flex min-h-11 items-center gap-2 px-2">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="size-9 rounded-full" />
      <span className="size-4" />
    </span>
  );
}
