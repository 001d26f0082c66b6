import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readPage, useListParams } from './listParams';

const DEFAULTS = { name: '', kind: 'CONSULTANT' };

type Params = ReturnType<typeof useListParams<typeof DEFAULTS>>;

function Probe({ onRender }: { onRender(params: Params): void }) {
  onRender(useListParams({ ...DEFAULTS }));
  return null;
}

function setup(url: string) {
  let latest: Params | undefined;
  const router = createMemoryRouter([{ path: '*', element: <Probe onRender={(params) => (latest = params)} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return {
    router,
    get params(): Params {
      if (!latest) throw new Error('not rendered');
      return latest;
    },
    search: () => router.state.location.search,
  };
}

describe('readPage', () => {
  it('reads pages from 1; anything invalid is page 1', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readPage(new URLSearchParams(''))).toBe(1);
    expect(readPage(new URLSearchParams('page=0'))).toBe(1);
    expect(readPage(new URLSearchParams('page=-2'))).toBe(1);
    expect(readPage(new URLSearchParams('page=2.5'))).toBe(1);
    expect(readPage(new URLSearchParams('page=abc'))).toBe(1);
  });
});

describe('useListParams', () => {
  it('reads page and filters from the URL, with the defaults for what is absent', () => {
    const view = setup('/lista?page=2&name=Ana');
    expect(view.params.page).toBe(2);
    expect(view.params.filters).toEqual({ name: 'Ana', kind: 'CONSULTANT' });
  });

  it('moves between pages, leaving page 1 out of the URL', () => {
    const view = setup('/lista?name=Ana');
    act(() => view.params.setPage(3));
    expect(view.search()).toBe('?name=Ana&page=3');
    expect(view.params.page).toBe(3);
    act(() => view.params.setPage(1));
    expect(view.search()).toBe('?name=Ana');
  });

  it('sets filters back on page 1, keeping defaults out of the URL', () => {
    const view = setup('/lista?page=4');
    act(() => view.params.setFilters({ kind: 'ENTERPRISE_CONSULTANT', name: 'Bia' }));
    expect(view.search()).toBe('?kind=ENTERPRISE_CONSULTANT&name=Bia');
    expect(view.params).toMatchObject({ page: 1, filters: { name: 'Bia', kind: 'ENTERPRISE_CONSULTANT' } });
    act(() => view.params.setFilters({ kind: 'CONSULTANT' }));
    expect(view.search()).toBe('?name=Bia');
  });

  it('clears its own params only (e.g. viewAs stays)', () => {
    const view = setup('/lista?viewAs=u1&name=Ana&kind=ENTERPRISE_CONSULTANT&page=2');
    act(() => view.params.clear());
    expect(view.search()).toBe('?viewAs=u1');
    expect(view.params).toMatchObject({ page: 1, filters: DEFAULTS });
  });

  it('pushes history entries, so the back button returns to the previous page', () => {
    const view = setup('/lista');
    act(() => view.params.setPage(2));
    act(() => {
      void view.router.navigate(-1);
    });
    expect(view.params.page).toBe(1);
  });
});
