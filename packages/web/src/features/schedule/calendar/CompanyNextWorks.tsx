import { Link } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '@/ui';
import { COMPANY_MONTH_EMPTY, dayText, hoursText, type ScheduleWork } from '../display';

/** A work of the company calendar: the work, its consultancy (for 'Ver') and who does it. */
export type CompanyWork = ScheduleWork & {
  providedConsultancy?: { id: string } | null;
  consultant?: { id: string; name: string } | null;
};

/**
 * The company calendar's 'Próximas Atividades (MM/yyyy)' (spec 002 /empresa/calendario): Data, Horário,
 * Atividade, Cliente, Detalhes, and the consultant who does it (issue 16).
 */
export function CompanyNextWorks({
  works,
  detailsPath,
}: {
  works: CompanyWork[];
  detailsPath: (providedConsultancyId: string) => string;
}) {
  const columns: DataTableColumn<CompanyWork>[] = [
    { key: 'day', header: 'Data', render: (work) => dayText(work.day) },
    { key: 'time', header: 'Horário', render: (work) => hoursText(work.startWork, work.endWork) },
    { key: 'title', header: 'Atividade', render: (work) => <span className="font-medium text-ink">{work.title}</span> },
    { key: 'farmer', header: 'Cliente', render: (work) => work.farmer?.name ?? '—' },
    { key: 'consultant', header: 'Consultor', render: (work) => work.consultant?.name ?? '—' },
    {
      key: 'details',
      header: 'Detalhes',
      render: (work) =>
        work.providedConsultancy ? (
          <Link
            to={detailsPath(work.providedConsultancy.id)}
            className="font-medium text-brand underline-offset-2 hover:underline"
          >
            Ver<span className="sr-only"> {work.title}</span>
          </Link>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <DataTable
      caption="Próximas atividades da empresa"
      columns={columns}
      rows={works}
      rowKey={(work) => work.id}
      empty={<p className="py-4 text-center text-sm text-muted">{COMPANY_MONTH_EMPTY}</p>}
    />
  );
}
