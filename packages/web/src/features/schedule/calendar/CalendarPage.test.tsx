import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCEL_QUESTION, COMPANY_MONTH_EMPTY, MONTH_EMPTY } from '../display';
import { ActivityCancelMutation, CalendarWorksQuery, CompanyCalendarWorksQuery } from '../documents';
import { BASE, makeWork, renderSchedule, SCHEDULE, WORK_CONSULTANCY } from '../testing';
import { CalendarPage } from './CalendarPage';

const PAGE = `${BASE}/calendario`;

interface Occurrence {
  date: string;
  activityId: string;
  title: string;
  farmerName: string | null;
}

/**
 * The calendar's one request: the month's works, the work schedule and the caller's recommendation occurrences in
 * the month's range (issue 15).
 */
const worksMock = (
  works: ReturnType<typeof makeWork>[],
  {
    from = '2026-11-01',
    to = '2026-12-05',
    workSchedule = SCHEDULE as typeof SCHEDULE | null,
    occurrences = [] as Occurrence[] | null,
    errors = undefined as { message: string; path: string[]; extensions: { code: string } }[] | undefined,
  } = {},
) => ({
  request: { query: CalendarWorksQuery, variables: { from, to, viewAs: null } },
  result: {
    data: {
      works,
      workSchedule,
      recommendationOccurrences:
        occurrences?.map((occurrence) => ({ __typename: 'RecommendationOccurrence', ...occurrence })) ?? null,
    },
    errors,
  },
});

const render = (mocks: unknown[]) =>
  renderSchedule([{ path: PAGE, element: <CalendarPage /> }], { at: PAGE, mocks: mocks as never });

const dayButton = (name: RegExp) => screen.getByRole('button', { name });
const marker = (button: HTMLElement) => button.querySelector('[data-marker]');

