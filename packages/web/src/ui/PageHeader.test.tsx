import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DocumentTitle } from './DocumentTitle';
import { PageHeader } from './PageHeader';

describe('page titles in the browser tab', () => {
  it('a page header names the tab after the page, and the previous title comes back when it leaves', () => {
    document.title = 'Talhão';
    const page = render(
      <MemoryRouter>
        <PageHeader title="Consultorias Ofertadas" />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Consultorias Ofertadas · Talhão');
    page.unmount();
    expect(document.title).toBe('Talhão');
  });

  it('a header whose title is not text takes documentTitle; pages without a header use DocumentTitle', () => {
    const header = render(
      <MemoryRouter>
        <PageHeader title={<span>Maria</span>} documentTitle="Agricultor" />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Agricultor · Talhão');
    header.unmount();
    const bare = render(<DocumentTitle title="Entrar" />);
    expect(document.title).toBe('Entrar · Talhão');
    bare.unmount();
  });
});
