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
 *
 * Until it arrives, two empty blocks of the divider's and the large button's heights hold their places in the
 * form's grid: the sign-in card is centred on the page, and the section appearing from nothing moved it up by
 * half its height (56 px) — under a pointer on its way to 'Entrar', whose click then landed on the divider
 * (an e2e sign-in that never left /login: bench/STEPS.md, session 10).
 */
export function GoogleSignIn(props: GoogleSignInButtonProps) {
  const { googleClientId } = useClientConfig();
  if (!googleClientId) return null;
  return (
    <Suspense fallback={<GoogleSignInPlaceholder />}>
      <GoogleSignInSection {...props} />
    </Suspense>
  );
}

/** OrDivider's line (text-xs: 1rem) and a `size="lg"` button (min-h-12), as the grid's two items. */
function GoogleSignInPlaceholder() {
  return (
    <>
      <div aria-hidden="true" className="h-4" />
      <div aria-hidden="true" className="min-h-12" />
    </>
  );
}
