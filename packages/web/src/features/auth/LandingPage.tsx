import { PROVIDER_SITE_URL } from '@talhao/schema';
import { ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { clearSessionStorage, storedRole } from '@/app/storage';
import { useViewer } from '@/app/viewerContext';
import { DocumentTitle, FullPageSpinner, LinkButton } from '@/ui';

/**
 * / (spec 000 §1, §2): 'Já tenho conta' and 'Cadastrar', a link to the provider's website. With a
 * stored role the viewer is loaded first and a signed-in user goes straight to the role's area;
 * without a stored role nobody is redirected (after logout the role is gone, so a stale cache
 * cannot bounce the user back in).
 */
export function LandingPage() {
  const [hadStoredRole] = useState(() => storedRole.get() !== null);
  const { viewer, loading, error } = useViewer();
  const signedOut = hadStoredRole && !loading && !viewer && !error;

  useEffect(() => {
    if (signedOut) clearSessionStorage();
  }, [signedOut]);

  if (hadStoredRole && viewer) return <Navigate to={viewer.homePath} replace />;
  if (hadStoredRole && loading) return <FullPageSpinner label="Carregando" />;

  return (
    <section className="grid gap-8">
      <header className="grid gap-3">
        <DocumentTitle title="Bem-vindo" />
        <h1 className="text-3xl font-semibold leading-tight text-ink">Bem-vindo ao Talhão</h1>
        <p className="text-muted">
          Consultoria agronômica conectada: consultores, empresas e produtores rurais no mesmo lugar.
        </p>
      </header>
      <div className="grid gap-3">
        <LinkButton to="/login" size="lg" className="w-full">
          Já tenho conta
        </LinkButton>
        <LinkButton to="/cadastro" variant="secondary" size="lg" className="w-full">
          Cadastrar
        </LinkButton>
      </div>
      <a
        href={PROVIDER_SITE_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-6 items-center justify-center gap-1.5 rounded-md text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        Conheça o Talhão
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </section>
  );
}
