import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, visiblePages } from './Pagination';

const pageButtons = () =>
  screen.getAllByRole('button', { name: /^Página \d+$/ }).map((button) => Number(button.textContent));

describe('visiblePages', () => {
  it('shows the block of 5 holding the page, up to the last page known to exist', () => {
    expect(visiblePages(1, false)).toEqual([1]);
    expect(visiblePages(1, true)).toEqual([1, 2]);
    expect(visiblePages(3, true)).toEqual([1, 2, 3, 4]);
    expect(visiblePages(5, true)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(6, true)).toEqual([6, 7]);
    expect(visiblePages(10, false)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe('Pagination', () => {
  it('is hidden when there is a single page', () => {
    const { container } = render(<Pagination page={1} hasNextPage={false} onChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and moves to the chosen page', async () => {
    const onChange = vi.fn();
    render(<Pagination page={2} hasNextPage onChange={onChange} />);
    expect(pageButtons()).toEqual([1, 2, 3]);
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('disables previous on page 1 and next on the last page', () => {
    const { rerender } = render(<Pagination page={1} hasNextPage onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeEnabled();
    rerender(<Pagination page={4} hasNextPage={false} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    expect(pageButtons()).toEqual([1, 2, 3, 4]);
  });

  it('jumps to the next block after page 5', async () => {
    const onChange = vi.fn();
    render(<Pagination page={5} hasNextPage onChange={onChange} />);
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5]);
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onChange).toHaveBeenCalledWith(6);
  });
});
