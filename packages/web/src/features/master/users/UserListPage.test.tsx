import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listMock, renderUsers, summary } from './testing';

describe('master user lists', () => {
  it('lists companies with avatar, name, city and "Visualizar", and links to "Registrar"', async () => {
    renderUsers('/master/empresas', [
      listMock({ kind: 'ENTERPRISE' }, [
        summary('e1', 'Agro Vale Consultoria', 'ENTERPRISE'),
        summary('e2', 'Campo Forte', 'ENTERPRISE', null),
      ]),
    ]);
    expect(await screen.findByRole('heading', { name: 'Empresas' })).toBeInTheDocument();
    await screen.findByText('Agro Vale Consultoria');
    const table = screen.getByRole('table', { name: 'Empresas' });
    const [first, second] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(first as HTMLElement).getByText('Agro Vale Consultoria')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Vitória - ES')).toBeInTheDocument();
    expect(
      within(first as HTMLElement).getByRole('link', { name: 'Visualizar Agro Vale Consultoria' }),
    ).toHaveAttribute('href', '/master/empresas/e1');
    expect(within(second as HTMLElement).getByText('Não informado')).toBeInTheDocument();
    expect(screen.getByText('2 empresas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrar' })).toHaveAttribute('href', '/master/empresas/registrar');
  });

  it('says "Nenhuma empresa foi encontrada" on an empty first page', async () => {
    renderUsers('/master/empresas', [listMock({ kind: 'ENTERPRISE' }, [])]);
    expect(await screen.findByText('Nenhuma empresa foi encontrada')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each([
    ['/master/empresas?page=3', 'ENTERPRISE', 'Você já visualizou todas as empresas disponíveis'],
    ['/master/consultores?page=2', 'CONSULTANT', 'Você já visualizou todos os consultores disponíveis'],
    ['/master/agricultores?page=4', 'FARMER', 'Você já visualizou todos os agricultores disponíveis'],
  ] as const)('on an empty later page of %s says "%s"', async (path, kind, text) => {
    const page = Number(new URL(path, 'http://x').searchParams.get('page'));
    renderUsers(path, [listMock({ kind, page }, [], { total: 12 })]);
    expect(await screen.findByRole('status')).toHaveTextContent(text);
    // The pagination stays, to go back.
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeEnabled();
  });

  it.each([
    ['/master/consultores', 'CONSULTANT', 'Nenhum consultor encontrado'],
    ['/master/agricultores', 'FARMER', 'Nenhum agricultor encontrado'],
  ] as const)('says the empty text of %s', async (path, kind, text) => {
    renderUsers(path, [listMock({ kind }, [])]);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('searches by name from page 1, keeps it in the URL, and "Limpar filtros" clears it', async () => {
    const user = userEvent.setup();
    const searched = vi.fn(() => ({
      data: {
        users: {
          __typename: 'UserPage',
          page: 1,
          hasNextPage: false,
          total: 1,
          items: [summary('f9', 'Ana Lima', 'FARMER', 'Linhares')],
        },
      },
    }));
    const { router } = renderUsers('/master/agricultores?page=2', [
      listMock({ kind: 'FARMER', page: 2 }, [summary('f1', 'Bruno Reis', 'FARMER')], { total: 11 }),
      { ...listMock({ kind: 'FARMER', name: 'Ana' }, []), result: searched },
      listMock({ kind: 'FARMER' }, [summary('f2', 'Caio Dias', 'FARMER')], { hasNextPage: true }),
    ]);
    await screen.findByText('Bruno Reis');
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Linhares - ES')).toBeInTheDocument();
    expect(searched).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?name=Ana');

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByText('Caio Dias')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Nome')).toHaveValue('');
  });

  it('pages through the list with the page in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderUsers('/master/agricultores', [
      listMock({ kind: 'FARMER' }, [summary('f1', 'Bruno Reis', 'FARMER')], { hasNextPage: true, total: 2 }),
      listMock({ kind: 'FARMER', page: 2 }, [summary('f2', 'Caio Dias', 'FARMER')], { total: 2 }),
    ]);
    await screen.findByText('Bruno Reis');
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Caio Dias')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('switches between independent and company consultants, kept in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderUsers('/master/consultores', [
      listMock({ kind: 'CONSULTANT' }, [summary('c1', 'Carla Mendes', 'CONSULTANT')]),
      listMock({ kind: 'ENTERPRISE_CONSULTANT' }, [summary('ec1', 'Diego Prado', 'ENTERPRISE_CONSULTANT')]),
    ]);
    expect(await screen.findByRole('link', { name: 'Visualizar Carla Mendes' })).toHaveAttribute(
      'href',
      '/master/consultores/c1',
    );
    const type = screen.getByRole('combobox', { name: 'Tipo de consultor' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Consultores independentes', 'Consultores empresariais']);
    await user.selectOptions(type, 'ENTERPRISE_CONSULTANT');
    // A company consultant's detail lives at its own route.
    expect(await screen.findByRole('link', { name: 'Visualizar Diego Prado' })).toHaveAttribute(
      'href',
      '/master/consultor-empresarial/ec1',
    );
    expect(router.state.location.search).toBe('?kind=ENTERPRISE_CONSULTANT');
  });

  it('shows the load error with a retry', async () => {
    renderUsers('/master/empresas', [
      {
        request: listMock({ kind: 'ENTERPRISE' }, []).request,
        result: { errors: [{ message: 'Erro ao carregar os dados', extensions: { code: 'UPSTREAM_ERROR' } }] },
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar os dados');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument());
  });
});
