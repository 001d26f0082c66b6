import { useQuery } from '@apollo/client/react';
import { formatMonthNumeric, todayInSaoPaulo } from '@talhao/schema';
import { Pencil, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useArea } from '@/app/area';
import { errorMessage } from '@/app/errors';
import { farmPaths } from '@/app/farmPaths';
import { failedAt } from '@/app/partialData';
import { withViewAs } from '@/features/shell/viewAs';
import { Card, ErrorState, LinkButton, PageHeader, Spinner } from '@/ui';
import { useScheduleAccess } from '../access';
import { byDayAndTime, DAY_EMPTY, dayText, isShownOnCalendar, MONTH_EMPTY, type ScheduleWork } from '../display';
import { CalendarWorksQuery, CompanyCalendarWorksQuery } from '../documents';
import { useCancelActivity } from '../useCancelActivity';
import { WorkList } from '../WorkList';
import { CompanyNextWorks } from './CompanyNextWorks';
import { MonthCalendar } from './MonthCalendar';
import { lastDayOfMonth, monthOf, visibleRange } from './month';
import { WorkDaysTable } from './WorkDaysTable';

/**
 * …/calendario (spec 001 §2.8): month calendar, work days, a day's activities and the month's next ones. In the
 * company area (spec 002 /empresa/calendario) the same page is 'Calendário da empresa': every consultant's works
 * (companyWorks), no work schedule of its own, and the month's next activities as a table naming the consultant.
 */
