import { periodicityLabel, periodText } from './display';

/** The period with its periodicity beneath: one table cell, so the lists fit beside the side menu. */
export function ScheduleCell({ item }: { item: { startDate: string; endDate: string; periodicity: number } }) {
  return (
    <>
      <p className="whitespace-nowrap">{periodText(item.startDate, item.endDate)}</p>
      <p className="text-xs text-muted">{periodicityLabel(item.periodicity)}</p>
    </>
  );
}
