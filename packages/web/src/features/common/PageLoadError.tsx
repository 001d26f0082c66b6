import { COMMON } from '@talhao/schema';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, DocumentTitle } from '@/ui';

/*
 * The one full-page message the app's entry needs (the root error boundary shows it when a page's chunk
 * fails to download); the other messages (NotFoundPage.tsx) load with the routes that show them.
 */

/** An icon, a title (also the tab's) and what to do next, centred on the page. */
export function CenteredMessage({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600"
      >
        {icon}
      </span>
      <DocumentTitle title={title} />
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      {children}
    </main>
  );
}

/** The area's profile could not be loaded (not a signed-out case). */
export function PageLoadError({ onRetry }: { onRetry?: () => void }) {
  return (
    <CenteredMessage icon={<CircleAlert className="size-8" />} title={COMMON.pageLoadError}>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Tentar novamente
        </Button>
      ) : null}
    </CenteredMessage>
  );
}
