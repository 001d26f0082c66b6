import type { Role } from '@talhao/schema';
import type { OutboxKind, OutboxMessage } from './outbox';

/** The pt-BR account e-mails. Links point at the web app's confirmation pages. */

type Draft = Omit<OutboxMessage, 'id' | 'createdAt'>;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const signature = '\n\nEquipe Talhão';

export function serviceLink(publicWebUrl: string, page: 'confirm-account' | 'email-update', token: string, role: Role) {
  const url = new URL(`/services/${page}`, publicWebUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('role', role);
  return url.toString();
}

export function confirmAccountMail(to: string, name: string, role: Role, link: string): Draft {
  return {
    kind: 'confirm-account' satisfies OutboxKind,
    to,
    role,
    link,
    subject: 'Confirme o seu cadastro no Talhão',
    text:
      `Olá, ${firstName(name)}!\n\n` +
      'Recebemos o seu cadastro no Talhão. Para ativar a sua conta, confirme o seu email pelo link abaixo ' +
      `(válido por 24 horas):\n\n${link}\n\n` +
      'Se você não fez este cadastro, ignore esta mensagem.' +
      signature,
  };
}

export function emailUpdateMail(to: string, name: string, role: Role, link: string): Draft {
  return {
    kind: 'email-update',
    to,
    role,
    link,
    subject: 'Confirme o seu novo email no Talhão',
    text:
      `Olá, ${firstName(name)}!\n\n` +
      'Recebemos um pedido para alterar o email da sua conta no Talhão para este endereço. ' +
      `Para concluir a alteração, abra o link abaixo (válido por 24 horas):\n\n${link}\n\n` +
      'Se você não pediu esta alteração, ignore esta mensagem; o seu email atual continua valendo.' +
      signature,
  };
}

/** The temporary password is on its own line, after "Senha temporária: ", so e2e can read it. */
export const TEMPORARY_PASSWORD_LINE = 'Senha temporária: ';

export function recoveryMail(
  to: string,
  name: string,
  role: Role,
  temporaryPassword: string,
  loginLink: string,
): Draft {
  return {
    kind: 'recovery',
    to,
    role,
    link: loginLink,
    subject: 'Recuperação de conta Talhão',
    text:
      `Olá, ${firstName(name)}!\n\n` +
      'Recebemos um pedido de recuperação da sua conta no Talhão. A sua senha foi substituída por uma ' +
      'senha temporária:\n\n' +
      `${TEMPORARY_PASSWORD_LINE}${temporaryPassword}\n\n` +
      `Entre com ela em ${loginLink} e troque-a em Configurações > Alterar senha.\n\n` +
      'Se você não pediu a recuperação, entre em contato com o suporte.' +
      signature,
  };
}