export function CalendarPage() {
  const { paths, viewAsId, canSchedule, canCancel, company } = useScheduleAccess();
  const today = todayInSaoPaulo();
  const [month, setMonth] = useState(monthOf(today));
  const [selectedDay, setSelectedDay] = useState<string | null>(today);
  const [askCancel, cancelDialog] = useCancelActivity();

  const range = visibleRange(month);
  // One request per view (issue 5's budget): the month's works, the work schedule and the caller's recommendations
  // happening in the range (issue 15's markers) come together. Partial answers are read: a failure of the
  // recommendations (nullable) leaves the works on screen, without markers.
  const ownQuery = useQuery(CalendarWorksQuery, {
    variables: { ...range, viewAs: viewAsId },
    // Activities scheduled or canceled elsewhere change the month: confirm with the server.
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
    skip: company,
  });
  const companyQuery = useQuery(CompanyCalendarWorksQuery, {
    variables: { ...range, viewAs: viewAsId },
    fetchPolicy: 'cache-and-network',
    skip: !company,
  });
  const worksQuery = company ? companyQuery : ownQuery;
  const monthWorks: ScheduleWork[] | undefined = company ? companyQuery.data?.companyWorks : ownQuery.data?.works;
  const { basePath } = useArea();
  // The company has no recommendations of its own (its query does not ask for them).
  const occurrences = useMemo(() => ownQuery.data?.recommendationOccurrences ?? [], [ownQuery.data]);
  const recommendationCounts = useMemo(() => {
    const map = new Map<string, number>();
    for (const occurrence of occurrences) map.set(occurrence.date, (map.get(occurrence.date) ?? 0) + 1);
    return map;
  }, [occurrences]);
  const dayRecommendations = selectedDay ? occurrences.filter((occurrence) => occurrence.date === selectedDay) : [];
  // While another month loads, the work schedule of the previous answer stays on screen.
  const scheduleData = ownQuery.data ?? ownQuery.previousData;

  const shown = useMemo(() => (monthWorks ?? []).filter(isShownOnCalendar).sort(byDayAndTime), [monthWorks]);
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const work of shown) map.set(work.day, (map.get(work.day) ?? 0) + 1);
    return map;
  }, [shown]);

  const monthEnd = lastDayOfMonth(month);
  // From today (or the month's first day, for a future month) to the month's end.
  const nextWorks = shown.filter((work) => work.day >= today && work.day >= `${month}-01` && work.day <= monthEnd);
  const dayWorks = selectedDay ? shown.filter((work) => work.day === selectedDay) : [];
  const onCancel = canCancel ? askCancel : undefined;

  // A partial answer without the work schedule must not read as "no schedule yet" ('Criar').
  const scheduleFailed = failedAt(ownQuery.error, 'workSchedule');
  const scheduleLoaded = scheduleData !== undefined && !scheduleFailed;
  const schedule = scheduleData?.workSchedule ?? null;
  const headerAction =
    canSchedule && scheduleLoaded ? (
      schedule ? (
        <LinkButton to={paths.editSchedule} icon={<Pencil aria-hidden="true" className="size-4" />}>
          Editar
        </LinkButton>
      ) : (
        <LinkButton to={paths.createSchedule} icon={<Plus aria-hidden="true" className="size-4" />}>
          Criar
        </LinkButton>
      )
    ) : null;

  const dayActivities = selectedDay ? (
    <Card as="div">
      <section aria-labelledby="calendar-day-title" className="flex flex-col gap-3">
        <h2 id="calendar-day-title" className="text-base font-semibold text-ink">
          Atividades de {dayText(selectedDay)}
        </h2>
        {worksQuery.loading && !worksQuery.data ? (
          <Spinner label="Carregando atividades" />
        ) : (
          <WorkList
            label={`Atividades de ${dayText(selectedDay)}`}
            works={dayWorks}
            empty={DAY_EMPTY}
            onCancel={onCancel}
          />
        )}
        {dayRecommendations.length ? (
          <ul aria-label={`Recomendações de ${dayText(selectedDay)}`} className="flex flex-col gap-1">
            {dayRecommendations.map((occurrence) => (
              <li key={occurrence.activityId} className="flex items-center gap-2 text-sm">
                <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-tone-blue" />
                <Link
                  to={withViewAs(farmPaths(basePath).recommendation(occurrence.activityId), viewAsId)}
                  className="font-medium text-ink underline-offset-2 hover:underline"
                >
                  {occurrence.title}
                </Link>
                {occurrence.farmerName ? <span className="text-ink-soft">— {occurrence.farmerName}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </Card>
  ) : null;

  const nextActivities = (
    <Card as="div">
      <section aria-labelledby="calendar-next-title" className="flex flex-col gap-3">
        <h2 id="calendar-next-title" className="text-base font-semibold text-ink">
          Próximas Atividades ({formatMonthNumeric(`${month}-01`)})
        </h2>
        {worksQuery.loading && !worksQuery.data ? (
          <Spinner label="Carregando atividades" />
        ) : company ? (
          <CompanyNextWorks works={nextWorks} detailsPath={paths.providedConsultancy} />
        ) : (
          <WorkList
            label="Próximas atividades do mês"
            works={nextWorks}
            empty={MONTH_EMPTY}
            showDay
            onCancel={onCancel}
          />
        )}
      </section>
    </Card>
  );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={company ? 'Calendário da empresa' : 'Calendário'} actions={headerAction} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-4">
          <Card as="div">
            {worksQuery.error && !worksQuery.data ? (
              <ErrorState message={errorMessage(worksQuery.error)} onRetry={() => void worksQuery.refetch()} />
            ) : (
              <MonthCalendar
                month={month}
                today={today}
                counts={counts}
                selectedDay={selectedDay}
                onSelectDay={setSelectedDay}
                onMonthChange={setMonth}
                loading={worksQuery.loading}
                recommendations={company ? undefined : recommendationCounts}
              />
            )}
          </Card>
          {company ? null : dayActivities}
        </div>
        <div className="flex flex-col gap-4">
          {company ? dayActivities : null}
          {company ? null : (
            <Card as="div">
              <section aria-labelledby="calendar-schedule-title" className="flex flex-col gap-3">
                <h2 id="calendar-schedule-title" className="text-base font-semibold text-ink">
                  Dias de trabalho
                </h2>
                {(worksQuery.error && !scheduleLoaded) || scheduleFailed ? (
                  <ErrorState message={errorMessage(worksQuery.error)} onRetry={() => void worksQuery.refetch()} />
                ) : scheduleLoaded ? (
                  <WorkDaysTable schedule={schedule} createTo={canSchedule ? paths.createSchedule : undefined} />
                ) : (
                  <Spinner label="Carregando horário de trabalho" />
                )}
              </section>
            </Card>
          )}
          {company ? null : nextActivities}
        </div>
      </div>
      {/* The company's table also names the consultant: the whole width, below the month. */}
      {company ? nextActivities : null}
      {cancelDialog}
    </div>
  );
}
