import { useNavigate } from 'react-router-dom';
import { DocumentTitle, LinkButton } from '@/ui';
import { ChoiceCards } from '../layout/ChoiceCards';
import { SignUpProgress } from './SignUpProgress';
import { SIGN_UP_CHOICES, SIGN_UP_PATH } from './signUpRoles';

/** /cadastro — wizard page 1 of 3: the role (CONSULTANT or ENTERPRISE). */
export function SignUpRolePage() {
  const navigate = useNavigate();
  return (
    <section className="grid gap-6">
      <SignUpProgress step={1} />
      <header className="grid gap-1">
        <DocumentTitle title="Criar conta" />
        <h1 className="text-2xl font-semibold text-ink">Criar conta</h1>
        <p className="text-sm text-muted">Qual tipo de conta você quer criar?</p>
      </header>
      <ChoiceCards
        label="Qual tipo de conta você quer criar?"
        choices={SIGN_UP_CHOICES}
        onChoose={(role) => navigate(SIGN_UP_PATH[role])}
      />
      <p className="text-center text-sm text-muted">
        Já tem cadastro?{' '}
        <LinkButton to="/login" variant="link" size="sm">
          Já tenho conta
        </LinkButton>
      </p>
    </section>
  );
}
