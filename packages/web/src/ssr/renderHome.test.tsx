// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BootData } from '@/app/boot';
import { FARMERS_BY_CITY, STATISTICS } from '@/features/master/dashboard/testing';
import { makeViewer } from '@/features/shell/testing';
import { renderHome } from './renderHome';

/** The boot data the BFF computes for a master's home (HOME_OPERATIONS: the dashboard's default places). */
function masterBoot(name: string, farmers: number): BootData {
  return {
    viewer: makeViewer('MASTER', { name }),
    home: {
      operationName: 'MasterDashboard',
      variables: { kind: 'FARMER', groupBy: 'CITY' },
      data: { masterStatistics: { ...STATISTICS, farmers }, usersPerPlace: FARMERS_BY_CITY },
    },
  } as BootData;
}

const HOME_URL = 'http://talhao.invalid/master';

describe('renderHome', () => {
  it("draws the viewer's home with its data, and nothing of the user rendered before", async () => {
    const first = await renderHome({ url: HOME_URL, boot: masterBoot('Beatriz Prado', 4321) });
    const second = await renderHome({ url: HOME_URL, boot: masterBoot('Carlos Menezes', 8765) });

    expect(first).toContain('Olá, Beatriz');
    expect(first).toContain('4.321');
    // The renders share the renderer's Apollo client one after the other: its cache is emptied in between.
    expect(second).toContain('Olá, Carlos');
    expect(second).toContain('8.765');
    expect(second).not.toContain('Olá, Beatriz');
    expect(second).not.toContain('4.321');
  });

  it("never fills a part missing from one user's answer with the previous user's", async () => {
    await renderHome({ url: HOME_URL, boot: masterBoot('Beatriz Prado', 4321) });
    const boot = masterBoot('Carlos Menezes', 8765);
    const partial = { ...boot, home: { ...boot.home, data: { usersPerPlace: FARMERS_BY_CITY } } } as BootData;
    const markup = await renderHome({ url: HOME_URL, boot: partial });
    expect(markup).toContain('Olá, Carlos');
    expect(markup).not.toContain('4.321');
    expect(markup).toContain('Carregando o painel');
  });

  it('keeps renders started together apart', async () => {
    const [a, b] = await Promise.all([
      renderHome({ url: HOME_URL, boot: masterBoot('Débora Lins', 1111) }),
      renderHome({ url: HOME_URL, boot: masterBoot('Eduardo Reis', 2222) }),
    ]);
    expect(a).toContain('Olá, Débora');
    expect(a).not.toContain('Olá, Eduardo');
    expect(b).toContain('Olá, Eduardo');
    expect(b).not.toContain('Olá, Débora');
    expect(b).not.toContain('1.111');
  });

  it('renders no other page, and no home without its answer', async () => {
    const boot = masterBoot('Beatriz Prado', 4321);
    await expect(renderHome({ url: 'http://talhao.invalid/master/empresas', boot })).resolves.toBeNull();
    await expect(renderHome({ url: 'http://talhao.invalid/consultor', boot })).resolves.toBeNull();
    await expect(renderHome({ url: HOME_URL, boot: { viewer: boot.viewer } })).resolves.toBeNull();
  });
});
