import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { FullPageSpinner } from '@/ui';
import { PageLoadError } from './PageLoadError';

const reload = () => window.location.reload();

/**
 * The not-found page loads only when shown: the entry (and so /login) does not carry it. Offline, where its
 * chunk cannot come, the reload offer shows instead.
 */
const NotFoundPage = lazy(() =>
  import('./NotFoundPage').catch(() => ({ default: () => <PageLoadError onRetry={reload} /> })),
);

/**
 * Root error boundary: a 404 thrown by a loader is the not-found page; anything else (typically a
 * page chunk that failed to download after a deploy or offline) offers a reload — that page is in the
 * entry, so it shows even when no other chunk can be fetched.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <PageLoadError onRetry={reload} />;
}
