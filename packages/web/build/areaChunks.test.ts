import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { areaGroups, areaModules, homeChunks, SIGN_IN, TOAST_CARD } from './areaChunks';

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
  chunk(
    'assets/Consultant.js',
    [`${W}src/features/dashboard/ConsultantDashboardPage.tsx`],
    ['assets/icon.js', 'assets/wheat.js'],
  ),
  chunk(
    'assets/Company.js',
    [`${W}src/features/dashboard/CompanyDashboardPage.tsx`],
    ['assets/icon.js', 'assets/wheat.js'],
  ),
  chunk('assets/wheat.js', ['/nm/lucide/wheat.js']),
  chunk(
    'assets/Master.js',
    [`${W}src/features/master/dashboard/MasterDashboardPage.tsx`],
    ['assets/chart.js', 'assets/sprout.js'],
  ),
  chunk('assets/icon.js', ['/nm/lucide/tractor.js']),
  chunk('assets/chart.js', [`${W}src/ui/charts/StackedBarChart.tsx`]),
  chunk('assets/Finances.js', [`${W}src/features/finances/FinancesPage.tsx`]),
  // The sign-in page shares the brand's icon with the master's home.
  chunk(
    'assets/AuthLayout.js',
    [`${W}src/features/auth/layout/AuthLayout.tsx`],
    ['assets/index.js', 'assets/sprout.js'],
  ),
  chunk('assets/LoginPage.js', [`${W}src/features/auth/login/LoginPage.tsx`], ['assets/index.js']),
  chunk('assets/sprout.js', ['/nm/lucide/sprout.js']),
  // The toast card: an icon of its own, and one the consultants' homes show too.
  chunk('assets/ToastCard.js', [`${W}src/ui/ToastCard.tsx`], ['assets/index.js', 'assets/x.js', 'assets/icon.js']),
  chunk('assets/x.js', ['/nm/lucide/x.js']),
);

describe('area chunks', () => {
  it("maps each role, and the sign-in page, to the modules it loads beyond the entry's", () => {
    const map = areaModules(bundle);
    expect(map.CONSULTANT?.toSorted()).toEqual(
      [
        `${W}src/routes/areas.tsx`,
        `${W}src/features/shell/AreaRoot.tsx`,
        '/nm/@apollo/client.js',
        `${W}src/features/dashboard/ConsultantDashboardPage.tsx`,
        '/nm/lucide/tractor.js',
        '/nm/lucide/wheat.js',
      ].toSorted(),
    );
    expect(map.MASTER).toContain(`${W}src/ui/charts/StackedBarChart.tsx`);
    expect(map.MASTER).toContain('/nm/lucide/sprout.js');
    expect(map[SIGN_IN]?.toSorted()).toEqual(
      [
        `${W}src/features/auth/layout/AuthLayout.tsx`,
        `${W}src/features/auth/login/LoginPage.tsx`,
        '/nm/lucide/sprout.js',
      ].toSorted(),
    );
    expect(map[TOAST_CARD]?.toSorted()).toEqual(
      [`${W}src/ui/ToastCard.tsx`, '/nm/lucide/x.js', '/nm/lucide/tractor.js'].toSorted(),
    );
    expect(Object.values(map).flat()).not.toContain(`${W}src/main.tsx`);
    expect(Object.values(map).flat()).not.toContain(`${W}src/features/finances/FinancesPage.tsx`);
  });

  it('groups each module by the set of pages that load it; other modules are left to Rolldown', () => {
    const [group] = areaGroups(areaModules(bundle));
    const name = group?.name as (id: string) => string | null;
    // Every home: one chunk.
    expect(name('/nm/@apollo/client.js')).toBe('area');
    expect(name(`${W}src/features/shell/AreaRoot.tsx`)).toBe('area');
    // Two of the three homes (the consultants' and the company's): a chunk of their own, not on the master's home.
    expect(name('/nm/lucide/wheat.js')).toBe('area-CompanyDashboardPage-ConsultantDashboardPage');
    // The consultant and the enterprise consultant have the same home: one group, not "shared".
    expect(name(`${W}src/features/dashboard/ConsultantDashboardPage.tsx`)).toBe('home-ConsultantDashboardPage');
    expect(name(`${W}src/ui/charts/StackedBarChart.tsx`)).toBe('home-MasterDashboardPage');
    // The sign-in page's own modules, and those it shares with a home: never an area chunk on /login.
    expect(name(`${W}src/features/auth/login/LoginPage.tsx`)).toBe('sign-in');
    expect(name('/nm/lucide/sprout.js')).toBe('sign-in-shared');
    // The toast card's own modules, and those it shares with a home (where both load it already).
    expect(name(`${W}src/ui/ToastCard.tsx`)).toBe('toast-card');
    expect(name('/nm/lucide/x.js')).toBe('toast-card');
    expect(name('/nm/lucide/tractor.js')).toBe('sign-in-shared');
    expect(name(`${W}src/features/finances/FinancesPage.tsx`)).toBeNull();
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
