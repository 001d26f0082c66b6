import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './RichTextEditor';

function Harness({
  initial = '',
  spy,
  limit,
  counterMax,
}: {
  initial?: string;
  spy?: (html: string) => void;
  limit?: number;
  counterMax?: number;
}) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Resumo profissional"
      value={value}
      limit={limit}
      counterMax={counterMax}
      onChange={(html) => {
        spy?.(html);
        setValue(html);
      }}
    />
  );
}

// The editor is lazily loaded; load tiptap once up front so a busy test run does not hit findBy timeouts.
beforeAll(async () => {
  await import('./RichTextEditorImpl');
});
const slow = { timeout: 15_000 };

describe('RichTextEditor', () => {
  it('shows the counter against counterMax and the labelled toolbar', async () => {
    render(<Harness initial="<p>Agrônomo</p>" limit={670} counterMax={677} />);
    expect(await screen.findByText('8/677', {}, slow)).toBeInTheDocument();
    for (const name of ['Negrito', 'Itálico', 'Lista com marcadores', 'Lista numerada', 'Desfazer', 'Refazer']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('toolbar', { name: 'Formatação do texto' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Resumo profissional' })).toBeInTheDocument();
  });

  it('counts against the limit when no counterMax is given', async () => {
    render(<Harness initial="<p>abc</p>" limit={10} />);
    expect(await screen.findByText('3/10', {}, slow)).toBeInTheDocument();
  });

  it('emits HTML on input and applies bold from the toolbar', async () => {
    const spy = vi.fn();
    render(<Harness spy={spy} limit={100} />);
    const user = userEvent.setup();
    const textbox = await screen.findByRole('textbox', { name: 'Resumo profissional' }, slow);
    await user.click(textbox);
    // A paste is one ProseMirror transaction (key-by-key typing races its DOM observer in jsdom).
    await user.paste('Soja');
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith('<p>Soja</p>'));
    expect(screen.getByText('4/100')).toBeInTheDocument();

    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Negrito' }));
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith('<p><strong>Soja</strong></p>'));
    expect(screen.getByRole('button', { name: 'Negrito' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Desfazer' })).toBeEnabled();
  });

  it('replaces its content when the value changes from outside', async () => {
    const { rerender } = render(<RichTextEditor label="Texto" value="<p>um</p>" onChange={vi.fn()} limit={50} />);
    expect(await screen.findByText('2/50', {}, slow)).toBeInTheDocument();
    rerender(<RichTextEditor label="Texto" value="<p>quatro</p>" onChange={vi.fn()} limit={50} />);
    expect(await screen.findByText('6/50', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveTextContent('quatro');
  });
});
