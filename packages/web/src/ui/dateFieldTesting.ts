import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/*
 * Test helpers for forms with a DateField (test-only: no page imports this module). Users type
 * dd/mm/aaaa and the calendar names days in Portuguese, so tests do the same.
 */

type User = ReturnType<typeof userEvent.setup>;

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** 'yyyy-MM-dd' as a Brazilian types it: dd/mm/aaaa. */
export const typedDay = (day: string): string => day.split('-').reverse().join('/');

/** Replaces what a date field holds by typing the day as dd/mm/aaaa. */
export async function typeDay(user: User, input: HTMLElement, day: string): Promise<void> {
  await user.clear(input);
  await user.type(input, typedDay(day));
}

/** The calendar's name of a day: '…, 1 de dezembro de 2026' ('Hoje, ' and the weekday before it). */
export function dayName(day: string): RegExp {
  const [year, month, date] = day.split('-').map(Number);
  return new RegExp(`, ${date} de ${MONTHS[(month ?? 1) - 1]} de ${year}`);
}

/** Opens the calendar of the date field labelled `label` and returns it. */
export async function openCalendar(user: User, label: string): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: `Abrir calendário: ${label}` }));
  return screen.findByRole('dialog', { name: `Calendário: ${label}` });
}

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Asserts that `first` is the earliest day the open calendar lets one pick, paging forward to it. */
export async function expectFirstOfferedDay(user: User, calendar: HTMLElement, first: string): Promise<void> {
  for (let page = 0; page < 24 && !within(calendar).queryByRole('button', { name: dayName(first) }); page++) {
    await user.click(within(calendar).getByRole('button', { name: 'Ir para o próximo mês' }));
  }
  expect(within(calendar).getByRole('button', { name: dayName(first) })).toBeEnabled();
  const before = within(calendar).queryByRole('button', { name: dayName(addDays(first, -1)) });
  if (before) expect(before).toBeDisabled();
  else
    expect(within(calendar).getByRole('button', { name: 'Ir para o mês anterior' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
}

/** Asserts that `last` is the latest day the open calendar lets one pick (the calendar shows its month). */
export function expectLastOfferedDay(calendar: HTMLElement, last: string): void {
  expect(within(calendar).getByRole('button', { name: dayName(last) })).toBeEnabled();
  const after = within(calendar).queryByRole('button', { name: dayName(addDays(last, 1)) });
  if (after) expect(after).toBeDisabled();
  else
    expect(within(calendar).getByRole('button', { name: 'Ir para o próximo mês' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
}
