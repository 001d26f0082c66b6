import type { WebRole } from '@talhao/schema';
import { AREA_BASE } from '@talhao/schema';
import { ArrowUpRight, House, type LucideIcon, Settings2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { type MenuEntry, type MenuLink, menuFor, menuLinks } from '@/features/shell/menus';
import { withViewAs } from '@/features/shell/viewAs';
import { Card } from '@/ui';

/** The visited area's menu labels are written for its owner; seen from the master page, a few read better. */
const MASTER_WORDING: Record<string, string> = {
  'Minhas Consultorias': 'Consultorias Prestadas',
};

interface LinkSection {
  title: string;
  icon: LucideIcon;
  links: MenuLink[];
}

/**
 * The menu's groups as sections; the links the menu shows at the top level (Calendário, Consultores,
 * Finanças… in the company menus) gathered in one 'Controle' section, as the consultant menu names it.
 * Início is offered apart.
 */
export function areaLinkSections(entries: readonly MenuEntry[]): LinkSection[] {
  const sections: LinkSection[] = [];
  const loose: MenuLink[] = [];
  for (const entry of entries) {
    if (entry.kind === 'group')
      sections.push({ title: entry.label, icon: entry.icon, links: menuLinks(entry.entries) });
    else if (!entry.end) loose.push(entry);
  }
  if (loose.length > 0) sections.push({ title: 'Controle', icon: Settings2, links: loose });
  return sections;
}

const TITLES: Partial<Record<WebRole, string>> = {
  CONSULTANT: 'Área do consultor',
  ENTERPRISE: 'Área da empresa',
  ENTERPRISE_CONSULTANT: 'Área do consultor empresarial',
};

/**
 * Links into a user's own area, opened as the master (`?viewAs=`, read-only): the sections of that
 * area's menu — consultancies, trainings, calendar, farmers or consultants, finances.
 */
export function AreaLinks({ area, userId }: { area: WebRole; userId: string }) {
  const sections = areaLinkSections(menuFor(area));
  const title = TITLES[area] ?? 'Área do usuário';
  return (
    <Card
      title={title}
      aria-label={title}
      actions={
        <Link
          to={withViewAs(AREA_BASE[area], userId)}
          className="inline-flex min-h-6 items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:underline"
        >
          <House aria-hidden="true" className="size-4" />
          Início da área
        </Link>
      }
    >
      <p className="mb-4 text-sm text-muted">As páginas abrem como master, somente para visualização.</p>
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map((section) => {
          const Icon = section.icon;
          return (
            <section key={section.title} aria-label={section.title}>
              <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-ink">
                <Icon aria-hidden="true" className="size-4 text-brand-600" />
                {section.title}
              </h3>
              <ul className="flex flex-col gap-0.5">
                {section.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={withViewAs(link.to, userId)}
                      className="flex min-h-11 items-center justify-between gap-2 rounded-md px-2 text-sm text-ink-soft hover:bg-brand-50 hover:text-brand-800 sm:min-h-9"
                    >
                      {MASTER_WORDING[link.label] ?? link.label}
                      <ArrowUpRight aria-hidden="true" className="size-4 shrink-0" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Card>
  );
}
