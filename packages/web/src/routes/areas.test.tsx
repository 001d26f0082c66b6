import { AREA_BASE, WEB_ROLES } from '@talhao/schema';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UnavailablePage } from '@/features/common/NotFoundPage';
import { AREA_MENUS, menuLinks } from '@/features/shell/menus';
import { allAreaRoutes } from './areas';
import { SPECIFIED_PAGES, specifiedPageTitle } from './specifiedPages';
import { UNAVAILABLE_PAGES } from './unavailablePages';

/** The deepest route that answers `path`, as the router picks it. */
const routeOf = (path: string) => matchRoutes(allAreaRoutes(), path)?.at(-1)?.route;

describe('area routes', () => {
  it.each(WEB_ROLES)('%s: every menu link leads to a page, never to the not-found page', (role) => {
    const links = menuLinks(AREA_MENUS[role]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const route = routeOf(link.to);
      expect(route, link.to).toBeDefined();
      expect(route?.path, link.to).not.toBe('*');
    }
  });

  it.each(WEB_ROLES)('%s: every page the specification names has a route of its own', (role) => {
    for (const path of SPECIFIED_PAGES[role]) {
      const concrete = `${AREA_BASE[role]}/${path.replace(/:[A-Za-z]+/g, 'abc123')}`;
      const route = routeOf(concrete);
      expect(route?.path, concrete).not.toBe('*');
      // A word of the specification's path is never taken for an id.
      expect(route?.path?.replace(/:[A-Za-z]+/g, ':'), concrete).toBe(path.replace(/:[A-Za-z]+/g, ':'));
    }
  });

  it.each(WEB_ROLES)(
    '%s: the pages shown as not available yet are exactly the specified ones no page answers',
    (role) => {
      const shownUnavailable = SPECIFIED_PAGES[role].filter((path) => {
        const route = routeOf(`${AREA_BASE[role]}/${path.replace(/:[A-Za-z]+/g, 'abc123')}`);
        return (route?.element as { type?: unknown } | undefined)?.type === UnavailablePage;
      });
      expect(UNAVAILABLE_PAGES[role].map((page) => page.path)).toEqual(shownUnavailable);
      for (const page of UNAVAILABLE_PAGES[role]) expect(page.title, page.path).toBe(specifiedPageTitle(page.path));
    },
  );

  it("reserved sub-paths of 'prestadas' are not read as an id; unknown deeper paths are not found", () => {
    expect(routeOf('/consultor/consultorias/prestadas/monitoramentos')?.path).toBe(
      'consultorias/prestadas/monitoramentos',
    );
    expect(routeOf('/consultor/consultorias/prestadas/relatorios')?.path).toBe('consultorias/prestadas/relatorios');
    expect(routeOf('/consultor/consultorias/prestadas/6650f1d2a1b2c3d4e5f60718')?.path).toBe(
      'consultorias/prestadas/:id',
    );
    expect(routeOf('/consultor/consultorias/prestadas/6650f1d2a1b2c3d4e5f60718/outra')?.path).toBe('*');
    expect(routeOf('/empresa/nao-existe')?.path).toBe('*');
  });

  it('names a page not built yet by what it shows', () => {
    expect(specifiedPageTitle('agricultores')).toBe('Agricultores');
    expect(specifiedPageTitle('agricultores/propriedades/:id')).toBe('Propriedades');
    expect(specifiedPageTitle('consultorias/prestadas/relatorios/criar/:consultancyReportId')).toBe('Relatórios');
    expect(specifiedPageTitle('consultores/editar/:consultantId')).toBe('Consultores');
  });
});
