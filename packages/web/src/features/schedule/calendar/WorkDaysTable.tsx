import { WEEK_DAY_KEYS, WEEK_DAYS } from '@talhao/schema';
import { cn, LinkButton } from '@/ui';
import { hoursText, NO_SCHEDULE_TEXT } from '../display';

interface WorkDaysTableProps {
  schedule: { days: readonly string[]; startTime: string; endTime: string } | null;
  /** Link to the schedule form; absent when the viewer cannot write. */
  createTo?: string;
}

/** The work schedule as a week: 'Dia de trabalho' with hours or 'Folga', Domingo..Sábado. */
export function WorkDaysTable({ schedule, createTo }: WorkDaysTableProps) {
  if (!schedule) {
    return (
      <div className="flex flex-col items-start gap-3 text-sm text-ink-soft">
        <p>{NO_SCHEDULE_TEXT}</p>
        {createTo ? (
          <LinkButton to={createTo} size="sm" variant="secondary">
            Criar horário de trabalho
          </LinkButton>
        ) : null}
      </div>
    );
  }
  const working = new Set(schedule.days);
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">Dias de trabalho</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Dia</th>
          <th scope="col">Situação</th>
          <th scope="col">Horário</th>
        </tr>
      </thead>
      <tbody>
        {WEEK_DAYS.map((weekDay) => {
          const key = WEEK_DAY_KEYS[weekDay.index] ?? '';
          const works = working.has(key);
          return (
            <tr key={key} className="border-b border-line last:border-0">
              <th scope="row" className="py-2 pr-2 font-medium text-ink">
                {weekDay.label}
              </th>
              <td className={cn('py-2 pr-2', works ? 'text-tone-green' : 'text-muted')}>
                {works ? 'Dia de trabalho' : 'Folga'}
              </td>
              <td className="py-2 text-right whitespace-nowrap text-ink-soft">
                {works ? hoursText(schedule.startTime, schedule.endTime) : '—'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
