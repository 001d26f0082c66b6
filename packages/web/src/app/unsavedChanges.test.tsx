import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, MemoryRouter, Outlet, RouterProvider, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/ui';
import { useFormUnsavedChanges } from './formUnsavedChanges';
import {
  UNSAVED_CHANGES_TEXT,
  UnsavedChangesProvider,
  useLeaveWithoutAsking,
  useUnsavedChanges,
} from './unsavedChanges';

interface TestFormProps {
  /** The save call; the form navigates to /outro once it resolves (rejects: the form stays). */
  save?: () => Promise<void>;
  enabled?: boolean;
}

/** A form wired as the product's forms are: the hook beside useForm, the save flow navigating on success. */
function TestForm({ save = async () => undefined, enabled }: TestFormProps) {
  const form = useForm({ defaultValues: { name: 'Ana', crops: [] as string[] } });
  useFormUnsavedChanges(form, { enabled });
  const leaveWithoutAsking = useLeaveWithoutAsking();
  const navigate = useNavigate();
  const onSubmit = form.handleSubmit(async () => {
    try {
      await save();
    } catch {
      return;
    }
    navigate('/outro');
  });
  return (
    <form onSubmit={onSubmit}>
      <label>
        Nome
        <input {...form.register('name')} />
      </label>
      {/* Like the pickers and the offer's cultures: a value set by code, without shouldDirty. */}
      <button type="button" onClick={() => form.setValue('crops', ['soja'])}>
        Escolher soja
      </button>
      {/* Like a dialog reopened on a record saved meanwhile: new defaults, values to match. */}
      <button type="button" onClick={() => form.reset({ name: 'Bia', crops: ['café'] })}>
        Recarregar
      </button>
      <button type="submit">Salvar</button>
      <Link to="/outro">Menu</Link>
      <Link to="/form?aba=2">Outra aba</Link>
      <button
        type="button"
        onClick={() => {
          leaveWithoutAsking();
          navigate('/outro');
        }}
      >
        Excluir
      </button>
    </form>
  );
}

/** A form kept in a dialog that stays open (the resume editor's kind: plain state, not react-hook-form). */
function DialogEditor() {
  const [draft, setDraft] = useState('');
  useUnsavedChanges(draft !== '');
  return (
    <Dialog open onClose={() => undefined} title="Currículo">
      <label>
        Texto
        <input value={draft} onChange={(event) => setDraft(event.target.value)} />
      </label>
    </Dialog>
  );
}

