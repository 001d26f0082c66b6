import { SCHEDULE_MESSAGES } from '@talhao/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScheduleCreateWorkScheduleMutation, ScheduleUpdateWorkScheduleMutation } from '../documents';
import { BASE, renderSchedule, SCHEDULE, scheduleMock } from '../testing';
import { WorkScheduleCreatePage, WorkScheduleEditPage } from './WorkSchedulePages';

const CALENDAR = `${BASE}/calendario`;
const CREATE = `${CALENDAR}/criar`;
const EDIT = `${CALENDAR}/editar`;
const DAY_LABELS = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];

const routes = [
  { path: CREATE, element: <WorkScheduleCreatePage /> },
  { path: EDIT, element: <WorkScheduleEditPage /> },
  { path: CALENDAR, element: <p>Página do calendário</p> },
];
const render = (at: string, mocks: unknown[]) => renderSchedule(routes, { at, mocks: mocks as never });
const dayBoxes = () => DAY_LABELS.map((label) => screen.getByRole('checkbox', { name: label }));

describe('work schedule form', () => {
  it("'Selecionar todos' checks and unchecks the 7 days", async () => {
    const user = userEvent.setup();
    render(CREATE, [scheduleMock(null)]);
    const all = await screen.findByRole('checkbox', { name: 'Selecionar todos' });
    expect(dayBoxes().filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);

    await user.click(all);
    expect(dayBoxes().every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(all).toBeChecked();

    // One day off: 'Selecionar todos' is no longer checked.
    await user.click(screen.getByRole('checkbox', { name: 'Sábado' }));
    expect(all).not.toBeChecked();
    await user.click(all);
    expect(dayBoxes().every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(all);
    expect(dayBoxes().some((box) => (box as HTMLInputElement).checked)).toBe(false);
  });

  it('shows the specification messages and saves nothing while invalid', async () => {
    const user = userEvent.setup();
    const create = vi.fn();
    render(CREATE, [
      scheduleMock(null),
      { request: { query: ScheduleCreateWorkScheduleMutation, variables: () => true }, result: create },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(SCHEDULE_MESSAGES.days)).toBeInTheDocument();
    expect(screen.getByText('Insira o horário de início')).toBeInTheDocument();
    expect(screen.getByText('Insira o horário final')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Início/), '17:00');
    await user.type(screen.getByLabelText(/^Término/), '08:00');
    await user.click(screen.getByRole('checkbox', { name: 'Segunda-feira' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O horário de término deve ser maior que o de início')).toBeInTheDocument();
    expect(screen.queryByText(SCHEDULE_MESSAGES.days)).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates the schedule, toasts the answer and goes back to the calendar', async () => {
    const user = userEvent.setup();
    const create = vi.fn(() => ({
      data: {
        createWorkSchedule: {
          __typename: 'WorkScheduleResult',
          message: SCHEDULE_MESSAGES.createdSuccess,
          workSchedule: { ...SCHEDULE, days: ['MONDAY', 'WEDNESDAY'] },
        },
      },
    }));
    render(CREATE, [
      scheduleMock(null),
      {
        request: {
          query: ScheduleCreateWorkScheduleMutation,
          variables: { input: { days: ['MONDAY', 'WEDNESDAY'], startTime: '08:00', endTime: '17:00' } },
        },
        result: create,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Criar horário de trabalho' })).toBeInTheDocument();
    // Ticked out of order; sent Sunday first.
    await user.click(screen.getByRole('checkbox', { name: 'Quarta-feira' }));
    await user.click(screen.getByRole('checkbox', { name: 'Segunda-feira' }));
    await user.type(screen.getByLabelText(/^Início/), '08:00');
    await user.type(screen.getByLabelText(/^Término/), '17:00');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Horário de trabalho criado com sucesso!')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent(CALENDAR);
  });

  it('edits the stored schedule, prefilled', async () => {
    const user = userEvent.setup();
    const update = vi.fn(() => ({
      data: {
        updateWorkSchedule: {
          __typename: 'WorkScheduleResult',
          message: SCHEDULE_MESSAGES.updatedSuccess,
          workSchedule: { ...SCHEDULE, endTime: '18:00' },
        },
      },
    }));
    render(EDIT, [
      scheduleMock(SCHEDULE),
      {
        request: {
          query: ScheduleUpdateWorkScheduleMutation,
          variables: { input: { days: SCHEDULE.days, startTime: '08:00', endTime: '18:00' } },
        },
        result: update,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Editar horário de trabalho' })).toBeInTheDocument();
    const checked = dayBoxes().map((box) => (box as HTMLInputElement).checked);
    expect(checked).toEqual([false, true, true, true, true, true, false]);
    expect(screen.getByLabelText(/Início/)).toHaveValue('08:00');
    await user.clear(screen.getByLabelText(/^Término/));
    await user.type(screen.getByLabelText(/^Término/), '18:00');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Horário de trabalho editado com sucesso!')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent(CALENDAR);
  });

  it('sends the edit page to the create form when there is no schedule', async () => {
    render(EDIT, [scheduleMock(null), scheduleMock(null)]);
    expect(await screen.findByRole('heading', { name: 'Criar horário de trabalho' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(CREATE));
    expect(within(screen.getByRole('group', { name: 'Dias de trabalho' })).getAllByRole('checkbox')).toHaveLength(8);
  });

  it('sends a read-only viewer (the company area) back to the calendar', async () => {
    renderSchedule(
      [
        { path: '/empresa/calendario/criar', element: <WorkScheduleCreatePage /> },
        { path: '/empresa/calendario', element: <p>Página do calendário</p> },
      ],
      { at: '/empresa/calendario/criar', area: 'ENTERPRISE' },
    );
    expect(await screen.findByText('Página do calendário')).toBeInTheDocument();
  });
});
