import { ACTIVITY_MESSAGES } from '@talhao/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectFirstOfferedDay, openCalendar } from '@/ui/dateFieldTesting';
import {
  ActivityDayWorksQuery,
  ActivityProvidedConsultanciesQuery,
  ActivityProvidedConsultancyQuery,
  ActivityScheduleMutation,
  ActivitySectorsQuery,
} from '../documents';
import { BASE, makeWork, PROVIDED, PROVIDED_FARMER, renderSchedule, SCHEDULE, scheduleMock } from '../testing';
import { ActivityCreatePage } from './ActivityCreatePage';

// The real picker searches farmers over GraphQL; here a button picks Maria.
vi.mock('@/features/farmers/FarmerSelect', () => ({
  FarmerSelect: ({
    value,
    onChange,
    error,
  }: {
    value: { id: string; name: string } | null;
    onChange(farmer: { id: string; name: string } | null): void;
    error?: string;
  }) => (
    <div>
      <p>Agricultor: {value?.name ?? 'nenhum'}</p>
      <button type="button" onClick={() => onChange({ id: PROVIDED_FARMER.id, name: PROVIDED_FARMER.name })}>
        Escolher Maria
      </button>
      {error ? <p>{error}</p> : null}
    </div>
  ),
}));

const LIST = `${BASE}/consultorias/prestadas/atividades`;
const CREATE = `${LIST}/criar`;

const routes = [
  { path: CREATE, element: <ActivityCreatePage /> },
  { path: LIST, element: <p>Lista de atividades</p> },
];

const SECTORS = [
  { __typename: 'Sector', id: 'se01', name: 'Setor 1', areaId: 'ar01', areaName: 'Talhão Norte', cultureName: 'Café' },
  { __typename: 'Sector', id: 'se02', name: 'Setor 2', areaId: 'ar01', areaName: 'Talhão Norte', cultureName: null },
];

const providedMocks = [
  {
    request: { query: ActivityProvidedConsultancyQuery, variables: { id: PROVIDED.id, viewAs: null } },
    result: { data: { providedConsultancy: PROVIDED } },
  },
  {
    request: { query: ActivityProvidedConsultanciesQuery, variables: { farmerId: PROVIDED_FARMER.id, viewAs: null } },
    result: {
      data: {
        providedConsultancies: {
          __typename: 'ProvidedConsultancyPage',
          page: 1,
          hasNextPage: false,
          items: [PROVIDED],
        },
      },
    },
  },
  {
    request: { query: ActivitySectorsQuery, variables: { propertyId: PROVIDED.property?.id, viewAs: null } },
    result: { data: { propertySectors: SECTORS } },
  },
  dayWorksMock('2026-12-01', []),
];

