import type { MockedResponse } from '@apollo/client/testing';
import { ADVERT_MESSAGES, todayInSaoPaulo } from '@talhao/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectFirstOfferedDay, openCalendar, typeDay, typedDay } from '@/ui/dateFieldTesting';
import {
  MasterBroadcastAdvertQuery,
  MasterBroadcastCreateAdvertMutation,
  MasterBroadcastUpdateAdvertMutation,
} from '../documents';
import { addDays } from '../form/broadcastForm';
import { BROADCAST_PATHS } from '../paths';
import { makeAdvert, renderBroadcast } from '../testing';
import { AdvertCreatePage, AdvertEditPage } from './AdvertFormPage';

const upload = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('@/app/upload', () => upload);

const LIST = <p>lista de anúncios</p>;
const today = todayInSaoPaulo();
const nextWeek = addDays(today, 7);
const WEEKLY = 7 * 86_400_000;

/** The save flows run a mutation, an upload and a navigation: more than findBy's default second on a busy run. */
const SLOW = { timeout: 15_000 };
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const png = () => new File([new Uint8Array(16)], 'anuncio.png', { type: 'image/png' });

function renderCreate(mocks: Parameters<typeof renderBroadcast>[1]['mocks'] = []) {
  return renderBroadcast(
    [
      { path: BROADCAST_PATHS.advertCreate, element: <AdvertCreatePage /> },
      { path: BROADCAST_PATHS.adverts, element: LIST },
    ],
    { at: BROADCAST_PATHS.advertCreate, mocks },
  );
}

async function fillValidAdvert(user: ReturnType<typeof userEvent.setup>) {
  // Pasted rather than typed: the save tests are about what happens after the click.
  await user.click(field('Título'));
  await user.paste('Dia de campo');
  await user.click(field('Mensagem'));
  await user.paste('Venha conhecer as novas variedades.');
  await user.selectOptions(field('Periodicidade'), 'Semanalmente');
  await typeDay(user, field('Data de início'), today);
  await typeDay(user, field('Data de término'), nextWeek);
}

const createdInput = {
  title: 'Dia de campo',
  message: 'Venha conhecer as novas variedades.',
  url: null,
  status: 'WAITING',
  periodicity: WEEKLY,
  startDate: today,
  endDate: nextWeek,
  audience: ['USER'],
};

function createMock(result: MockedResponse['result']) {
  return { request: { query: MasterBroadcastCreateAdvertMutation, variables: { input: createdInput } }, result };
}

