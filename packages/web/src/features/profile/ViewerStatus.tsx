import { COMMON } from '@talhao/schema';
import type { ReactNode } from 'react';
import { useViewer, type ViewerFields } from '@/app/session';
import { ErrorState, Spinner } from '@/ui';

/**
 * Renders its children with the signed-in viewer, a spinner while the profile loads, or the
 * page-level error (spec 001 §8 'Ocorreu um erro ao carregar os dados.') with a retry.
 */
export function WithViewer({ children }: { children: (viewer: ViewerFields) => ReactNode }) {
  const { viewer, loading, error, refetch } = useViewer();
  if (loading) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Carregando perfil" />
      </div>
    );
  }
  if (error || !viewer) return <ErrorState message={COMMON.pageLoadError} onRetry={() => void refetch()} />;
  return <>{children(viewer)}</>;
}