/** The works already on a day (the form checks a new time against them). */
function dayWorksMock(
  day: string,
  works: Array<{ title: string; startWork: string; endWork: string; status: string }>,
) {
  return {
    request: { query: ActivityDayWorksQuery, variables: { day, viewAs: null } },
    result: {
      data: { works: works.map((work, index) => ({ __typename: 'Work', id: `w-${day}-${index}`, ...work })) },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

type User = ReturnType<typeof userEvent.setup>;

/** Types into a field as a person would, replacing what it held. */
async function retype(user: User, label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, text);
}

async function fillValid(user: User) {
  await user.click(await screen.findByRole('checkbox', { name: 'Talhão Norte — Setor 1 (Café)' }));
  await retype(user, /^Dia/, '01/12/2026');
  await retype(user, /^Início/, '09:00');
  await retype(user, /^Término/, '11:00');
  await user.selectOptions(screen.getByLabelText(/^Modalidade/), 'Presencial');
}

describe('activity scheduling form', () => {
  it('shows the prompt to create a work schedule when there is none', async () => {
    renderSchedule(routes, { at: CREATE, mocks: [scheduleMock(null)] });
    const prompt = await screen.findByRole('alert');
    expect(prompt).toHaveTextContent('Atenção');
    expect(prompt).toHaveTextContent(ACTIVITY_MESSAGES.noSchedule);
    expect(within(prompt).getByRole('link', { name: 'Criar horário de trabalho' })).toHaveAttribute(
      'href',
      `${BASE}/calendario/criar`,
    );
    expect(screen.queryByRole('button', { name: 'Agendar' })).not.toBeInTheDocument();
  });

  it('prefills farmer, consultancy and title from ?consultancyProvidedId= and lists the sectors', async () => {
    renderSchedule(routes, {
      at: `${CREATE}?consultancyProvidedId=${PROVIDED.id}`,
      mocks: [scheduleMock(SCHEDULE), ...providedMocks],
    });
    expect(await screen.findByText('Agricultor: Maria Souza')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Consultoria prestada/)).toHaveValue(PROVIDED.id);
    expect(screen.getByRole('option', { name: 'Manejo do café — início 10/11/2026' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Título/)).toHaveValue('Manejo do café');
    expect(await screen.findByRole('checkbox', { name: 'Talhão Norte — Setor 2' })).toBeInTheDocument();
    // The calendar offers no day before the consultancy's start.
    const user = userEvent.setup();
    await retype(user, /^Dia/, '10/11/2026');
    await expectFirstOfferedDay(user, await openCalendar(user, 'Dia'), '2026-11-10');
    expect(screen.getByText('Seu horário de trabalho: 08:00 – 17:00')).toBeInTheDocument();
  });

  it('refuses a time outside the work schedule without calling the mutation', async () => {
    const user = userEvent.setup();
    const schedule = vi.fn();
    renderSchedule(routes, {
      at: `${CREATE}?consultancyProvidedId=${PROVIDED.id}`,
      mocks: [
        scheduleMock(SCHEDULE),
        ...providedMocks,
        { request: { query: ActivityScheduleMutation, variables: () => true }, result: schedule },
      ],
    });
    await fillValid(user);
    await retype(user, /^Início/, '07:30');
    await retype(user, /^Término/, '17:30');
    await user.click(screen.getByRole('button', { name: 'Agendar' }));

    const alert = await screen.findByRole('alert', { name: 'Horário inválido' });
    expect(alert).toHaveTextContent('Horário inválido');
    expect(alert).toHaveTextContent('Horário inserido fora do período de trabalho');
    // Both fields carry the message too.
    expect(screen.getAllByText('Horário inserido fora do período de trabalho')).toHaveLength(3);
    expect(schedule).not.toHaveBeenCalled();
  });

  it('refuses a time that overlaps another work of the day, naming it, without calling the mutation', async () => {
    const user = userEvent.setup();
    const schedule = vi.fn();
    renderSchedule(routes, {
      at: `${CREATE}?consultancyProvidedId=${PROVIDED.id}`,
      mocks: [
        scheduleMock(SCHEDULE),
        ...providedMocks.slice(0, 3),
        dayWorksMock('2026-12-01', [
          { title: 'Visita técnica', startWork: '09:00', endWork: '11:00', status: 'PLANNED' },
          // A canceled work leaves its time free.
          { title: 'Visita cancelada', startWork: '11:00', endWork: '12:00', status: 'CANCELED' },
        ]),
        { request: { query: ActivityScheduleMutation, variables: () => true }, result: schedule },
      ],
    });
    await fillValid(user);
    await retype(user, /^Término/, '11:30');
    await user.click(screen.getByRole('button', { name: 'Agendar' }));

    expect(
      await screen.findByText('Conflito de horário: "Visita técnica" já está agendada das 09:00 às 11:00 neste dia.'),
    ).toBeInTheDocument();
    expect(schedule).not.toHaveBeenCalled();
  });

  it('refuses a day before the consultancy start and requires a sector', async () => {
    const user = userEvent.setup();
    const schedule = vi.fn();
    renderSchedule(routes, {
      at: `${CREATE}?consultancyProvidedId=${PROVIDED.id}`,
      mocks: [
        scheduleMock(SCHEDULE),
        ...providedMocks,
        { request: { query: ActivityScheduleMutation, variables: () => true }, result: schedule },
      ],
    });
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: 'Talhão Norte — Setor 1 (Café)' }));
    await retype(user, /^Dia/, '09/11/2026');
    await user.click(screen.getByRole('button', { name: 'Agendar' }));

    expect(await screen.findByText('A data deve estar dentro do período de consultoria prestada')).toBeInTheDocument();
    expect(screen.getByText('É necessário selecionar pelo menos um setor')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Horário inválido' })).not.toBeInTheDocument();
    expect(schedule).not.toHaveBeenCalled();
  });

  it('asks for farmer and consultancy on an empty form', async () => {
    const user = userEvent.setup();
    renderSchedule(routes, { at: CREATE, mocks: [scheduleMock(SCHEDULE)] });
    await user.click(await screen.findByRole('button', { name: 'Agendar' }));
    expect(await screen.findByText(ACTIVITY_MESSAGES.farmer)).toBeInTheDocument();
    expect(screen.getByText(ACTIVITY_MESSAGES.providedConsultancy)).toBeInTheDocument();
    expect(screen.getByText(ACTIVITY_MESSAGES.format)).toBeInTheDocument();
    expect(screen.getByText('Insira o horário de início')).toBeInTheDocument();
    expect(screen.getByText('Insira o horário de término')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Consultoria prestada/)).toBeDisabled();
  });

  // The price takes the Brazilian way of typing and any usual paste; the BFF gets what is shown.
  it.each([
    ['typed', '350,50', 350.5],
    ['typed', '1.350,50', 1350.5],
    ['pasted', '1350.5', 1350.5],
    ['pasted', '1.350,50', 1350.5],
    ['pasted', 'R$ 1.350,50', 1350.5],
    ['pasted', '350,5', 350.5],
  ] as const)(
    'schedules a valid activity with a price %s as %s, toasts and goes to the list',
    async (how, text, amount) => {
      const user = userEvent.setup();
      const schedule = vi.fn((_variables: unknown) => ({
        data: {
          scheduleActivity: {
            __typename: 'WorkResult',
            message: 'Atividade de consultoria criada com sucesso! 🎉',
            work: makeWork({ day: '2026-12-01' }),
          },
        },
      }));
      const input = {
        farmerId: PROVIDED_FARMER.id,
        providedConsultancyId: PROVIDED.id,
        title: 'Manejo do café',
        format: 'IN_PERSON',
        sectorIds: ['se01'],
        day: '2026-12-01',
        startWork: '09:00',
        endWork: '11:00',
        price: amount,
      };
      renderSchedule(routes, {
        at: CREATE,
        mocks: [
          scheduleMock(SCHEDULE),
          ...providedMocks.slice(1),
          { request: { query: ActivityScheduleMutation, variables: { input } }, result: schedule },
        ],
      });
      await user.click(await screen.findByRole('button', { name: 'Escolher Maria' }));
      await screen.findByRole('option', { name: 'Manejo do café — início 10/11/2026' });
      await user.selectOptions(screen.getByLabelText(/^Consultoria prestada/), PROVIDED.id);
      // The title follows the chosen consultancy.
      expect(screen.getByLabelText(/^Título/)).toHaveValue('Manejo do café');
      await fillValid(user);
      const price = screen.getByLabelText(/^Preço/);
      await user.click(price);
      if (how === 'typed') await user.type(price, text);
      else await user.paste(text);
      await user.tab();
      expect(price).toHaveValue(amount === 350.5 ? 'R$ 350,50' : 'R$ 1.350,50');
      await user.click(screen.getByRole('button', { name: 'Agendar' }));

      expect(await screen.findByText('Atividade de consultoria criada com sucesso! 🎉')).toBeInTheDocument();
      expect(schedule).toHaveBeenCalledTimes(1);
      expect(schedule.mock.calls[0]?.[0]).toEqual({ input });
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${LIST}$`)));
    },
  );
});
