import type { WebRole } from '@talhao/schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isLinkActive, type MenuEntry, menuFor, menuLinks } from './menus';
import { makeViewer, renderApp, viewerMock } from './testing';
import './AreaRoot';

/** The menu as [group path, label, href] rows, for exact comparison with the spec. */
function rows(entries: readonly MenuEntry[], groups: string[] = []): [string, string, string][] {
  return entries.flatMap((entry) =>
    entry.kind === 'link'
      ? [[groups.join(' > '), entry.label, entry.to] as [string, string, string]]
      : rows(entry.entries, [...groups, entry.label]),
  );
}

const EXPECTED: Record<WebRole, [string, string, string][]> = {
  CONSULTANT: [
    ['', 'Início', '/consultor'],
    ['Consultorias', 'Consultorias Ofertadas', '/consultor/consultorias/ofertadas'],
    ['Consultorias', 'Minhas Consultorias', '/consultor/consultorias/prestadas'],
    ['Consultorias', 'Consultorias Solicitadas', '/consultor/consultorias/solicitadas'],
    ['Treinamentos', 'Treinamentos Abertos', '/consultor/treinamentos/abertos'],
    ['Treinamentos', 'Histórico de Treinamentos', '/consultor/treinamentos/historico'],
    ['Controle', 'Calendário', '/consultor/calendario'],
    ['Controle', 'Agricultores', '/consultor/agricultores'],
    ['Controle', 'Finanças', '/consultor/financas'],
    // Not in spec 000 §2's menu: §2.11's laboratories pages need an entry to be reachable (issue 14).
    ['Controle', 'Laboratórios', '/consultor/laboratorios'],
  ],
  ENTERPRISE_CONSULTANT: [
    ['', 'Início', '/consultor-empresarial'],
    ['Consultorias', 'Consultorias Ofertadas', '/consultor-empresarial/consultorias/ofertadas'],
    ['Consultorias', 'Minhas Consultorias', '/consultor-empresarial/consultorias/prestadas'],
    ['Treinamentos', 'Treinamentos Abertos', '/consultor-empresarial/treinamentos/abertos'],
    ['Treinamentos', 'Histórico de Treinamentos', '/consultor-empresarial/treinamentos/historico'],
    ['', 'Calendário', '/consultor-empresarial/calendario'],
    ['', 'Agricultores', '/consultor-empresarial/agricultores'],
  ],
  ENTERPRISE: [
    ['', 'Início', '/empresa'],
    ['Consultorias', 'Consultorias Ofertadas', '/empresa/consultorias/ofertadas'],
    ['Consultorias', 'Minhas Consultorias', '/empresa/consultorias/prestadas'],
    ['Consultorias', 'Consultorias Solicitadas', '/empresa/consultorias/solicitadas'],
    ['Treinamentos', 'Treinamentos Abertos', '/empresa/treinamentos/abertos'],
    ['Treinamentos', 'Histórico de Treinamentos', '/empresa/treinamentos/historico'],
    ['', 'Calendário', '/empresa/calendario'],
    ['', 'Consultores', '/empresa/consultores'],
    ['', 'Finanças', '/empresa/financas'],
  ],
  MASTER: [
    ['', 'Início', '/master'],
    ['Controle', 'Empresas', '/master/empresas'],
    ['Controle', 'Consultores', '/master/consultores'],
    ['Controle', 'Agricultores', '/master/agricultores'],
    ['Serviços > Divulgação', 'Anúncios', '/master/divulgacao/anuncios'],
    ['Serviços > Divulgação', 'Notificações', '/master/divulgacao/notificacoes'],
  ],
};

describe('menus', () => {
  it.each(Object.keys(EXPECTED) as WebRole[])('%s menu has exactly the spec entries, groups and paths', (role) => {
    expect(rows(menuFor(role))).toEqual(EXPECTED[role]);
  });

  it('highlights Início only on the area root and a section on its sub-routes', () => {
    const [home, offered] = menuLinks(menuFor('CONSULTANT'));
    expect(isLinkActive(home!, '/consultor')).toBe(true);
    expect(isLinkActive(home!, '/consultor/')).toBe(true);
    expect(isLinkActive(home!, '/consultor/consultorias/ofertadas')).toBe(false);
    expect(isLinkActive(offered!, '/consultor/consultorias/ofertadas/abc123')).toBe(true);
    expect(isLinkActive(offered!, '/consultor/consultorias/ofertadasx')).toBe(false);
    expect(isLinkActive(offered!, '/consultor/consultorias/prestadas')).toBe(false);
  });

  it('keeps Consultores active on the master company-consultant detail', () => {
    const consultants = menuLinks(menuFor('MASTER')).find((link) => link.label === 'Consultores')!;
    expect(isLinkActive(consultants, '/master/consultor-empresarial/42')).toBe(true);
    expect(isLinkActive(consultants, '/master/consultores/42')).toBe(true);
    expect(isLinkActive(consultants, '/master/empresas')).toBe(false);
  });
});

describe('side menu', () => {
  it.each(Object.keys(EXPECTED) as WebRole[])(
    'renders the %s entries with their hrefs and group headers',
    async (role) => {
      const viewer = makeViewer(role);
      renderApp(viewer.homePath, [viewerMock(viewer)]);
      const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
        EXPECTED[role].map(([, label, href]) => [label, href]),
      );
      for (const header of new Set(EXPECTED[role].flatMap(([groups]) => (groups ? groups.split(' > ') : [])))) {
        expect(within(nav).getByRole('list', { name: header })).toBeInTheDocument();
      }
    },
  );

  it('marks the current section as the current page', async () => {
    renderApp('/empresa/consultores/abc', [viewerMock(makeViewer('ENTERPRISE'))]);
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Consultores' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Finanças' })).not.toHaveAttribute('aria-current');
  });
});
