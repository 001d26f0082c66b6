import AuthSignIn from 'virtual:operation/AuthSignIn';
import { type LoginAccountType, NOT_VERIFIED_MARKER } from '@talhao/schema';
import { type FormEvent, useState } from 'react';
import { errorCode, errorMessage } from '@/app/errors';
import { runOperation } from '@/app/lightGraphql';
import type { AuthSignInMutation } from '@/gql/graphql';
import { Button, PasswordField, TextField, useToast } from '@/ui';
import { type SignInErrors, type SignInFields, validateSignIn } from './signInValidation';
import type { SignedInViewer } from './useStartSession';

interface SignInFormProps {
  accountType: LoginAccountType | 'MASTER';
  defaultEmail?: string;
  onSignedIn(viewer: SignedInViewer): Promise<void> | void;
  /** 403 with the not-verified marker: the caller opens the verification modal (spec 000 §2). */
  onNotVerified?(email: string, message: string): void;
  /** 'Esqueci a senha', given the e-mail typed so far. */
  onForgotPassword?(email: string): void;
}

/**
 * E-mail and password form; errors arrive with the catalogue's text and go to a toast. Validated by hand
 * with the shared schema's texts (signInValidation.ts) and sent with app/lightGraphql.ts, so /login needs
 * neither zod, the form library nor Apollo. Like the other forms: checked on submit, then on every change.
 */
export function SignInForm({
  accountType,
  defaultEmail = '',
  onSignedIn,
  onNotVerified,
  onForgotPassword,
}: SignInFormProps) {
  const toast = useToast();
  const [fields, setFields] = useState<SignInFields>({ email: defaultEmail, password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const change = (name: keyof SignInFields) => (event: { target: { value: string } }) => {
    const next = { ...fields, [name]: event.target.value };
    setFields(next);
    if (submitted) {
      const result = validateSignIn(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    const result = validateSignIn(fields);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const { email, password } = result.values;
    setSubmitting(true);
    try {
      const data = await runOperation<AuthSignInMutation>(AuthSignIn, { input: { email, password, accountType } });
      await onSignedIn(data.signIn.viewer);
    } catch (error) {
      if (onNotVerified && errorCode(error) === NOT_VERIFIED_MARKER) onNotVerified(email, errorMessage(error));
      else toast.fromError(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        name="email"
        value={fields.email}
        onChange={change('email')}
        error={errors.email}
      />
      <div className="grid gap-1.5">
        <PasswordField
          label="Senha"
          name="password"
          value={fields.password}
          onChange={change('password')}
          error={errors.password}
        />
        {onForgotPassword ? (
          <Button
            variant="link"
            size="sm"
            className="justify-self-end text-sm"
            onClick={() => onForgotPassword(fields.email)}
          >
            Esqueci a senha
          </Button>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        Entrar
      </Button>
    </form>
  );
}
