import { useArea } from '@/app/area';
import { useViewAs, withViewAs } from '@/features/shell/viewAs';

/** Where the schedule pages live under an area base (spec 001 §2.5 /atividades, §2.8). */
export const schedulePaths = (basePath: string) => {
  const calendar = `${basePath}/calendario`;
  const activities = `${basePath}/consultorias/prestadas/atividades`;
  const withConsultancy = (path: string, consultancyProvidedId?: string | null) =>
    consultancyProvidedId ? `${path}?consultancyProvidedId=${encodeURIComponent(consultancyProvidedId)}` : path;
  return {
    calendar,
    providedConsultancy: (id: string) => `${basePath}/consultorias/prestadas/${encodeURIComponent(id)}`,
    createSchedule: `${calendar}/criar`,
    editSchedule: `${calendar}/editar`,
    activities: (consultancyProvidedId?: string | null) => withConsultancy(activities, consultancyProvidedId),
    createActivity: (consultancyProvidedId?: string | null) =>
      withConsultancy(`${activities}/criar`, consultancyProvidedId),
  };
};

/**
 * The schedule pages' links (keeping a master's `?viewAs=`), the `viewAs` every query passes and what the
 * viewer may do: schedule (their work schedule, 'Agendar') — a consultant or a company consultant in their own
 * area; cancel — only the independent consultant (spec 001 §4, §6; the BFF refuses the others). A company only
 * reads (its calendar is every consultant's), and a master's visit is read only.
 */
export function useScheduleAccess() {
  const { area, basePath } = useArea();
  const { viewAsId } = useViewAs();
  const raw = schedulePaths(basePath);
  const link = (path: string) => withViewAs(path, viewAsId);
  const paths = {
    calendar: link(raw.calendar),
    providedConsultancy: (id: string) => link(raw.providedConsultancy(id)),
    createSchedule: link(raw.createSchedule),
    editSchedule: link(raw.editSchedule),
    activities: (id?: string | null) => link(raw.activities(id)),
    createActivity: (id?: string | null) => link(raw.createActivity(id)),
  };
  const canSchedule = (area === 'CONSULTANT' || area === 'ENTERPRISE_CONSULTANT') && !viewAsId;
  return {
    paths,
    viewAsId,
    canSchedule,
    canCancel: area === 'CONSULTANT' && !viewAsId,
    company: area === 'ENTERPRISE',
  };
}
