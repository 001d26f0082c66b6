import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MasterUsersChangePlanMutation } from '../documents';
import { detailMock, renderUsers, userProfile } from '../testing';

const changePlanRequest = (plan: string, id = 'consultant-7') => ({
  query: MasterUsersChangePlanMutation,
  variables: { id, plan },
});

describe('master user detail', () => {
  it('shows a consultant: registration date, city, e-mail, phone, plan and trial days, and the area links', async () => {
    renderUsers('/master/consultores/consultant-7', [detailMock(userProfile('CONSULTANT'))]);
    expect(await screen.findByRole('heading', { name: 'Carla Mendes' })).toBeInTheDocument();
    expect(screen.getByText('Data de cadastro').nextSibling).toHaveTextContent('10/02/2026');
    expect(screen.getByText('Vitória - ES')).toBeInTheDocument();
    expect(screen.getByText('carla@talhao.dev')).toBeInTheDocument();
    expect(screen.getByText('(27) 99876-5432')).toBeInTheDocument();
    expect(screen.getByText('Teste Gratuito')).toBeInTheDocument();
    expect(screen.getByText('Restam 20 dias de teste')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver localização' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar perfil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar permissões' })).toBeInTheDocument();

    const area = screen.getByRole('region', { name: 'Área do consultor' });
    const hrefs = within(area)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Início da área', '/consultor?viewAs=consultant-7'],
      ['Consultorias Ofertadas', '/consultor/consultorias/ofertadas?viewAs=consultant-7'],
      ['Consultorias Prestadas', '/consultor/consultorias/prestadas?viewAs=consultant-7'],
      ['Consultorias Solicitadas', '/consultor/consultorias/solicitadas?viewAs=consultant-7'],
      ['Treinamentos Abertos', '/consultor/treinamentos/abertos?viewAs=consultant-7'],
      ['Histórico de Treinamentos', '/consultor/treinamentos/historico?viewAs=consultant-7'],
      ['Calendário', '/consultor/calendario?viewAs=consultant-7'],
      ['Agricultores', '/consultor/agricultores?viewAs=consultant-7'],
      ['Finanças', '/consultor/financas?viewAs=consultant-7'],
      ['Laboratórios', '/consultor/laboratorios?viewAs=consultant-7'],
    ]);
  });

  it('links a company to its consultants (no farmers) and shows the CNPJ', async () => {
    renderUsers('/master/empresas/enterprise-7', [detailMock(userProfile('ENTERPRISE', { name: 'Agro Vale' }))]);
    const area = await screen.findByRole('region', { name: 'Área da empresa' });
    expect(within(area).getByRole('link', { name: 'Consultores' })).toHaveAttribute(
      'href',
      '/empresa/consultores?viewAs=enterprise-7',
    );
    expect(within(area).queryByRole('link', { name: 'Agricultores' })).not.toBeInTheDocument();
    expect(screen.getByText('11.222.333/0001-81')).toBeInTheDocument();
  });

  it('company consultant: company name, its own area links, and no permissions button', async () => {
    renderUsers('/master/consultor-empresarial/enterprise_consultant-7', [
      detailMock(userProfile('ENTERPRISE_CONSULTANT')),
    ]);
    expect(await screen.findByRole('heading', { name: 'Carla Mendes' })).toBeInTheDocument();
    expect(screen.getByText('Agro Vale Consultoria')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver empresa' })).toHaveAttribute('href', '/master/empresas/enterprise-3');
    expect(screen.queryByRole('button', { name: 'Editar permissões' })).not.toBeInTheDocument();
    const area = screen.getByRole('region', { name: 'Área do consultor empresarial' });
    expect(within(area).getByRole('link', { name: 'Calendário' })).toHaveAttribute(
      'href',
      '/consultor-empresarial/calendario?viewAs=enterprise_consultant-7',
    );
    expect(within(area).queryByRole('link', { name: 'Finanças' })).not.toBeInTheDocument();
  });

  it('opens a company consultant found under /consultores at its own route', async () => {
    const profile = userProfile('ENTERPRISE_CONSULTANT');
    const { router } = renderUsers('/master/consultores/enterprise_consultant-7', [
      detailMock(profile),
      detailMock(profile),
    ]);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/master/consultor-empresarial/enterprise_consultant-7'),
    );
  });

  it('farmer: plan and permissions, no area links', async () => {
    renderUsers('/master/agricultores/user-7', [detailMock(userProfile('USER', { name: 'José Pereira' }))]);
    expect(await screen.findByRole('heading', { name: 'José Pereira' })).toBeInTheDocument();
    expect(screen.getByText('Teste Gratuito')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar permissões' })).toBeInTheDocument();
    expect(screen.getByText('529 982 247-25')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Área d/ })).not.toBeInTheDocument();
  });

  it('says when the user does not exist', async () => {
    renderUsers('/master/agricultores/nope', [detailMock(null, 'nope')]);
    expect(await screen.findByText('Dados não encontrados')).toBeInTheDocument();
  });
});

