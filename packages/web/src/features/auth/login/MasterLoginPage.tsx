import AuthSignOut from 'virtual:operation/AuthSignOut';
import { COMMON } from '@talhao/schema';
import { ShieldCheck } from 'lucide-react';
import { runOperation } from '@/app/lightGraphql';
import { clearSessionStorage } from '@/app/storage';
import { DocumentTitle, useToast } from '@/ui';
import { GoogleSignIn } from '../google/GoogleSignIn';
import { SignInForm } from './SignInForm';
import { type SignedInViewer, useStartSession } from './useStartSession';

/**
 * /login/master/:code — the hidden master sign-in (spec 000 §2, §6). The specification does not show
 * what {code} means, so any code is accepted; the route only keeps the page out of the public links.
 * Only a MASTER role is sent to /master; any other session is closed again and refused.
 */
export function MasterLoginPage() {
  const toast = useToast();
  const startSession = useStartSession();

  const onSignedIn = async (viewer: SignedInViewer) => {
    if (viewer.role === 'MASTER') {
      await startSession(viewer);
      return;
    }
    // Do not leave a non-master session behind on the administrative entrance.
    await runOperation(AuthSignOut).catch(() => undefined);
    clearSessionStorage();
    toast.error(COMMON.unauthorized);
  };

  return (
    <section className="grid gap-6">
      <header className="grid gap-2">
        <span className="inline-flex items-center gap-2 text-sm font-medium text-brand-700">
          <ShieldCheck aria-hidden="true" className="size-4" />
          Acesso restrito
        </span>
        <DocumentTitle title="Entrar como administrador" />
        <h1 className="text-2xl font-semibold text-ink">Entrar como administrador</h1>
      </header>
      <SignInForm accountType="MASTER" onSignedIn={onSignedIn} />
      <GoogleSignIn accountType="MASTER" onSignedIn={onSignedIn} />
    </section>
  );
}
