import { COMMON } from '@talhao/schema';
import { errorMessage } from '@/app/errors';
import { ErrorState, Spinner } from '@/ui';

export interface MissingRecordProps {
  /** The record's query is still running. */
  loading: boolean;
  error?: unknown;
  onRetry(): void;
  /** The spinner's accessible text, e.g. 'Carregando consultoria'. */
  loadingLabel: string;
}

/**
 * What a detail or edit page shows in place of its record: a spinner while it loads, the error with
 * 'Tentar novamente', or 'Dados não encontrados' when the provider has no such record (or it is someone else's).
 */
export function MissingRecord({ loading, error, onRetry, loadingLabel }: MissingRecordProps) {
  if (loading)
    return (
      <div className="flex justify-center py-16 text-brand-600">
        <Spinner size={32} label={loadingLabel} />
      </div>
    );
  if (error) return <ErrorState message={errorMessage(error)} onRetry={onRetry} />;
  return <ErrorState message={COMMON.loadNotFound} />;
}
