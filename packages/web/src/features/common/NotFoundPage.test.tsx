import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotFoundPage, UnauthorizedPage, UnavailablePage } from './NotFoundPage';
import { PageLoadError } from './PageLoadError';

const renderAt = (element: React.ReactNode, path = '/x') => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Página inicial</p> },
      { path: '*', element },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('common pages', () => {
  it("NotFoundPage says 'Conteúdo não encontrado' and links home", async () => {
    renderAt(<NotFoundPage />, '/services/qualquer');
    expect(screen.getByRole('heading', { name: 'Conteúdo não encontrado' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Voltar à página inicial' });
    expect(link).toHaveAttribute('href', '/');
    await userEvent.click(link);
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
  });

  it("UnauthorizedPage says 'Usuário não autorizado' and goes back to /", async () => {
    const router = renderAt(<UnauthorizedPage />, '/master');
    expect(screen.getByRole('heading', { name: 'Usuário não autorizado' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('UnavailablePage names the page, says it is not available yet and leads to the area home', () => {
    renderAt(<UnavailablePage title="Agricultores" homePath="/consultor" />, '/consultor/agricultores');
    expect(screen.getByRole('heading', { name: 'Agricultores' })).toBeInTheDocument();
    expect(
      screen.getByText('Esta página ainda não está disponível no Talhão. Ela chega em uma próxima versão.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/consultor');
    expect(document.title).toBe('Agricultores · Talhão');
  });

  it('PageLoadError shows the load failure message', () => {
    renderAt(<PageLoadError />);
    expect(screen.getByRole('heading', { name: 'Ocorreu um erro ao carregar os dados.' })).toBeInTheDocument();
  });
});
