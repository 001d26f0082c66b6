import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage, PageLoadError } from './NotFoundPage';

/**
 * Root error boundary: a 404 thrown by a loader is the not-found page; anything else (typically a
 * page chunk that failed to download after a deploy or offline) offers a reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <PageLoadError onRetry={() => window.location.reload()} />;
}
