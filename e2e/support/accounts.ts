import { DEMO_ACCOUNTS, type DemoAccount } from '@talhao/fixture-server';

/** The seeded account of a role, by the e-mail prefix the seed gives it (names do not depend on the seed). */
function demo(email: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`Conta de demonstração ausente no seed: ${email}`);
  return account;
}

export const DEMO = {
  master: demo('master@talhao.dev'),
  company: demo('agrovale@talhao.dev'),
  enterpriseConsultant: demo('consultor.agrovale@talhao.dev'),
  /** Consultant in the free trial (account 10 days old): the trial banner shows. */
  trialConsultant: demo('teste@talhao.dev'),
  premiumConsultant: demo('premium@talhao.dev'),
  standardConsultant: demo('padrao@talhao.dev'),
  /** Consultant whose free trial ran out (account 60 days old): plan badge 'Expirado'. */
  expiredConsultant: demo('expirado@talhao.dev'),
  unverifiedConsultant: demo('naoverificado@talhao.dev'),
  farmer: demo('agricultor@talhao.dev'),
} as const;

export const firstNameOf = (account: Pick<DemoAccount, 'name'>) => account.name.split(/\s+/)[0] ?? account.name;

export { DEMO_ACCOUNTS, type DemoAccount };