describe('permissions dialog', () => {
  it('offers Padrão and Teste Gratuito and closes without a call when the plan is unchanged', async () => {
    const user = userEvent.setup();
    const result = vi.fn();
    renderUsers('/master/consultores/consultant-7', [
      detailMock(userProfile('CONSULTANT')),
      { request: changePlanRequest('__freetrial'), result },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Editar permissões' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar permissões' });
    expect(within(dialog).getByRole('radio', { name: /Padrão/ })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Teste Gratuito/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(result).not.toHaveBeenCalled();
  });

  it('changes the plan: success message, dialog closed, badge updated', async () => {
    const user = userEvent.setup();
    const changed = userProfile('CONSULTANT', {
      plan: { __typename: 'Plan', marker: '__std', badge: 'Padrão', trialDaysLeft: null },
    });
    const result = vi.fn(() => ({
      data: {
        changeUserPlan: {
          __typename: 'PermissionResult',
          changed: true,
          message: 'Plano alterado com sucesso!',
          profile: changed,
        },
      },
    }));
    renderUsers('/master/consultores/consultant-7', [
      detailMock(userProfile('CONSULTANT')),
      { request: changePlanRequest('__std'), result },
      detailMock(changed),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Editar permissões' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar permissões' });
    await user.click(within(dialog).getByRole('radio', { name: /Padrão/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Plano alterado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(result).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Padrão')).toBeInTheDocument();
    expect(screen.queryByText('Restam 20 dias de teste')).not.toBeInTheDocument();
  });

  it('just closes when the BFF answers changed: false', async () => {
    const user = userEvent.setup();
    renderUsers('/master/consultores/consultant-7', [
      detailMock(userProfile('CONSULTANT')),
      {
        request: changePlanRequest('__std'),
        result: {
          data: {
            changeUserPlan: {
              __typename: 'PermissionResult',
              changed: false,
              message: 'Nada a alterar',
              profile: userProfile('CONSULTANT'),
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Editar permissões' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar permissões' });
    await user.click(within(dialog).getByRole('radio', { name: /Padrão/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Nada a alterar')).not.toBeInTheDocument();
  });

  it.each([
    ['Conflito: o usuário já possui essa permissão!', 'warning'],
    ['Usuário não encontrado!', 'error'],
    ['Erro: 500', 'error'],
  ])('shows "%s" and keeps the dialog open', async (message, severity) => {
    const user = userEvent.setup();
    renderUsers('/master/consultores/consultant-7', [
      detailMock(userProfile('CONSULTANT')),
      {
        request: changePlanRequest('__std'),
        result: { errors: [{ message, extensions: { code: 'UPSTREAM_ERROR', severity } }] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Editar permissões' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar permissões' });
    await user.click(within(dialog).getByRole('radio', { name: /Padrão/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Editar permissões' })).toBeInTheDocument();
  });
});
