import type { LoginAccountType, RecoveryValues } from '@talhao/schema';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loginAccountType } from '@/app/storage';
import { Button, DocumentTitle, LinkButton } from '@/ui';
import { GoogleSignIn } from '../google/GoogleSignIn';
import { ChoiceCards } from '../layout/ChoiceCards';
import { LOGIN_CHOICES, loginAccountTypeLabel } from './accountTypeChoices';
import { SignInForm } from './SignInForm';
import { useStartSession } from './useStartSession';

/*
 * The recovery and verification modals (and the dialog kit and select field they bring) are not needed for
 * the first paint of /login: each loads when it first opens and then stays mounted, so closing still animates.
 */
const RecoveryDialog = lazy(() => import('../recovery/RecoveryDialog').then((m) => ({ default: m.RecoveryDialog })));
const VerificationDialog = lazy(() =>
  import('../recovery/VerificationDialog').then((m) => ({ default: m.VerificationDialog })),
);

/** Navigation state other pages may pass (the sign-up wizard presets the e-mail it registered). */
interface LoginLocationState {
  email?: string;
}

interface VerificationState {
  values: Partial<RecoveryValues>;
  reason: string;
}

/**
 * /login (spec 000 §2): step 1 'Qual o seu tipo de conta?', remembered in browser storage;
 * step 2 the e-mail/password form with 'Trocar', 'Esqueci a senha', sign-up link and Google.
 */
export function LoginPage() {
  const location = useLocation();
  const presetEmail = (location.state as LoginLocationState | null)?.email ?? '';
  const [accountType, setAccountType] = useState<LoginAccountType | null>(() => loginAccountType.get());
  const [recovery, setRecovery] = useState<Partial<RecoveryValues> | null>(null);
  const [verification, setVerification] = useState<VerificationState | null>(null);
  const [recoveryOpened, setRecoveryOpened] = useState(false);
  const [verificationOpened, setVerificationOpened] = useState(false);
  const startSession = useStartSession();

  const choose = (value: LoginAccountType) => {
    loginAccountType.set(value);
    setAccountType(value);
  };
  const change = () => {
    loginAccountType.clear();
    setAccountType(null);
  };

  if (!accountType) {
    return (
      <section className="grid gap-6">
        <header className="grid gap-1">
          <DocumentTitle title="Entrar" />
          <h1 className="text-2xl font-semibold text-ink">Qual o seu tipo de conta?</h1>
          <p className="text-sm text-muted">Escolha como você usa o Talhão para entrar.</p>
        </header>
        <ChoiceCards label="Qual o seu tipo de conta?" choices={LOGIN_CHOICES} onChoose={choose} />
        <SignUpLink />
      </section>
    );
  }

  return (
    <section className="grid gap-6">
      <header className="grid gap-2">
        <DocumentTitle title="Entrar" />
        <h1 className="text-2xl font-semibold text-ink">Entrar</h1>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
          <span>
            Tipo de conta: <strong className="font-semibold text-ink">{loginAccountTypeLabel(accountType)}</strong>
          </span>
          <Button variant="link" size="sm" onClick={change}>
            Trocar
          </Button>
        </p>
      </header>

      <SignInForm
        accountType={accountType}
        defaultEmail={presetEmail}
        onSignedIn={startSession}
        onForgotPassword={(email) => {
          setRecoveryOpened(true);
          setRecovery({ email, accountType });
        }}
        onNotVerified={(email, reason) => {
          setVerificationOpened(true);
          setVerification({ values: { email, accountType }, reason });
        }}
      />

      <GoogleSignIn accountType={accountType} onSignedIn={startSession} />

      <SignUpLink />

      <Suspense fallback={null}>
        {recoveryOpened ? (
          <RecoveryDialog
            open={recovery !== null}
            onClose={() => setRecovery(null)}
            defaultValues={recovery ?? undefined}
          />
        ) : null}
        {verificationOpened ? (
          <VerificationDialog
            open={verification !== null}
            onClose={() => setVerification(null)}
            defaultValues={verification?.values}
            reason={verification?.reason}
          />
        ) : null}
      </Suspense>
    </section>
  );
}

function SignUpLink() {
  return (
    <p className="text-center text-sm text-muted">
      Ainda não tem conta?{' '}
      <LinkButton to="/cadastro" variant="link" size="sm">
        Cadastrar
      </LinkButton>
    </p>
  );
}
