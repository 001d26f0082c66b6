import { DEMO_ACCOUNTS } from '@talhao/fixture-server';

const ROLE_LABEL: Record<string, string> = {
  MASTER: 'Master',
  ENTERPRISE: 'Empresa',
  ENTERPRISE_CONSULTANT: 'Consultor empresarial',
  CONSULTANT: 'Consultor',
  USER: 'Agricultor',
};

/** The demo accounts as a plain-text table (pt-BR), for the terminal. */
export function demoAccountsTable(baseUrl: string): string {
  const rows = DEMO_ACCOUNTS.map((a) => [ROLE_LABEL[a.role] ?? a.role, a.email, `${baseUrl}${a.loginPath}`, a.note]);
  const header = ['Perfil', 'E-mail', 'Entrar em', 'Observação'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const password = DEMO_ACCOUNTS[0]?.password ?? '';
  return [
    `Contas de demonstração (senha de todas: ${password})`,
    '',
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
  ].join('\n');
}