const savedAdvert = makeAdvert({
  id: 'ad0000000000000000000042',
  title: createdInput.title,
  message: createdInput.message,
  url: null,
  status: 'WAITING',
  startDate: today,
  endDate: nextWeek,
  audience: ['USER'],
  imageUrl: null,
});
const createdResult = () => ({
  data: { createAdvert: { __typename: 'AdvertResult', message: 'Anúncio salvo com sucesso!', advert: savedAdvert } },
});

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('advert form: fields and rules', () => {
  beforeEach(() => {
    upload.uploadFile.mockReset();
  });

  it('keeps the date fields disabled until a periodicity is chosen', async () => {
    const user = userEvent.setup();
    renderCreate();
    expect(field('Data de início')).toBeDisabled();
    expect(field('Data de término')).toBeDisabled();
    await user.selectOptions(field('Periodicidade'), 'Mensalmente');
    expect(field('Data de início')).toBeEnabled();
    expect(field('Data de término')).toBeEnabled();
    await expectFirstOfferedDay(user, await openCalendar(user, 'Data de início'), today);
  });

  it("'Uma vez' disables the end date and keeps it equal to the start", async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.selectOptions(field('Periodicidade'), 'Uma vez');
    expect(field('Data de término')).toBeDisabled();
    await typeDay(user, field('Data de início'), nextWeek);
    expect(field('Data de término')).toHaveValue(typedDay(nextWeek));
    await typeDay(user, field('Data de início'), addDays(today, 3));
    expect(field('Data de término')).toHaveValue(typedDay(addDays(today, 3)));

    // Another periodicity frees the end date again (and keeps the synced value as a start).
    await user.selectOptions(field('Periodicidade'), 'Diariamente');
    expect(field('Data de término')).toBeEnabled();
    await expectFirstOfferedDay(user, await openCalendar(user, 'Data de término'), addDays(today, 4));
  });

  it('counts the message up to 280 characters', async () => {
    const user = userEvent.setup();
    renderCreate();
    expect(screen.getByText('0/280')).toBeInTheDocument();
    await user.type(field('Mensagem'), 'Olá, produtor');
    expect(screen.getByText('13/280')).toBeInTheDocument();
  });

  it('starts paused, with farmers as the audience', () => {
    renderCreate();
    expect(field('Status')).toHaveValue('WAITING');
    expect((field('Status') as unknown as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('Pausado');
    expect(screen.getByRole('checkbox', { name: 'Agricultores' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Consultores' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Empresas' })).not.toBeChecked();
  });

  it('asks for a valid link, a category and the required fields', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.type(field('Link'), 'talhao ponto dev');
    await user.click(screen.getByRole('checkbox', { name: 'Agricultores' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Insira um link válido')).toBeInTheDocument();
    expect(screen.getByText('Selecione pelo menos uma categoria de usuário')).toBeInTheDocument();
    expect(screen.getByText('Insira o título')).toBeInTheDocument();
    expect(screen.getByText('Insira a mensagem')).toBeInTheDocument();
    expect(screen.getByText('Selecione a periodicidade')).toBeInTheDocument();
  });

  it('refuses a start in the past and an end on the start day', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.selectOptions(field('Periodicidade'), 'Semanalmente');
    await typeDay(user, field('Data de início'), addDays(today, -1));
    await typeDay(user, field('Data de término'), addDays(today, -1));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(ADVERT_MESSAGES.startInPast)).toBeInTheDocument();
    expect(screen.getByText(ADVERT_MESSAGES.endTooSoon)).toBeInTheDocument();
  });

  it('rejects an image that is not PNG or JPEG', () => {
    renderCreate();
    fireEvent.change(screen.getByLabelText('Arquivo da imagem do anúncio'), {
      target: { files: [new File(['GIF89a'], 'anuncio.gif', { type: 'image/gif' })] },
    });
    expect(screen.getByText('Erro ao carregar a imagem')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Anúncio sem imagem' })).toBeInTheDocument();
  });
});

describe('advert form: saving', () => {
  beforeEach(() => {
    upload.uploadFile.mockReset();
  });

  it('creates paused, toasts the returned message and goes back to the paused list', async () => {
    const user = userEvent.setup();
    const created = vi.fn(createdResult);
    renderCreate([createMock(created)]);
    await fillValidAdvert(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Anúncio salvo com sucesso!', {}, SLOW)).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    expect(upload.uploadFile).not.toHaveBeenCalled();
    expect(await screen.findByText('lista de anúncios')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`${BROADCAST_PATHS.adverts}?status=WAITING`);
  });

  it('uploads the image to the saved advert after saving it, showing the progress', async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    const created = vi.fn(() => {
      order.push('save');
      return createdResult();
    });
    let finish: (value: unknown) => void = () => {};
    upload.uploadFile.mockImplementation((_url: string, _file: File, onProgress: (ratio: number) => void) => {
      order.push('upload');
      onProgress(0.25);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    renderCreate([createMock(created)]);
    await fillValidAdvert(user);
    const file = png();
    fireEvent.change(screen.getByLabelText('Arquivo da imagem do anúncio'), { target: { files: [file] } });
    expect(screen.getByRole('img', { name: 'Prévia da imagem escolhida' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByRole('progressbar', { name: 'Enviando imagem' }, SLOW)).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(order).toEqual(['save', 'upload']);
    expect(upload.uploadFile).toHaveBeenCalledWith(
      '/uploads/advert-image/ad0000000000000000000042',
      file,
      expect.any(Function),
    );
    finish({ ok: true, status: 201, body: { message: 'Imagem do anúncio atualizada!' } });

    expect(await screen.findByText('Anúncio salvo com sucesso!', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('lista de anúncios')).toBeInTheDocument();
  });

  it('warns that the image was not sent but still goes back to the list', async () => {
    const user = userEvent.setup();
    const warning =
      'O anúncio foi salvo, mas a imagem não pôde ser enviada (502). Tente enviá-la novamente editando o anúncio.';
    upload.uploadFile.mockResolvedValue({ ok: false, status: 502, body: { code: 'UPSTREAM', message: warning } });
    renderCreate([createMock(createdResult)]);
    await fillValidAdvert(user);
    fireEvent.change(screen.getByLabelText('Arquivo da imagem do anúncio'), { target: { files: [png()] } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(warning, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Anúncio salvo com sucesso!')).not.toBeInTheDocument();
    expect(await screen.findByText('lista de anúncios')).toBeInTheDocument();
  });

  it('fills the warning from the catalogue when the upload fails without a message', async () => {
    const user = userEvent.setup();
    upload.uploadFile.mockRejectedValue(new TypeError('Falha de rede ao enviar o arquivo'));
    renderCreate([createMock(createdResult)]);
    await fillValidAdvert(user);
    fireEvent.change(screen.getByLabelText('Arquivo da imagem do anúncio'), { target: { files: [png()] } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(
        'O anúncio foi salvo, mas a imagem não pôde ser enviada (Falha de rede ao enviar o arquivo). Tente enviá-la novamente editando o anúncio.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });

  it('shows the refusal to create a second active advert and stays on the form', async () => {
    const user = userEvent.setup();
    renderCreate([
      {
        request: {
          query: MasterBroadcastCreateAdvertMutation,
          variables: { input: { ...createdInput, status: 'ACTIVE' } },
        },
        result: { errors: [new GraphQLError(ADVERT_MESSAGES.activeExists, { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    await fillValidAdvert(user);
    await user.selectOptions(field('Status'), 'Ativo');
    fireEvent.change(screen.getByLabelText('Arquivo da imagem do anúncio'), { target: { files: [png()] } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(ADVERT_MESSAGES.activeExists, {}, SLOW)).toBeInTheDocument();
    expect(upload.uploadFile).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(BROADCAST_PATHS.advertCreate);
  });

  it('edits a stored advert whose start already passed, keeping that start', async () => {
    const user = userEvent.setup();
    const stored = makeAdvert({ startDate: '2024-03-01', endDate: '2030-03-01', status: 'ACTIVE' });
    const updated = vi.fn(() => ({
      data: {
        updateAdvert: {
          __typename: 'AdvertResult',
          message: 'Anúncio salvo com sucesso!',
          advert: { ...stored, title: 'Dia de campo 2030' },
        },
      },
    }));
    renderBroadcast(
      [
        { path: '/master/divulgacao/anuncios/editar/:id', element: <AdvertEditPage /> },
        { path: BROADCAST_PATHS.adverts, element: LIST },
      ],
      {
        at: BROADCAST_PATHS.advertEdit(stored.id),
        mocks: [
          {
            request: { query: MasterBroadcastAdvertQuery, variables: { id: stored.id } },
            result: { data: { advert: stored } },
          },
          {
            request: {
              query: MasterBroadcastUpdateAdvertMutation,
              variables: {
                id: stored.id,
                input: {
                  title: 'Dia de campo 2030',
                  message: stored.message,
                  url: stored.url,
                  status: 'ACTIVE',
                  periodicity: stored.periodicity,
                  startDate: '2024-03-01',
                  endDate: '2030-03-01',
                  audience: ['USER', 'CONSULTANT'],
                },
              },
            },
            result: updated,
          },
        ],
      },
    );

    expect(await screen.findByDisplayValue('Dia de campo do café')).toBeInTheDocument();
    await expectFirstOfferedDay(user, await openCalendar(user, 'Data de início'), '2024-03-01');
    expect(screen.getByRole('img', { name: 'Imagem atual do anúncio' })).toHaveAttribute(
      'src',
      '/files/uploads/dia-de-campo.png',
    );
    await user.clear(field('Título'));
    await user.type(field('Título'), 'Dia de campo 2030');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Anúncio salvo com sucesso!', {}, SLOW)).toBeInTheDocument();
    expect(updated).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/master\/divulgacao\/anuncios$/));
  });
});