describe('calendar page', () => {
  beforeEach(() => {
    // Sunday 15/11/2026, noon in São Paulo.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-15T15:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('marks future days green and pulsing, past days yellow, and hides canceled and rejected works', async () => {
    const past = makeWork({ day: '2026-11-10', title: 'Coleta de solo', status: 'COMPLETED', cancellable: false });
    const future = makeWork({ day: '2026-11-20', title: 'Poda do café' });
    const today = makeWork({ day: '2026-11-15', title: 'Reunião online', format: 'ONLINE', status: 'REQUESTED' });
    const canceled = makeWork({ day: '2026-11-25', title: 'Visita cancelada', status: 'CANCELED', cancellable: false });
    const rejected = makeWork({ day: '2026-11-26', title: 'Visita recusada', status: 'REJECTED', cancellable: false });
    render([worksMock([past, today, future, canceled, rejected])]);

    expect(await screen.findByRole('heading', { name: 'Calendário' })).toBeInTheDocument();
    await waitFor(() => expect(marker(dayButton(/^sexta-feira, 20 de novembro de 2026/))).not.toBeNull());

    const pastDot = marker(dayButton(/^terça-feira, 10 de novembro de 2026, 1 atividade$/));
    expect(pastDot).toHaveClass('bg-tone-yellow');
    expect(pastDot).not.toHaveClass('animate-pulse');
    expect(pastDot).toHaveAttribute('data-marker', 'past');

    const futureDot = marker(dayButton(/^sexta-feira, 20 de novembro de 2026, 1 atividade$/));
    expect(futureDot).toHaveClass('bg-tone-green', 'animate-pulse');
    const todayButton = dayButton(/^domingo, 15 de novembro de 2026, 1 atividade$/);
    expect(todayButton).toHaveAttribute('aria-current', 'date');
    expect(marker(todayButton)).toHaveClass('bg-tone-green', 'animate-pulse');

    expect(marker(dayButton(/^quarta-feira, 25 de novembro de 2026$/))).toBeNull();
    expect(marker(dayButton(/^quinta-feira, 26 de novembro de 2026$/))).toBeNull();

    // Next activities of the month: today on, canceled/rejected left out.
    const next = screen.getByRole('list', { name: 'Próximas atividades do mês' });
    expect(within(next).getByText('Reunião online', { selector: 'p' })).toBeInTheDocument();
    expect(within(next).getByText('Poda do café', { selector: 'p' })).toBeInTheDocument();
    expect(within(next).queryByText('Coleta de solo')).not.toBeInTheDocument();
    expect(within(next).queryByText('Visita cancelada')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Próximas Atividades (11/2026)' })).toBeInTheDocument();
  });

  it('marks the days of recommendations in a colour of their own and lists them on the day with a link', async () => {
    const user = userEvent.setup();
    render([
      worksMock([makeWork({ day: '2026-11-20', title: 'Poda do café' })], {
        occurrences: [
          { date: '2026-11-20', activityId: 'act1', title: 'Irrigação', farmerName: 'João da Silva' },
          { date: '2026-11-27', activityId: 'act1', title: 'Irrigação', farmerName: 'João da Silva' },
        ],
      }),
    ]);
    const day = await screen.findByRole('button', {
      name: /^sexta-feira, 20 de novembro de 2026, 1 atividade, 1 recomendação$/,
    });
    expect(day.querySelector('[data-marker="recommendation"]')).toHaveClass('bg-tone-blue');
    expect(day.querySelector('[data-marker="upcoming"]')).toHaveClass('bg-tone-green');
    const onlyRecommended = dayButton(/^sexta-feira, 27 de novembro de 2026, 1 recomendação$/);
    expect(onlyRecommended.querySelector('[data-marker="recommendation"]')).not.toBeNull();
    expect(screen.getByText('Recomendações')).toBeInTheDocument();

    await user.click(day);
    const list = await screen.findByRole('list', { name: /^Recomendações de/ });
    expect(within(list).getByRole('link', { name: 'Irrigação' })).toHaveAttribute(
      'href',
      `${BASE}/consultorias/prestadas/recomendacoes/act1`,
    );
    expect(list).toHaveTextContent('João da Silva');
  });

  it("lists a clicked day's works and offers 'Cancelar' only on cancellable ones", async () => {
    const user = userEvent.setup();
    const planned = makeWork({ day: '2026-11-20', title: 'Poda do café', startWork: '14:00', endWork: '15:00' });
    const done = makeWork({ day: '2026-11-20', title: 'Análise de folhas', status: 'IN_PROGRESS', cancellable: false });
    render([worksMock([planned, done])]);

    await waitFor(() => expect(marker(dayButton(/^sexta-feira, 20 de novembro/))).not.toBeNull());
    await user.click(dayButton(/^sexta-feira, 20 de novembro/));
    const list = screen.getByRole('list', { name: 'Atividades de 20/11/2026' });
    const items = within(list).getAllByRole('listitem');
    // By start time: 09:00 first.
    expect(items[0]).toHaveTextContent('Análise de folhas');
    expect(items[0]).toHaveTextContent('Em andamento');
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: /Cancelar/ })).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('14:00 – 15:00');
    expect(items[1]).toHaveTextContent('Maria Souza');
    expect(items[1]).toHaveTextContent('Planejado');
    expect(within(items[1] as HTMLElement).getByRole('button', { name: 'Cancelar Poda do café' })).toBeInTheDocument();
  });

  it('cancels after confirmation, toasts the answer and drops the work from the calendar', async () => {
    const user = userEvent.setup();
    const planned = makeWork({ day: '2026-11-15', title: 'Poda do café' });
    const cancel = vi.fn(() => ({
      data: {
        cancelActivity: {
          __typename: 'WorkResult',
          message: 'Atividade cancelada!',
          work: { ...planned, status: 'CANCELED', cancellable: false },
        },
      },
    }));
    render([
      worksMock([planned]),
      { request: { query: ActivityCancelMutation, variables: { id: planned.id } }, result: cancel },
    ]);

    const day = await screen.findByRole('list', { name: 'Atividades de 15/11/2026' });
    await user.click(within(day).getByRole('button', { name: 'Cancelar Poda do café' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(CANCEL_QUESTION);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar atividade' }));

    expect(await screen.findByText('Atividade cancelada!')).toBeInTheDocument();
    expect(cancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText(MONTH_EMPTY)).toBeInTheDocument());
    expect(marker(dayButton(/^domingo, 15 de novembro de 2026$/))).toBeNull();
  });

  it("shows 'Editar' with a schedule, the work days and the month navigation", async () => {
    const user = userEvent.setup();
    render([worksMock([]), worksMock([], { from: '2026-11-29', to: '2027-01-02' })]);
    expect(await screen.findByRole('link', { name: 'Editar' })).toHaveAttribute('href', `${PAGE}/editar`);
    expect(screen.queryByRole('link', { name: 'Criar' })).not.toBeInTheDocument();
    const sunday = screen.getByRole('row', { name: /Domingo/ });
    expect(sunday).toHaveTextContent('Folga');
    const monday = screen.getByRole('row', { name: /Segunda-feira/ });
    expect(monday).toHaveTextContent('Dia de trabalho');
    expect(monday).toHaveTextContent('08:00 – 17:00');
    expect(await screen.findByText(MONTH_EMPTY)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(screen.getByRole('heading', { name: 'Dezembro de 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Próximas Atividades (12/2026)' })).toBeInTheDocument();
  });

  it("shows 'Criar' and the prompt without a schedule", async () => {
    render([worksMock([], { workSchedule: null })]);
    expect(await screen.findByRole('link', { name: 'Criar' })).toHaveAttribute('href', `${PAGE}/criar`);
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.getByText('Você ainda não possui um horário de trabalho')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar horário de trabalho' })).toHaveAttribute('href', `${PAGE}/criar`);
  });

  it('keeps the works on screen, without markers, when only the recommendations fail', async () => {
    render([
      worksMock([makeWork({ day: '2026-11-20', title: 'Poda do café' })], {
        occurrences: null,
        errors: [
          {
            message: 'Serviço indisponível no momento. Tente novamente em instantes.',
            path: ['recommendationOccurrences'],
            extensions: { code: 'UPSTREAM_UNAVAILABLE' },
          },
        ],
      }),
    ]);
    const day = await screen.findByRole('button', { name: /^sexta-feira, 20 de novembro de 2026, 1 atividade$/ });
    expect(day.querySelector('[data-marker="recommendation"]')).toBeNull();
    expect(screen.getByRole('list', { name: 'Próximas atividades do mês' })).toHaveTextContent('Poda do café');
    expect(screen.getByRole('link', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says the work schedule failed instead of offering 'Criar' when only the schedule fails", async () => {
    render([
      worksMock([makeWork({ day: '2026-11-20', title: 'Poda do café' })], {
        workSchedule: null,
        errors: [
          {
            message: 'Serviço indisponível no momento. Tente novamente em instantes.',
            path: ['workSchedule'],
            extensions: { code: 'UPSTREAM_UNAVAILABLE' },
          },
        ],
      }),
    ]);
    expect(
      await screen.findByRole('button', { name: /^sexta-feira, 20 de novembro de 2026, 1 atividade$/ }),
    ).toBeVisible();
    const workDays = screen.getByRole('region', { name: 'Dias de trabalho' });
    expect(
      await within(workDays).findByText('Serviço indisponível no momento. Tente novamente em instantes.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Criar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('moves between days with the arrow keys', async () => {
    const user = userEvent.setup();
    render([worksMock([]), worksMock([], { from: '2026-11-29', to: '2027-01-02' })]);
    const today = await screen.findByRole('button', { name: /^domingo, 15 de novembro de 2026$/ });
    expect(today).toHaveAttribute('tabindex', '0');
    act(() => today.focus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^domingo, 22 de novembro de 2026$/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('heading', { name: 'Dezembro de 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^domingo, 6 de dezembro de 2026$/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Atividades de 06/12/2026' })).toBeInTheDocument();
  });
});

describe('company calendar (área da empresa)', () => {
  const COMPANY_PAGE = '/empresa/calendario';
  const companyMock = (works: Array<ReturnType<typeof makeWork> & { consultant: unknown }>) => ({
    request: { query: CompanyCalendarWorksQuery, variables: { from: '2026-11-01', to: '2026-12-05', viewAs: null } },
    result: {
      data: {
        companyWorks: works.map((work) => ({
          ...work,
          providedConsultancy: { __typename: 'ProvidedConsultancy', id: WORK_CONSULTANCY.id },
        })),
      },
    },
  });
  const by = (name: string, id: string) => ({ __typename: 'WorkConsultant', id, name });
  const renderCompany = (mocks: unknown[]) =>
    renderSchedule([{ path: COMPANY_PAGE, element: <CalendarPage /> }], {
      at: COMPANY_PAGE,
      mocks: mocks as never,
      area: 'ENTERPRISE',
    });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-15T15:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("shows every consultant's works with who does them, no work schedule, no cancel and no 'Criar'", async () => {
    const past = {
      ...makeWork({ day: '2026-11-10', title: 'Coleta de solo', status: 'COMPLETED', cancellable: false }),
      consultant: by('Mariana Figueiredo', 'c1'),
    };
    const future = {
      ...makeWork({ day: '2026-11-20', title: 'Poda do café', cancellable: false }),
      consultant: by('Rafael Souza', 'c2'),
    };
    const canceled = {
      ...makeWork({ day: '2026-11-25', title: 'Visita cancelada', status: 'CANCELED', cancellable: false }),
      consultant: by('Rafael Souza', 'c2'),
    };
    renderCompany([companyMock([past, future, canceled])]);

    expect(await screen.findByRole('heading', { name: 'Calendário da empresa' })).toBeInTheDocument();
    await waitFor(() => expect(marker(dayButton(/^sexta-feira, 20 de novembro de 2026/))).not.toBeNull());
    expect(marker(dayButton(/^terça-feira, 10 de novembro de 2026, 1 atividade$/))).toHaveClass('bg-tone-yellow');
    expect(marker(dayButton(/^sexta-feira, 20 de novembro de 2026, 1 atividade$/))).toHaveClass(
      'bg-tone-green',
      'animate-pulse',
    );
    expect(marker(dayButton(/^quarta-feira, 25 de novembro de 2026$/))).toBeNull();

    const next = screen.getByRole('table', { name: 'Próximas atividades da empresa' });
    for (const header of ['Data', 'Horário', 'Atividade', 'Cliente', 'Consultor', 'Detalhes']) {
      expect(within(next).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(next).getByRole('link', { name: 'Ver Poda do café' })).toHaveAttribute(
      'href',
      '/empresa/consultorias/prestadas/pc0000000000000000000001',
    );
    expect(within(next).getByText('Rafael Souza')).toBeInTheDocument();
    expect(within(next).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(next).queryByText('Coleta de solo')).not.toBeInTheDocument();
    expect(within(next).queryByText('Visita cancelada')).not.toBeInTheDocument();
    expect(screen.getByText(/Próximas Atividades \(11\/2026\)/)).toBeInTheDocument();

    expect(screen.queryByRole('heading', { name: 'Dias de trabalho' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancelar/ })).not.toBeInTheDocument();
  });

  it('says the company has nothing to do this month', async () => {
    renderCompany([companyMock([])]);
    expect(await screen.findByText(COMPANY_MONTH_EMPTY)).toBeInTheDocument();
  });
});
