import { Clock, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, WorkStatusBadge } from '@/ui';
import { dayText, FORMAT_LABEL, hoursText, type ScheduleWork } from './display';

interface WorkListProps {
  works: ScheduleWork[];
  /** Shown when there is no work. */
  empty: ReactNode;
  /** Also show each work's date (lists spanning several days). */
  showDay?: boolean;
  /** Set when the viewer may cancel: 'Cancelar' then appears on cancellable works. */
  onCancel?: (work: ScheduleWork) => void;
  label: string;
}

/** Works as a list of cards: time, title, farmer, status and (when allowed) 'Cancelar'. */
export function WorkList({ works, empty, showDay = false, onCancel, label }: WorkListProps) {
  if (works.length === 0) return <p className="py-4 text-center text-sm text-muted">{empty}</p>;
  return (
    // A container query, not a viewport one: the same list fills a wide page or a narrow side column.
    <ul aria-label={label} className="@container flex flex-col gap-2">
      {works.map((work) => (
        <li
          key={work.id}
          className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3 @md:flex-row @md:items-center"
        >
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
              <Clock aria-hidden="true" className="size-3.5" />
              {showDay ? <span>{dayText(work.day)}</span> : null}
              <span>{hoursText(work.startWork, work.endWork)}</span>
              <span>· {FORMAT_LABEL[work.format] ?? work.format}</span>
            </p>
            <p className="truncate font-medium text-ink">{work.title}</p>
            {work.farmer ? (
              <p className="flex items-center gap-1 truncate text-sm text-ink-soft">
                <User aria-hidden="true" className="size-3.5 shrink-0" />
                {work.farmer.name}
              </p>
            ) : null}
          </div>
          <div className="flex items-center gap-2">
            <WorkStatusBadge status={work.status} />
            {onCancel && work.cancellable ? (
              <Button variant="danger" size="sm" onClick={() => onCancel(work)}>
                Cancelar<span className="sr-only"> {work.title}</span>
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
