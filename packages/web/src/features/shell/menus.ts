import { AREA_BASE, type WebRole } from '@talhao/schema';
import {
  BellRing,
  Building2,
  CalendarDays,
  ClipboardList,
  FlaskConical,
  GraduationCap,
  Handshake,
  History,
  House,
  Inbox,
  type LucideIcon,
  Megaphone,
  Newspaper,
  Settings2,
  Tractor,
  Users,
  Wallet,
} from 'lucide-react';

/**
 * The side menus of the four signed-in areas, as data (one source for the side menu, the mobile
 * drawer and the shortcuts of the home page). Labels and paths follow spec 000 §2, 001 §2.3 and
 * 002 §2 "Side menu".
 */

export interface MenuLink {
  kind: 'link';
  label: string;
  /** Absolute path. */
  to: string;
  icon: LucideIcon;
  /** Active only on the exact path (the area's Início), not on its sub-routes. */
  end?: boolean;
  /** Other path prefixes that belong to this entry (e.g. a detail page living outside its list path). */
  alsoActiveOn?: readonly string[];
}

export interface MenuGroup {
  kind: 'group';
  /** Group header, e.g. 'Consultorias'. Groups may nest (Serviços > Divulgação). */
  label: string;
  icon: LucideIcon;
  entries: readonly MenuEntry[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (label: string, to: string, icon: LucideIcon, extra: Partial<MenuLink> = {}): MenuLink => ({
  kind: 'link',
  label,
  to,
  icon,
  ...extra,
});
const group = (label: string, icon: LucideIcon, entries: MenuEntry[]): MenuGroup => ({
  kind: 'group',
  label,
  icon,
  entries,
});

/** Labels shared by the consulting areas (spec 000 §2, consultant menu). */
const LABELS = {
  home: 'Início',
  consultancies: 'Consultorias',
  offered: 'Consultorias Ofertadas',
  provided: 'Minhas Consultorias',
  requested: 'Consultorias Solicitadas',
  trainings: 'Treinamentos',
  openTrainings: 'Treinamentos Abertos',
  trainingHistory: 'Histórico de Treinamentos',
  control: 'Controle',
  calendar: 'Calendário',
  farmers: 'Agricultores',
  finances: 'Finanças',
  laboratories: 'Laboratórios',
  consultants: 'Consultores',
  companies: 'Empresas',
  services: 'Serviços',
  outreach: 'Divulgação',
  adverts: 'Anúncios',
  notifications: 'Notificações',
} as const;

const home = (base: string) => link(LABELS.home, base, House, { end: true });

const consultantMenu = (): MenuEntry[] => {
  const base = AREA_BASE.CONSULTANT;
  return [
    home(base),
    group(LABELS.consultancies, Handshake, [
      link(LABELS.offered, `${base}/consultorias/ofertadas`, ClipboardList),
      link(LABELS.provided, `${base}/consultorias/prestadas`, Handshake),
      link(LABELS.requested, `${base}/consultorias/solicitadas`, Inbox),
    ]),
    group(LABELS.trainings, GraduationCap, [
      link(LABELS.openTrainings, `${base}/treinamentos/abertos`, GraduationCap),
      link(LABELS.trainingHistory, `${base}/treinamentos/historico`, History),
    ]),
    group(LABELS.control, Settings2, [
      link(LABELS.calendar, `${base}/calendario`, CalendarDays),
      link(LABELS.farmers, `${base}/agricultores`, Tractor),
      link(LABELS.finances, `${base}/financas`, Wallet),
      // Spec 000 §2's menu has no entry for §2.11's pages; without one they are unreachable (issue 14).
      link(LABELS.laboratories, `${base}/laboratorios`, FlaskConical),
    ]),
  ];
};

/** Spec 001 §2.3: no Consultorias Solicitadas, no Finanças; Calendário and Agricultores at the top level. */
const enterpriseConsultantMenu = (): MenuEntry[] => {
  const base = AREA_BASE.ENTERPRISE_CONSULTANT;
  return [
    home(base),
    group(LABELS.consultancies, Handshake, [
      link(LABELS.offered, `${base}/consultorias/ofertadas`, ClipboardList),
      link(LABELS.provided, `${base}/consultorias/prestadas`, Handshake),
    ]),
    group(LABELS.trainings, GraduationCap, [
      link(LABELS.openTrainings, `${base}/treinamentos/abertos`, GraduationCap),
      link(LABELS.trainingHistory, `${base}/treinamentos/historico`, History),
    ]),
    link(LABELS.calendar, `${base}/calendario`, CalendarDays),
    link(LABELS.farmers, `${base}/agricultores`, Tractor),
  ];
};

/** Spec 002 §2 "Side menu". */
const companyMenu = (): MenuEntry[] => {
  const base = AREA_BASE.ENTERPRISE;
  return [
    home(base),
    group(LABELS.consultancies, Handshake, [
      link(LABELS.offered, `${base}/consultorias/ofertadas`, ClipboardList),
      link(LABELS.provided, `${base}/consultorias/prestadas`, Handshake),
      link(LABELS.requested, `${base}/consultorias/solicitadas`, Inbox),
    ]),
    group(LABELS.trainings, GraduationCap, [
      link(LABELS.openTrainings, `${base}/treinamentos/abertos`, GraduationCap),
      link(LABELS.trainingHistory, `${base}/treinamentos/historico`, History),
    ]),
    link(LABELS.calendar, `${base}/calendario`, CalendarDays),
    link(LABELS.consultants, `${base}/consultores`, Users),
    link(LABELS.finances, `${base}/financas`, Wallet),
  ];
};

/** Spec 000 §2, master menu. */
const masterMenu = (): MenuEntry[] => {
  const base = AREA_BASE.MASTER;
  return [
    home(base),
    group(LABELS.control, Settings2, [
      link(LABELS.companies, `${base}/empresas`, Building2),
      // The company-consultant detail (/master/consultor-empresarial/{id}) is reached from the consultants list.
      link(LABELS.consultants, `${base}/consultores`, Users, { alsoActiveOn: [`${base}/consultor-empresarial`] }),
      link(LABELS.farmers, `${base}/agricultores`, Tractor),
    ]),
    group(LABELS.services, Megaphone, [
      group(LABELS.outreach, Megaphone, [
        link(LABELS.adverts, `${base}/divulgacao/anuncios`, Newspaper),
        link(LABELS.notifications, `${base}/divulgacao/notificacoes`, BellRing),
      ]),
    ]),
  ];
};

export const AREA_MENUS: Readonly<Record<WebRole, readonly MenuEntry[]>> = {
  CONSULTANT: consultantMenu(),
  ENTERPRISE_CONSULTANT: enterpriseConsultantMenu(),
  ENTERPRISE: companyMenu(),
  MASTER: masterMenu(),
};

export const menuFor = (area: WebRole): readonly MenuEntry[] => AREA_MENUS[area];

/** Every link of a menu, depth first, in display order. */
export function menuLinks(entries: readonly MenuEntry[]): MenuLink[] {
  return entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : menuLinks(entry.entries)));
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Whether a menu link is the current one: its path or any sub-route of it (Início: exact path only). */
export function isLinkActive(entry: MenuLink, pathname: string): boolean {
  const path = trimSlash(pathname);
  if (entry.end) return path === trimSlash(entry.to);
  return isUnder(path, trimSlash(entry.to)) || (entry.alsoActiveOn ?? []).some((prefix) => isUnder(path, prefix));
}
