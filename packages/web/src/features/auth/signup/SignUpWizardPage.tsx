import { useMutation } from '@apollo/client/react';
import {
  CATALOGUE,
  SIGN_UP_INVALID,
  type SignUpLoginValues,
  type SignUpRole,
  signUpCompanySchema,
  signUpConsultantSchema,
} from '@talhao/schema';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toAddressInput } from '@/app/addressInput';
import { loginAccountType } from '@/app/storage';
import { DocumentTitle, useToast } from '@/ui';
import { AuthSignUpMutation } from '../documents';
import { LoginDataStep } from './LoginDataStep';
import { ProfileDataStep, type ProfileDataValues } from './ProfileDataStep';
import { SignUpProgress } from './SignUpProgress';
import { clearSignUpDraft, loadSignUpDraft, type SignUpDraft, saveSignUpDraft } from './signUpDraft';
import { SIGN_UP_TITLE } from './signUpRoles';

/** /cadastro/consultor and /cadastro/empresa: wizard pages 2 and 3 of 3 (spec 000 §2). */
export function ConsultantSignUpPage() {
  return <SignUpWizard signUpRole="CONSULTANT" />;
}
export function CompanySignUpPage() {
  return <SignUpWizard signUpRole="ENTERPRISE" />;
}

interface Restored {
  draft: SignUpDraft;
  /** Page 3 was current but the password (never stored) is gone: ask for it on page 2 first. */
  passwordNotice: boolean;
}

function restore(role: SignUpRole): Restored {
  const draft = loadSignUpDraft(role);
  return draft.page === 3 ? { draft: { ...draft, page: 2 }, passwordNotice: true } : { draft, passwordNotice: false };
}

export function SignUpWizard({ signUpRole: role }: { signUpRole: SignUpRole }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [signUp, { loading }] = useMutation(AuthSignUpMutation);
  const [{ draft: initialDraft, passwordNotice }] = useState(() => restore(role));
  const [draft, setDraft] = useState<SignUpDraft>(initialDraft);
  // Kept in memory only: the password never reaches storage.
  const [login, setLogin] = useState<SignUpLoginValues | null>(null);

  useEffect(() => {
    saveSignUpDraft(role, draft);
  }, [role, draft]);

  const onEmailChange = useCallback((email: string) => setDraft((d) => ({ ...d, email })), []);
  const onDataChange = useCallback((values: ProfileDataValues) => setDraft((d) => ({ ...d, ...values })), []);

  const submit = async (data: ProfileDataValues) => {
    const schema = role === 'CONSULTANT' ? signUpConsultantSchema : signUpCompanySchema;
    const documentKey = role === 'CONSULTANT' ? 'cpf' : 'cnpj';
    const parsed = schema.safeParse({
      email: login?.email,
      password: login?.password,
      name: data.name,
      [documentKey]: data.document,
      address: data.address,
    });
    if (!login || !parsed.success) {
      toast.error(SIGN_UP_INVALID);
      if (!login) setDraft((d) => ({ ...d, page: 2 }));
      return;
    }
    const { email, password, name, address } = parsed.data;
    try {
      await signUp({
        variables: {
          input: {
            role,
            email,
            password,
            name,
            address: toAddressInput(address),
            ...(role === 'CONSULTANT' ? { cpf: data.document } : { cnpj: data.document }),
          },
        },
      });
    } catch (error) {
      // 'Conflito: usuário já existe', 'Parece que ocorreu um erro ao registrar!' from the BFF.
      toast.fromError(error);
      return;
    }
    clearSignUpDraft(role);
    loginAccountType.set(role);
    toast.success(CATALOGUE.signUp.success);
    navigate('/login', { replace: true, state: { email } });
  };

  const step = draft.page;
  return (
    <section className="grid gap-6">
      <SignUpProgress step={step} />
      <header>
        <DocumentTitle title={SIGN_UP_TITLE[role]} />
        <h1 className="text-2xl font-semibold text-ink">{SIGN_UP_TITLE[role]}</h1>
      </header>
      {step === 2 ? (
        <LoginDataStep
          defaultValues={{
            email: login?.email ?? draft.email,
            password: login?.password ?? '',
            passwordConfirmation: login?.passwordConfirmation ?? '',
          }}
          passwordNotice={passwordNotice && !login}
          onEmailChange={onEmailChange}
          onBack={() => navigate('/cadastro')}
          onNext={(values) => {
            setLogin(values);
            setDraft((d) => ({ ...d, email: values.email, page: 3 }));
          }}
        />
      ) : (
        <ProfileDataStep
          role={role}
          defaultValues={{ name: draft.name, document: draft.document, address: draft.address }}
          submitting={loading}
          onChange={onDataChange}
          onBack={() => setDraft((d) => ({ ...d, page: 2 }))}
          onSubmit={submit}
          onInvalid={() => toast.error(SIGN_UP_INVALID)}
        />
      )}
    </section>
  );
}
