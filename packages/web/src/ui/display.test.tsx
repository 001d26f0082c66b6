import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Avatar, initials } from './Avatar';
import { Button } from './Button';
import { PlanBadge, StatusBadge, WorkStatusBadge } from './badges';
import { DropdownMenu } from './DropdownMenu';
import { EmptyState, ErrorState } from './states';

describe('display components', () => {
  it('Avatar falls back to initials, also when the picture fails', () => {
    expect(initials('Maria da Silva')).toBe('MS');
    expect(initials('  joão ')).toBe('J');
    const { rerender } = render(<Avatar name="Maria da Silva" />);
    expect(screen.getByRole('img', { name: 'Maria da Silva' })).toHaveTextContent('MS');
    rerender(<Avatar name="Maria da Silva" src="/files/x.png" />);
    const img = screen.getByRole('img', { name: 'Maria da Silva' });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Maria da Silva' }).tagName).toBe('SPAN');
  });

  it('WorkStatusBadge uses the specification labels and colours', () => {
    render(
      <>
        <WorkStatusBadge status="PLANNED" />
        <WorkStatusBadge status="IN_PROGRESS" />
        <WorkStatusBadge status="REQUESTED" />
        <WorkStatusBadge status="PENDING" />
        <WorkStatusBadge status="LATE" />
        <WorkStatusBadge status="COMPLETED" />
      </>,
    );
    expect(screen.getByText('Planejado').className).toContain('text-tone-green');
    expect(screen.getByText('Em andamento').className).toContain('text-tone-teal');
    expect(screen.getByText('Solicitado').className).toContain('text-tone-dark-teal');
    expect(screen.getByText('Pendente').className).toContain('text-tone-yellow');
    expect(screen.getByText('Atrasado').className).toContain('text-tone-red');
    expect(screen.getByText('Concluído').className).toContain('text-tone-grey');
  });

  it('StatusBadge and PlanBadge render their text with distinct plan colours', () => {
    render(
      <>
        <StatusBadge tone="blue">Novo</StatusBadge>
        <PlanBadge badge="Premium" />
        <PlanBadge badge="Padrão" />
        <PlanBadge badge="Teste Gratuito" />
        <PlanBadge badge="Expirado" />
      </>,
    );
    expect(screen.getByText('Novo')).toBeInTheDocument();
    const classes = ['Premium', 'Padrão', 'Teste Gratuito', 'Expirado'].map((t) => screen.getByText(t).className);
    expect(new Set(classes).size).toBe(4);
  });

  it('Button shows loading as busy and disabled', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Salvar
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Salvar/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('DropdownMenu opens a menu with buttons and links', async () => {
    const onLogout = vi.fn();
    render(
      <MemoryRouter>
        <DropdownMenu
          label="Menu do usuário"
          button={<span>Olá, Ana</span>}
          items={[
            { label: 'Perfil', to: '/consultor/perfil' },
            { label: 'Sair', onSelect: onLogout, tone: 'danger' },
          ]}
        />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu do usuário' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Perfil' })).toHaveAttribute('href', '/consultor/perfil');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("ErrorState retries with 'Tentar novamente'; EmptyState shows its texts", async () => {
    const onRetry = vi.fn();
    render(
      <>
        <ErrorState message="Erro ao carregar os dados" onRetry={onRetry} />
        <EmptyState title="Nenhum agricultor encontrado" description="Cadastre o primeiro" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao carregar os dados');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Nenhum agricultor encontrado')).toBeInTheDocument();
  });
});
