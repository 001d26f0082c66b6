import { expect, type Page } from '@playwright/test';
import { sideMenu } from './pages';

/**
 * Each area's side menu as the specification gives it (spec 000 §2, 001 §2.3, 002 §2 "Side menu"):
 * every route must be linked, and the labels the specification names must read exactly so.
 * Routes whose label the specification does not name are checked by address only.
 */
export interface AreaMenu {
  paths: readonly string[];
  labels: Readonly<Record<string, string>>;
  /** Group headers the specification names. */
  groups: readonly string[];
}

export const AREA_MENUS = {
  consultor: {
    paths: [
      '/consultor',
      '/consultor/consultorias/ofertadas',
      '/consultor/consultorias/prestadas',
      '/consultor/consultorias/solicitadas',
      '/consultor/treinamentos/abertos',
      '/consultor/treinamentos/historico',
      '/consultor/calendario',
      '/consultor/agricultores',
      '/consultor/financas',
      // Not in the specification's menu: issue 14 builds the laboratories pages (spec 001 §2.11) and links them.
      '/consultor/laboratorios',
    ],
    labels: {
      '/consultor': 'Início',
      '/consultor/consultorias/ofertadas': 'Consultorias Ofertadas',
      '/consultor/consultorias/prestadas': 'Minhas Consultorias',
      '/consultor/consultorias/solicitadas': 'Consultorias Solicitadas',
      '/consultor/treinamentos/abertos': 'Treinamentos Abertos',
      '/consultor/treinamentos/historico': 'Histórico de Treinamentos',
      '/consultor/laboratorios': 'Laboratórios',
    },
    groups: ['Consultorias', 'Treinamentos', 'Controle'],
  },
  'consultor-empresarial': {
    paths: [
      '/consultor-empresarial',
      '/consultor-empresarial/consultorias/ofertadas',
      '/consultor-empresarial/consultorias/prestadas',
      '/consultor-empresarial/treinamentos/abertos',
      '/consultor-empresarial/treinamentos/historico',
      '/consultor-empresarial/calendario',
      '/consultor-empresarial/agricultores',
    ],
    labels: {
      '/consultor-empresarial': 'Início',
      '/consultor-empresarial/consultorias/prestadas': 'Minhas Consultorias',
      '/consultor-empresarial/calendario': 'Calendário',
      '/consultor-empresarial/agricultores': 'Agricultores',
    },
    groups: ['Consultorias', 'Treinamentos'],
  },
  empresa: {
    paths: [
      '/empresa',
      '/empresa/consultorias/ofertadas',
      '/empresa/consultorias/prestadas',
      '/empresa/consultorias/solicitadas',
      '/empresa/treinamentos/abertos',
      '/empresa/treinamentos/historico',
      '/empresa/calendario',
      '/empresa/consultores',
      '/empresa/financas',
    ],
    labels: {
      '/empresa': 'Início',
      '/empresa/calendario': 'Calendário',
      '/empresa/consultores': 'Consultores',
      '/empresa/financas': 'Finanças',
    },
    groups: ['Consultorias', 'Treinamentos'],
  },
  master: {
    paths: [
      '/master',
      '/master/empresas',
      '/master/consultores',
      '/master/agricultores',
      '/master/divulgacao/anuncios',
      '/master/divulgacao/notificacoes',
    ],
    labels: {
      '/master': 'Início',
      '/master/divulgacao/anuncios': 'Anúncios',
      '/master/divulgacao/notificacoes': 'Notificações',
    },
    groups: ['Controle', 'Serviços', 'Divulgação'],
  },
} as const satisfies Record<string, AreaMenu>;

export type AreaName = keyof typeof AREA_MENUS;

/** The desktop side menu links exactly the area's routes, with the specification's labels. */
export async function expectAreaMenu(page: Page, area: AreaName): Promise<void> {
  const menu = AREA_MENUS[area] as AreaMenu;
  const nav = sideMenu(page);
  await expect(nav).toBeVisible();
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect([...hrefs].sort()).toEqual([...menu.paths].sort());
  for (const [path, label] of Object.entries(menu.labels)) {
    await expect(nav.locator(`a[href="${path}"]`)).toHaveText(label);
  }
  for (const group of menu.groups) {
    await expect(nav.getByText(group, { exact: true })).toBeVisible();
  }
}
