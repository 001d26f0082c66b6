import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable';

interface Row {
  id: string;
  name: string;
  city: string;
}

const rows: Row[] = [
  { id: '1', name: 'Maria Souza', city: 'Vitória - ES' },
  { id: '2', name: 'João Lima', city: 'Linhares - ES' },
];

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Nome', hideMobileLabel: true, render: (row) => row.name },
  { key: 'city', header: 'Cidade', render: (row) => row.city },
];

describe('DataTable', () => {
  it('renders a real table: caption, column headers and one row per item in order', () => {
    render(<DataTable caption="Agricultores" columns={columns} rows={rows} rowKey={(r) => r.id} empty="Vazio" />);
    const table = screen.getByRole('table', { name: 'Agricultores' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nome', 'Cidade']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(within(bodyRows[0] as HTMLElement).getByText('Maria Souza')).toBeInTheDocument();
    expect(within(bodyRows[1] as HTMLElement).getByText('Linhares - ES')).toBeInTheDocument();
    expect(screen.queryByText('Vazio')).not.toBeInTheDocument();
  });

  it('labels the cells for the stacked phone layout, except where the column opts out', () => {
    render(<DataTable columns={columns} rows={rows.slice(0, 1)} rowKey={(r) => r.id} empty="Vazio" />);
    const [nameCell, cityCell] = screen.getAllByRole('cell');
    // The label is hidden from screen readers (the column header already names the cell).
    expect(cityCell?.querySelector('[aria-hidden="true"]')?.textContent).toBe('Cidade');
    expect(nameCell?.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('shows the empty content instead of a table when there are no rows', () => {
    render(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} empty={<p>Nenhum agricultor encontrado</p>} />);
    expect(screen.getByText('Nenhum agricultor encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a busy skeleton while loading, never the empty content', () => {
    render(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} loading empty="Vazio" />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('data-table-skeleton')).toHaveLength(5);
    expect(screen.getByText('Carregando')).toBeInTheDocument();
    expect(screen.queryByText('Vazio')).not.toBeInTheDocument();
  });
});
