import { useMutation } from '@apollo/client/react';
import { CATALOGUE, CONFIRMATION_PAGE_MISSING_PARAMS, ROLES, type Role } from '@talhao/schema';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/app/errors';
import { DocumentTitle, LinkButton, Spinner } from '@/ui';
import { AuthConfirmAccountMutation, AuthConfirmEmailUpdateMutation } from '../documents';

type ConfirmationKind = 'account' | 'email';

const TITLE: Record<ConfirmationKind, string> = {
  account: 'Confirmação de conta',
  email: 'Confirmação de email',
};

type Outcome = { status: 'loading' } | { status: 'success'; message: string } | { status: 'error'; message: string };

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** /services/confirm-account?token&role (spec 000 §2, §8). */
export function ConfirmAccountPage() {
  return <ConfirmationPage kind="account" />;
}
/** /services/email-update?token&role (spec 000 §2, §8). */
export function ConfirmEmailUpdatePage() {
  return <ConfirmationPage kind="email" />;
}

/**
 * Both links need token and role, otherwise 'Erro ao carregar a página'. The link is used once:
 * a second call would answer 409/400, so React StrictMode's repeated effect must not call again.
 */
function ConfirmationPage({ kind }: { kind: ConfirmationKind }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const role = params.get('role') ?? '';
  const missing = !token || !role;
  const [confirmAccount] = useMutation(AuthConfirmAccountMutation);
  const [confirmEmailUpdate] = useMutation(AuthConfirmEmailUpdateMutation);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'loading' });
  const requested = useRef<string | null>(null);

  useEffect(() => {
    if (missing) return;
    const key = `${kind}:${role}:${token}`;
    if (requested.current === key) return;
    requested.current = key;
    if (!isRole(role)) {
      // A role the API does not know cannot be confirmed: the catalogue's 400 text.
      setOutcome({ status: 'error', message: CATALOGUE.confirmAccount.byStatus[400] });
      return;
    }
    setOutcome({ status: 'loading' });
    const variables = { token, role };
    const request =
      kind === 'account'
        ? confirmAccount({ variables }).then(({ data }) => data?.confirmAccount.message)
        : confirmEmailUpdate({ variables }).then(({ data }) => data?.confirmEmailUpdate.message);
    request.then(
      (message) =>
        setOutcome({
          status: 'success',
          message:
            message || (kind === 'account' ? CATALOGUE.confirmAccount.success : CATALOGUE.confirmEmailUpdate.success),
        }),
      (error: unknown) => setOutcome({ status: 'error', message: errorMessage(error) }),
    );
  }, [missing, kind, role, token, confirmAccount, confirmEmailUpdate]);

  const result: Outcome = missing ? { status: 'error', message: CONFIRMATION_PAGE_MISSING_PARAMS } : outcome;

  return (
    <section className="grid gap-6 text-center">
      <DocumentTitle title={TITLE[kind]} />
      <h1 className="text-xl font-semibold text-ink">{TITLE[kind]}</h1>
      {result.status === 'loading' ? (
        <div className="flex flex-col items-center gap-3 py-6 text-brand-600">
          <Spinner size={36} label="Confirmando" />
          <p className="text-sm text-muted">Confirmando…</p>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 py-2" role={result.status === 'error' ? 'alert' : undefined}>
          {result.status === 'success' ? (
            <CircleCheck aria-hidden="true" className="size-14 text-brand-600" />
          ) : (
            <CircleAlert aria-hidden="true" className="size-14 text-tone-red" />
          )}
          <p className="text-lg font-medium text-ink">{result.message}</p>
        </div>
      )}
      <LinkButton to="/login" size="lg" className="w-full">
        Ir para o login
      </LinkButton>
    </section>
  );
}
