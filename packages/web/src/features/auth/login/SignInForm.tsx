import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginAccountType, NOT_VERIFIED_MARKER, type SignInValues, signInSchema } from '@talhao/schema';
import { useForm } from 'react-hook-form';
import { errorCode, errorMessage } from '@/app/errors';
import { Button, PasswordField, TextField, useToast } from '@/ui';
import { AuthSignInMutation } from '../documents';
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

/** E-mail and password form; errors arrive with the catalogue's text and go to a toast. */
export function SignInForm({
  accountType,
  defaultEmail = '',
  onSignedIn,
  onNotVerified,
  onForgotPassword,
}: SignInFormProps) {
  const toast = useToast();
  const [signIn] = useMutation(AuthSignInMutation);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = async ({ email, password }: SignInValues) => {
    try {
      const { data } = await signIn({ variables: { input: { email, password, accountType } } });
      if (data) await onSignedIn(data.signIn.viewer);
    } catch (error) {
      if (onNotVerified && errorCode(error) === NOT_VERIFIED_MARKER) onNotVerified(email, errorMessage(error));
      else toast.fromError(error);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-1.5">
        <PasswordField label="Senha" error={errors.password?.message} {...register('password')} />
        {onForgotPassword ? (
          <Button
            variant="link"
            size="sm"
            className="justify-self-end text-sm"
            onClick={() => onForgotPassword(getValues('email'))}
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
