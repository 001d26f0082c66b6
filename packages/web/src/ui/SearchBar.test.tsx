import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBar } from './SearchBar';

describe('SearchBar', () => {
  it('searches the trimmed text with "Pesquisar" and with Enter', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBar label="Nome" value="" onSearch={onSearch} onClear={vi.fn()} />);
    const input = screen.getByRole('searchbox', { name: 'Nome' });
    await user.type(input, '  Maria ');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(onSearch).toHaveBeenLastCalledWith('Maria');
    await user.type(input, 'na{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('Maria na');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('empties the input and calls onClear with "Limpar filtros"', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    const onSearch = vi.fn();
    render(<SearchBar label="Nome" value="Maria" onSearch={onSearch} onClear={onClear} />);
    const input = screen.getByRole('searchbox', { name: 'Nome' });
    expect(input).toHaveValue('Maria');
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(input).toHaveValue('');
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('follows a new applied value (e.g. back navigation)', () => {
    const { rerender } = render(<SearchBar label="Nome" value="Ana" onSearch={vi.fn()} onClear={vi.fn()} />);
    rerender(<SearchBar label="Nome" value="Bruno" onSearch={vi.fn()} onClear={vi.fn()} />);
    expect(screen.getByRole('searchbox', { name: 'Nome' })).toHaveValue('Bruno');
  });

  it('offers the suggestions as a list tied to the input', () => {
    const { container } = render(
      <SearchBar label="Nome" value="" suggestions={['Ana Lima', 'Bruno Reis']} onSearch={vi.fn()} onClear={vi.fn()} />,
    );
    // With a suggestion list the input is a combobox.
    const input = screen.getByRole('combobox', { name: 'Nome' });
    const list = container.querySelector(`datalist#${CSS.escape(input.getAttribute('list') ?? '')}`);
    expect([...(list?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual(['Ana Lima', 'Bruno Reis']);
  });
});
