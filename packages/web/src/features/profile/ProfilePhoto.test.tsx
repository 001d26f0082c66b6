import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ViewerState } from '@/app/session';
import { ProfileRemovePictureMutation } from './documents';
import { ProfilePage } from './ProfilePage';
import { makeViewer, renderInArea, viewerState } from './testing';

const session = vi.hoisted(() => ({ state: null as unknown as ViewerState }));
vi.mock('@/app/session', () => ({ useViewer: () => session.state }));
const upload = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('@/app/upload', () => upload);

const fileInput = () => screen.getByLabelText('Arquivo da foto de perfil') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'foto.png', { type: 'image/png' });

describe('profile photo', () => {
  beforeEach(() => {
    upload.uploadFile.mockReset();
    session.state = viewerState(makeViewer('CONSULTANT'));
  });

  it('accepts only png and jpeg in the file picker', () => {
    renderInArea({ profile: <ProfilePage /> }, { role: 'CONSULTANT' });
    expect(fileInput()).toHaveAttribute('accept', 'image/png,image/jpeg');
  });

  it('rejects another image type before uploading', async () => {
    renderInArea({ profile: <ProfilePage /> }, { role: 'CONSULTANT' });
    choose(new File(['GIF89a'], 'foto.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Erro ao carregar a imagem')).toBeInTheDocument();
    expect(upload.uploadFile).not.toHaveBeenCalled();
  });

  it('rejects a photo over 3 MB before uploading', async () => {
    renderInArea({ profile: <ProfilePage /> }, { role: 'CONSULTANT' });
    choose(png(3 * 1024 * 1024 + 1));
    expect(await screen.findByText('O arquivo deve ter no máximo 3 MB')).toBeInTheDocument();
    expect(upload.uploadFile).not.toHaveBeenCalled();
  });

  it('uploads with progress, shows the returned message and refetches the viewer', async () => {
    let finish: (value: unknown) => void = () => {};
    upload.uploadFile.mockImplementation((_url: string, _file: File, onProgress: (ratio: number) => void) => {
      onProgress(0.4);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    renderInArea({ profile: <ProfilePage /> }, { role: 'CONSULTANT' });
    const file = png();
    choose(file);

    expect(await screen.findByRole('progressbar', { name: 'Enviando foto' })).toHaveAttribute('aria-valuenow', '40');
    expect(upload.uploadFile).toHaveBeenCalledWith('/uploads/profile-picture', file, expect.any(Function));
    finish({ ok: true, status: 201, body: { message: 'Foto Atualizada com sucesso! 📸 😎' } });

    expect(await screen.findByText('Foto Atualizada com sucesso! 📸 😎')).toBeInTheDocument();
    await waitFor(() => expect(session.state.refetch).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('falls back to the catalogue text when the upload answers no message', async () => {
    upload.uploadFile.mockResolvedValue({ ok: true, status: 201, body: null });
    renderInArea({ profile: <ProfilePage /> }, { role: 'CONSULTANT' });
    choose(png());
    expect(await screen.findByText('Foto Atualizada com sucesso! 📸 😎')).toBeInTheDocument();
  });

  it('shows the message of a refused upload and keeps the viewer', async () => {
    upload.uploadFile.mockResolvedValue({ ok: false, status: 415, body: { message: 'Envie uma imagem PNG ou JPEG' } });
    renderInArea({ profile: <ProfilePage /> }, { role: 'CONSULTANT' });
    choose(png());
    expect(await screen.findByText('Envie uma imagem PNG ou JPEG')).toBeInTheDocument();
    expect(session.state.refetch).not.toHaveBeenCalled();
  });

  it('offers removal only when there is a photo', () => {
    renderInArea({ profile: <ProfilePage /> }, { role: 'CONSULTANT' });
    expect(screen.queryByRole('button', { name: /Remover foto/ })).not.toBeInTheDocument();
  });

  it('removes the photo after confirmation', async () => {
    const user = userEvent.setup();
    session.state = viewerState(makeViewer('CONSULTANT', { pictureUrl: '/files/foto.png' }));
    const removed = vi.fn(() => ({
      data: {
        removeProfilePicture: { __typename: 'ConsultantProfile', id: 'a1b2c3d4e5f6a1b2c3d4e5f6', pictureUrl: null },
      },
    }));
    renderInArea(
      { profile: <ProfilePage /> },
      { role: 'CONSULTANT', mocks: [{ request: { query: ProfileRemovePictureMutation }, result: removed }] },
    );

    await user.click(screen.getByRole('button', { name: /Remover foto/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tem certeza que deseja remover a foto de perfil?')).toBeInTheDocument();
    expect(removed).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));

    expect(await screen.findByText('Foto removida com sucesso!')).toBeInTheDocument();
    expect(removed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(session.state.refetch).toHaveBeenCalledTimes(1));
  });
});
