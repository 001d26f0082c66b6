import type { Role } from '@talhao/schema';

/** One password for every seeded account, demo or not. */
export const DEMO_PASSWORD = 'Talhao@2026';
export const DEMO_LOGIN_PATH = '/login';
/** The hidden master sign-in route (/login/master/{code}); the code's meaning is not shown, any works. */
export const MASTER_LOGIN_PATH = '/login/master/talhao';

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  name: string;
  /** pt-BR, for the README and the sign-in page's demo hint. */
  note: string;
  loginPath: string;
}

const account = (role: Role, email: string, name: string, note: string): DemoAccount => ({
  role,
  email,
  password: DEMO_PASSWORD,
  name,
  note,
  loginPath: role === 'MASTER' ? MASTER_LOGIN_PATH : DEMO_LOGIN_PATH,
});

/** The seeded accounts people sign in with, by purpose. Names and e-mails do not depend on the seed. */
export const DEMO = {
  master: account(
    'MASTER',
    'master@talhao.dev',
    'Helena Duarte',
    'Master (administradora) — estatísticas, usuários e divulgação',
  ),
  agrovale: account(
    'ENTERPRISE',
    'agrovale@talhao.dev',
    'Agrovale Consultoria',
    'Empresa — plano Premium, com 3 consultores',
  ),
  terraForte: account(
    'ENTERPRISE',
    'terraforte@talhao.dev',
    'Terra Forte Agronegócios',
    'Empresa — plano Padrão, com 3 consultores',
  ),
  agrovaleConsultant: account(
    'ENTERPRISE_CONSULTANT',
    'consultor.agrovale@talhao.dev',
    'Mariana Figueiredo',
    'Consultora empresarial da Agrovale Consultoria',
  ),
  terraForteConsultant: account(
    'ENTERPRISE_CONSULTANT',
    'consultor.terraforte@talhao.dev',
    'Lucas Andrade',
    'Consultor empresarial da Terra Forte Agronegócios',
  ),
  premium: account('CONSULTANT', 'premium@talhao.dev', 'Ana Paula Ribeiro', 'Consultora — plano Premium'),
  standard: account('CONSULTANT', 'padrao@talhao.dev', 'Carlos Eduardo Lima', 'Consultor — plano Padrão'),
  trial: account(
    'CONSULTANT',
    'teste@talhao.dev',
    'Juliana Martins',
    'Consultora — Teste Gratuito em andamento (conta criada há 10 dias)',
  ),
  expired: account(
    'CONSULTANT',
    'expirado@talhao.dev',
    'Rafael Costa Souza',
    'Consultor — Teste Gratuito expirado (conta criada há 60 dias)',
  ),
  unverified: account(
    'CONSULTANT',
    'naoverificado@talhao.dev',
    'Pedro Henrique Alves',
    'Consultor — email ainda não confirmado (o login abre a verificação)',
  ),
  farmer: account(
    'USER',
    'agricultor@talhao.dev',
    'José Carlos Pereira',
    'Agricultor — usa o app móvel; no painel web a sessão é encerrada',
  ),
} as const satisfies Record<string, DemoAccount>;

export const DEMO_ACCOUNTS: ReadonlyArray<DemoAccount> = Object.values(DEMO);