function renderWithRouter(form: React.ReactNode, at = '/form') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesProvider>
            <Outlet />
          </UnsavedChangesProvider>
        ),
        children: [
          { path: '/inicio', element: <h1>Início</h1> },
          { path: '/form', element: form },
          { path: '/outro', element: <h1>Outra página</h1> },
        ],
      },
    ],
    { initialEntries: ['/inicio', at], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const question = () => screen.queryByRole('dialog', { name: UNSAVED_CHANGES_TEXT.title });

/** Fires beforeunload as the browser does when the tab is closed or reloaded; true when it would warn. */
function tabCloseWarns(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('unsaved changes', () => {
  it('lets a clean form go without asking', async () => {
    const router = renderWithRouter(<TestForm />);
    await userEvent.click(screen.getByRole('link', { name: 'Menu' }));
    expect(await screen.findByRole('heading', { name: 'Outra página' })).toBeInTheDocument();
    expect(question()).toBeNull();
    expect(router.state.location.pathname).toBe('/outro');
  });

  it("asks before a dirty form is left by a link: 'Continuar editando' stays, 'Descartar' leaves", async () => {
    const user = userEvent.setup();
    const router = renderWithRouter(<TestForm />);
    await user.type(screen.getByLabelText('Nome'), ' Paula');

    await user.click(screen.getByRole('link', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TEXT.title });
    expect(dialog).toHaveTextContent(UNSAVED_CHANGES_TEXT.message);
    expect(router.state.location.pathname).toBe('/form');

    await user.click(screen.getByRole('button', { name: UNSAVED_CHANGES_TEXT.keepEditing }));
    await waitFor(() => expect(question()).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana Paula');

    await user.click(screen.getByRole('link', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: UNSAVED_CHANGES_TEXT.discard }));
    expect(await screen.findByRole('heading', { name: 'Outra página' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/outro');
  });

  it('asks before the back button leaves a dirty form', async () => {
    const user = userEvent.setup();
    const router = renderWithRouter(<TestForm />);
    await user.type(screen.getByLabelText('Nome'), 'x');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TEXT.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form');

    await user.click(screen.getByRole('button', { name: UNSAVED_CHANGES_TEXT.discard }));
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
  });

  it('counts a value set by code, and forgets the change once the original value is back', async () => {
    const user = userEvent.setup();
    renderWithRouter(<TestForm />);
    await user.click(screen.getByRole('button', { name: 'Escolher soja' }));
    await user.click(screen.getByRole('link', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: UNSAVED_CHANGES_TEXT.keepEditing }));
    await waitFor(() => expect(question()).toBeNull());

    const name = screen.getByLabelText('Nome');
    await user.type(name, 'x');
    await user.type(name, '{Backspace}');
    expect(name).toHaveValue('Ana');
    // The crops are still changed: it asks again.
    await user.click(screen.getByRole('link', { name: 'Menu' }));
    expect(await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TEXT.title })).toBeInTheDocument();
  });

  it('does not ask when the form was just saved, and asks again after a failed save', async () => {
    const user = userEvent.setup();
    const save = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new Error('Falha')).mockResolvedValueOnce();
    const router = renderWithRouter(<TestForm save={save} />);
    await user.type(screen.getByLabelText('Nome'), ' Paula');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('link', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: UNSAVED_CHANGES_TEXT.keepEditing }));
    await waitFor(() => expect(question()).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('heading', { name: 'Outra página' })).toBeInTheDocument();
    expect(question()).toBeNull();
    expect(router.state.location.pathname).toBe('/outro');
  });

  it('starts clean again after a reset to new defaults', async () => {
    const user = userEvent.setup();
    renderWithRouter(<TestForm />);
    await user.type(screen.getByLabelText('Nome'), 'x');
    expect(tabCloseWarns()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(screen.getByLabelText('Nome')).toHaveValue('Bia');
    expect(tabCloseWarns()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Menu' }));
    expect(await screen.findByRole('heading', { name: 'Outra página' })).toBeInTheDocument();
    expect(question()).toBeNull();
  });

  it('lets a flow that leaves on purpose go without asking (a deleted record)', async () => {
    const user = userEvent.setup();
    renderWithRouter(<TestForm />);
    await user.type(screen.getByLabelText('Nome'), 'x');
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByRole('heading', { name: 'Outra página' })).toBeInTheDocument();
    expect(question()).toBeNull();
  });

  it('stays quiet when only the search changes (the page is not left)', async () => {
    const user = userEvent.setup();
    const router = renderWithRouter(<TestForm />);
    await user.type(screen.getByLabelText('Nome'), 'x');
    await user.click(screen.getByRole('link', { name: 'Outra aba' }));
    await waitFor(() => expect(router.state.location.search).toBe('?aba=2'));
    expect(question()).toBeNull();
  });

  it('never asks for a form that is not shown (a closed dialog)', async () => {
    const user = userEvent.setup();
    renderWithRouter(<TestForm enabled={false} />);
    await user.type(screen.getByLabelText('Nome'), 'x');
    await user.click(screen.getByRole('link', { name: 'Menu' }));
    expect(await screen.findByRole('heading', { name: 'Outra página' })).toBeInTheDocument();
    expect(question()).toBeNull();
  });

  it('warns on closing or reloading the tab only while a form holds changes', async () => {
    const user = userEvent.setup();
    const router = renderWithRouter(<TestForm />);
    expect(tabCloseWarns()).toBe(false);

    const name = screen.getByLabelText('Nome');
    await user.type(name, 'x');
    expect(tabCloseWarns()).toBe(true);
    await user.type(name, '{Backspace}');
    expect(tabCloseWarns()).toBe(false);

    await user.type(name, 'x');
    await user.click(screen.getByRole('link', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: UNSAVED_CHANGES_TEXT.discard }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/outro'));
    expect(tabCloseWarns()).toBe(false);
  });

  it('asks over a dialog that holds the changes, and Descartar still leaves', async () => {
    const user = userEvent.setup();
    const router = renderWithRouter(<DialogEditor />);
    await user.type(await screen.findByLabelText('Texto'), 'Agrônoma');
    await act(() => router.navigate('/outro'));
    await user.click(await screen.findByRole('button', { name: UNSAVED_CHANGES_TEXT.discard }));
    expect(await screen.findByRole('heading', { name: 'Outra página' })).toBeInTheDocument();
  });

  it('keeps asking while one of two mounted forms is dirty, whichever registered last', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <TestForm />
        <DialogEditorClean />
      </>,
    );
    await user.type(screen.getAllByLabelText('Nome')[0] as HTMLElement, 'x');
    await user.click(screen.getAllByRole('link', { name: 'Menu' })[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TEXT.title })).toBeInTheDocument();
  });

  it('does nothing without the provider (a form rendered alone in a test)', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/form']}>
        <TestForm />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Nome'), 'x');
    expect(tabCloseWarns()).toBe(false);
  });
});

/** A second, untouched form mounted after the first. */
function DialogEditorClean() {
  useUnsavedChanges(false);
  return null;
}
