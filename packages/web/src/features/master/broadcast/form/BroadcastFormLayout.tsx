import type { ReactNode } from 'react';
import { Button, Card, ErrorState, LinkButton, PageHeader, Spinner } from '@/ui';

interface BroadcastFormLayoutProps {
  title: string;
  /** The list: the back arrow, 'Cancelar' and a missing item lead there. */
  listPath: string;
  /** Editing: the stored item is still loading, failed to load, or does not exist. */
  loading?: boolean;
  loadError?: string | null;
  onRetry?: () => void;
  children: ReactNode;
}

/** Header and load states of the create / edit pages of adverts and notifications. */
export function BroadcastFormLayout({
  title,
  listPath,
  loading,
  loadError,
  onRetry,
  children,
}: BroadcastFormLayoutProps) {
  let body = children;
  if (loading)
    body = (
      <div className="flex justify-center py-16 text-brand-600">
        <Spinner size={32} />
      </div>
    );
  else if (loadError) body = <ErrorState message={loadError} onRetry={onRetry} />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col">
      <PageHeader title={title} backTo={listPath} />
      {body}
    </div>
  );
}

interface BroadcastFormCardProps {
  onSubmit: () => void;
  listPath: string;
  submitting: boolean;
  children: ReactNode;
}

/** The card, the form element and its 'Cancelar' / 'Salvar' row. */
export function BroadcastFormCard({ onSubmit, listPath, submitting, children }: BroadcastFormCardProps) {
  return (
    <Card>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        className="flex flex-col gap-5"
      >
        {children}
        <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
          <LinkButton to={listPath} variant="secondary">
            Cancelar
          </LinkButton>
          <Button type="submit" loading={submitting} disabled={submitting}>
            Salvar
          </Button>
        </div>
      </form>
    </Card>
  );
}
