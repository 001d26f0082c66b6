import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from './DocumentTitle';

export interface PageHeaderProps {
  title: ReactNode;
  /** The browser tab's title ('{this} · Talhão'); defaults to `title` when that is text. */
  documentTitle?: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Shows a back arrow linking there. */
  backTo?: string;
}

export function PageHeader({ title, documentTitle, subtitle, actions, backTo }: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <div className="mb-6 flex flex-wrap items-start gap-3">
      {backTo ? (
        <Link
          to={backTo}
          aria-label="Voltar"
          className="-ml-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-soft hover:bg-ink/5 sm:size-10"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
      ) : null}
      <div className="min-w-0 flex-1">
        <h1 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-muted">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">{actions}</div> : null}
    </div>
  );
}
