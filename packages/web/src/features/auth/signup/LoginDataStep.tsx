import { zodResolver } from '@hookform/resolvers/zod';
import { type SignUpLoginValues, signUpLoginSchema } from '@talhao/schema';
import { Info } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button, PasswordField, TextField } from '@/ui';

interface LoginDataStepProps {
  defaultValues: SignUpLoginValues;
  /** Shown when a restored draft lacks the password (it is never stored). */
  passwordNotice?: boolean;
  onEmailChange(email: string): void;
  onBack(): void;
  onNext(values: SignUpLoginValues): void;
}

/** Wizard page 2 of 3: login data (e-mail, password and its confirmation). */
export function LoginDataStep({ defaultValues, passwordNotice, onEmailChange, onBack, onNext }: LoginDataStepProps) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<SignUpLoginValues>({ resolver: zodResolver(signUpLoginSchema), defaultValues });

  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name === 'email') onEmailChange(values.email ?? '');
    });
    return () => subscription.unsubscribe();
  }, [watch, onEmailChange]);

  return (
    <form noValidate onSubmit={handleSubmit(onNext)} className="grid gap-4">
      <h2 className="text-lg font-semibold text-ink">Dados de acesso</h2>
      {passwordNotice ? (
        <p className="flex gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-800">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Por segurança, a senha não fica salva. Digite-a novamente para continuar.
        </p>
      ) : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Senha"
        autoComplete="new-password"
        hint="De 8 a 32 caracteres"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirme a senha"
        autoComplete="new-password"
        error={errors.passwordConfirmation?.message}
        {...register('passwordConfirmation')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack}>
          Voltar
        </Button>
        <Button type="submit">Próximo</Button>
      </div>
    </form>
  );
}
