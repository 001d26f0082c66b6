import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { areaGroups, areaModules, homeChunks } from './areaChunks';

const W = '/repo/packages/web/';
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as Rollup.OutputChunk;
const bundleOf = (...chunks: Rollup.OutputChunk[]) =>
  Object.fromEntries(chunks.map((c) => [c.fileName, c])) as unknown as Rollup.OutputBundle;

// The entry, the route tables and shell (shared), each home, and a page no home loads.
const bundle = bundleOf(
  chunk('assets/index.js', [`${W}src/main.tsx`, '/nm/react-dom.js'], [], true),
  chunk('assets/areas.js', [`${W}src/routes/areas.tsx`], ['assets/index.js']),
  chunk('assets/AreaRoot.js', [`${W}src/features/shell/AreaRoot.tsx`], ['assets/index.js', 'assets/apollo.js']),
  chunk('assets/apollo.js', ['/nm/@apollo/client.js']),
  chunk('assets/Consultant.js', [`${W}src/features/dashboard/ConsultantDashboardPage.tsx`], ['assets/icon.js']),
  chunk('assets/Company.js', [`${W}src/features/dashboard/CompanyDashboardPage.tsx`], ['assets/icon.js']),
  chunk(
    'assets/Master.js',
    [`${W}src/features/master/dashboard/MasterDashboardPage.tsx`],
    ['assets/chart.js', 'assets/sprout.js'],
  ),
  chunk('assets/icon.js', ['/nm/lucide/tractor.js']),
  chunk('assets/chart.js', [`${W}src/ui/charts/StackedBarChart.tsx`]),
  chunk('assets/Finances.js', [`${W}src/features/finances/FinancesPage.tsx`]),
  // The sign-in page shares the brand's icon with the master's home: it must not join a group.
  chunk(
    'assets/AuthLayout.js',
    [`${W}src/features/auth/layout/AuthLayout.tsx`],
    ['assets/index.js', 'assets/sprout.js'],
  ),
  chunk('assets/LoginPage.js', [`${W}src/features/auth/login/LoginPage.tsx`], ['assets/index.js']),
  chunk('assets/sprout.js', ['/nm/lucide/sprout.js']),
);

describe('area chunks', () => {
  it("maps each role to the modules its home loads beyond the entry's, less the sign-in page's", () => {
    const map = areaModules(bundle);
    expect(map.CONSULTANT?.toSorted()).toEqual(
      [
        `${W}src/routes/areas.tsx`,
        `${W}src/features/shell/AreaRoot.tsx`,
        '/nm/@apollo/client.js',
        `${W}src/features/dashboard/ConsultantDashboardPage.tsx`,
        '/nm/lucide/tractor.js',
      ].toSorted(),
    );
    expect(map.MASTER).toContain(`${W}src/ui/charts/StackedBarChart.tsx`);
    expect(Object.values(map).flat()).not.toContain(`${W}src/main.tsx`);
    expect(Object.values(map).flat()).not.toContain('/nm/lucide/sprout.js');
    expect(Object.values(map).flat()).not.toContain(`${W}src/features/finances/FinancesPage.tsx`);
  });

  it('groups what several homes load as "area" and the rest by home; other modules are left to Rolldown', () => {
    const [group] = areaGroups(areaModules(bundle));
    const name = group?.name as (id: string) => string | null;
    expect(name('/nm/@apollo/client.js')).toBe('area');
    expect(name(`${W}src/features/shell/AreaRoot.tsx`)).toBe('area');
    // The icon is loaded by the consultants' and the company's homes: shared.
    expect(name('/nm/lucide/tractor.js')).toBe('area');
    // The consultant and the enterprise consultant have the same home: one group, not "shared".
    expect(name(`${W}src/features/dashboard/ConsultantDashboardPage.tsx`)).toBe('home-ConsultantDashboardPage');
    expect(name(`${W}src/ui/charts/StackedBarChart.tsx`)).toBe('home-MasterDashboardPage');
    expect(name(`${W}src/features/finances/FinancesPage.tsx`)).toBeNull();
    expect(name('/nm/lucide/sprout.js')).toBeNull();
    expect(areaGroups(null)).toEqual([]);
  });

  it("preloads a home's chunks found by the modules they hold, grouped or not", () => {
    const grouped = bundleOf(
      chunk('assets/index.js', [`${W}src/main.tsx`], [], true),
      chunk(
        'assets/area.js',
        [`${W}src/routes/areas.tsx`, `${W}src/features/shell/AreaRoot.tsx`, '/nm/@apollo/client.js'],
        ['assets/index.js'],
      ),
      chunk('assets/home-Master.js', [`${W}src/features/master/dashboard/MasterDashboardPage.tsx`], ['assets/area.js']),
    );
    expect(
      homeChunks(grouped, [
        'src/routes/areas.tsx',
        'src/features/shell/AreaRoot.tsx',
        'src/features/master/dashboard/MasterDashboardPage.tsx',
      ]).toSorted(),
    ).toEqual(['/assets/area.js', '/assets/home-Master.js']);
    expect(() => homeChunks(grouped, ['src/features/dashboard/CompanyDashboardPage.tsx'])).toThrow(
      'area home modules in no chunk: src/features/dashboard/CompanyDashboardPage.tsx',
    );
  });
});
