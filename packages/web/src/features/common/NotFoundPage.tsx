import { COMMON } from '@talhao/schema';
import { ArrowLeft, Compass, Hourglass, ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button, LinkButton } from '@/ui';
import { CenteredMessage } from './PageLoadError';

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

/** For React.lazy (the root error boundary). */
export default NotFoundPage;
