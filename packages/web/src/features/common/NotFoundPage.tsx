import { COMMON } from '@talhao/schema';
import { ArrowLeft, CircleAlert, Compass, Hourglass, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, DocumentTitle, LinkButton } from '@/ui';

function CenteredMessage({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600"
      >
        {icon}
      </span>
      <DocumentTitle title={title} />
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      {children}
    </main>
  );
}

/** 'Conteúdo não encontrado' (/*, /services/*, /admin/*, /login/*). */
export function NotFoundPage() {
  return (
    <CenteredMessage icon={<Compass className="size-8" />} title={COMMON.notFoundTitle}>
      <LinkButton to="/" variant="primary" icon={<ArrowLeft aria-hidden="true" className="size-4" />}>
        {COMMON.backHome}
      </LinkButton>
    </CenteredMessage>
  );
}

/**
 * A page the specification names that Talhão has not built yet (routes/specifiedPages.ts): it says so,
 * instead of 'Conteúdo não encontrado' for a menu entry or link that the user was offered.
 */
export function UnavailablePage({ title, homePath }: { title: string; homePath: string }) {
  return (
    <CenteredMessage icon={<Hourglass className="size-8" />} title={title}>
      <p className="max-w-md text-base text-muted">{COMMON.pageNotYetAvailable}</p>
      <LinkButton to={homePath} variant="primary" icon={<ArrowLeft aria-hidden="true" className="size-4" />}>
        {COMMON.backToAreaHome}
      </LinkButton>
    </CenteredMessage>
  );
}

/** A signed-out visitor in a protected area (spec 000 §2). */
export function UnauthorizedPage() {
  const navigate = useNavigate();
  return (
    <CenteredMessage icon={<ShieldAlert className="size-8" />} title={COMMON.unauthorized}>
      <Button
        onClick={() => navigate('/', { replace: true })}
        icon={<ArrowLeft aria-hidden="true" className="size-4" />}
      >
        Voltar
      </Button>
    </CenteredMessage>
  );
}

/** The area's profile could not be loaded (not a signed-out case). */
export function PageLoadError({ onRetry }: { onRetry?: () => void }) {
  return (
    <CenteredMessage icon={<CircleAlert className="size-8" />} title={COMMON.pageLoadError}>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Tentar novamente
        </Button>
      ) : null}
    </CenteredMessage>
  );
}

export default NotFoundPage;
