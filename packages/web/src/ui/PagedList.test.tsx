import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DataTableColumn } from './DataTable';
import { PagedList } from './PagedList';

interface Row {
  id: string;
  name: string;
}

const columns: DataTableColumn<Row>[] = [{ key: 'name', header: 'Nome', render: (row) => row.name }];
const END = 'Você já visualizou todos os itens disponíveis';

function table(overrides: Partial<Parameters<typeof PagedList<Row>>[0]> = {}) {
  return (
    <PagedList<Row>
      caption="Itens"
      columns={columns}
      rowKey={(row) => row.id}
      page={1}
      onPageChange={vi.fn()}
      result={{ items: [{ id: '1', name: 'Primeiro' }], hasNextPage: true }}
      loading={false}
      error={null}
      onRetry={vi.fn()}
      endText={END}
      empty={<p>Nada ainda</p>}
      {...overrides}
    />
  );
}

describe('PagedList', () => {
  it('shows the rows and the pagination', () => {
    render(table());
    expect(screen.getByRole('table', { name: 'Itens' })).toHaveTextContent('Primeiro');
    expect(screen.getByRole('button', { name: 'Página 2' })).toBeInTheDocument();
  });

  it('shows the empty state on page 1 and the end of the list past it', () => {
    const { rerender } = render(table({ result: { items: [], hasNextPage: false } }));
    expect(screen.getByText('Nada ainda')).toBeInTheDocument();
    rerender(table({ page: 3, result: { items: [], hasNextPage: false } }));
    expect(screen.getByRole('status')).toHaveTextContent(END);
    expect(screen.queryByText('Nada ainda')).not.toBeInTheDocument();
  });

  it('replaces the list with the error when nothing loaded, and retries', async () => {
    const onRetry = vi.fn();
    render(table({ result: undefined, error: 'Falha ao carregar', onRetry }));
    expect(screen.getByRole('alert')).toHaveTextContent('Falha ao carregar');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps a partly loaded page under a notice only when asked', () => {
    const { rerender } = render(table({ error: 'Agricultor indisponível' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(table({ error: 'Agricultor indisponível', partialErrors: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('Agricultor indisponível');
    expect(screen.getByRole('table')).toHaveTextContent('Primeiro');
  });

  it('lays the items out itself when given renderItems, with its own loading view', () => {
    const items = (result: { items: Row[]; hasNextPage: boolean } | undefined, loading: boolean) => (
      <PagedList<Row>
        page={2}
        onPageChange={vi.fn()}
        result={result}
        loading={loading}
        error={null}
        onRetry={vi.fn()}
        endText={END}
        empty={null}
        paginationAfterLoad
        loadingView={<p>Carregando</p>}
        renderItems={(rows) => (
          <ul>
            {rows.map((row) => (
              <li key={row.id}>{row.name}</li>
            ))}
          </ul>
        )}
      />
    );
    const { rerender } = render(items(undefined, true));
    expect(screen.getByText('Carregando')).toBeInTheDocument();
    // The pagination waits for the page.
    expect(screen.queryByRole('button', { name: 'Página 1' })).not.toBeInTheDocument();
    rerender(items({ items: [{ id: '2', name: 'Segundo' }], hasNextPage: false }, false));
    expect(screen.getByRole('listitem')).toHaveTextContent('Segundo');
    expect(screen.getByRole('button', { name: 'Página 1' })).toBeInTheDocument();
  });
});
