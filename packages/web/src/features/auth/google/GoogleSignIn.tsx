import { lazy, Suspense } from 'react';
import { useClientConfig } from '@/app/clientConfig';
import type { GoogleSignInButtonProps } from './GoogleSignInButton';

const GoogleSignInSection = lazy(() =>
  import('./GoogleSignInButton').then((m) => ({ default: m.GoogleSignInSection })),
);

/**
 * 'ou' and 'Entrar com Google' below a sign-in form, where the BFF publishes a Google client id. Their code (the
 * button, Google's script loader, the mutation) is downloaded only then, so a deployment without Google sign-in
 * does not send it with every sign-in page.
 */
export function GoogleSignIn(props: GoogleSignInButtonProps) {
  const { googleClientId } = useClientConfig();
  if (!googleClientId) return null;
  return (
    <Suspense fallback={null}>
      <GoogleSignInSection {...props} />
    </Suspense>
  );
}
