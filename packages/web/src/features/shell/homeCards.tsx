import { capabilities, trialBannerText } from '@talhao/schema';
import { ArrowRight, CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ViewerFields } from '@/app/session';
import { Card, LinkButton, PlanBadge } from '@/ui';
import { type MenuEntry, type MenuLink, menuLinks } from './menus';
import { profileHints } from './profileHints';
import { type AreaOwnerProfile, withViewAs } from './viewAs';

/** Cards of an area's Início, shared by the placeholder home (AreaHomePage) and the consultant dashboard. */

interface ShortcutSection {
  title: string;
  icon: MenuEntry['icon'];
  links: MenuLink[];
}

/** The area's menu sections (everything but Início), for the shortcut cards. */
export function shortcutSections(entries: readonly MenuEntry[]): ShortcutSection[] {
  return entries
    .filter((entry) => !(entry.kind === 'link' && entry.end))
    .map((entry) => ({
      title: entry.label,
      icon: entry.icon,
      links: entry.kind === 'link' ? [entry] : menuLinks(entry.entries),
    }));
}

/** The plan badge with the trial days left; nothing for roles without a plan. */
export function PlanCard({ owner, title }: { owner: Pick<AreaOwnerProfile, 'role' | 'plan'>; title: string }) {
  const plan = capabilities.hasPlan(owner.role) ? owner.plan : null;
  if (!plan) return null;
  return (
    <Card title={title} aria-label={title}>
      <div className="flex flex-wrap items-center gap-3">
        <PlanBadge badge={plan.badge} />
        {plan.trialDaysLeft !== null ? (
          <span className="text-sm text-ink-soft">{trialBannerText(plan.trialDaysLeft)}</span>
        ) : null}
      </div>
    </Card>
  );
}

/** What the own profile still lacks, each a link to where to fill it. */
export function ProfileCard({ viewer, basePath }: { viewer: ViewerFields; basePath: string }) {
  const hints = profileHints(viewer, basePath);
  return (
    <Card
      title="Seu perfil"
      aria-label="Seu perfil"
      actions={
        <LinkButton to={`${basePath}/perfil`} variant="link" size="sm">
          Ver perfil
        </LinkButton>
      }
    >
      {hints.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-tone-green">
          <CircleCheck aria-hidden="true" className="size-5" />
          Seu perfil está completo.
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted">Complete o seu perfil:</p>
          <ul className="flex flex-col gap-2">
            {hints.map((hint) => (
              <li key={hint.label}>
                <Link
                  to={hint.to}
                  className="flex min-h-6 items-center gap-2 rounded-md text-sm font-medium text-brand-700 hover:underline"
                >
                  <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-tone-yellow" />
                  {hint.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** A card per menu section (everything but Início), its links keeping a master's visit. */
export function Shortcuts({ entries, viewAsId }: { entries: readonly MenuEntry[]; viewAsId: string | null }) {
  return (
    <section aria-labelledby="inicio-atalhos">
      <h2 id="inicio-atalhos" className="mb-4 text-lg font-semibold text-ink">
        Atalhos
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {shortcutSections(entries).map((section) => {
          const Icon = section.icon;
          return (
            <Card key={section.title} as="div">
              <h3 className="mb-3 flex items-center gap-2 text-base font-semibold text-ink">
                <Icon aria-hidden="true" className="size-5 text-brand-600" />
                {section.title}
              </h3>
              <ul className="flex flex-col gap-1">
                {section.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={withViewAs(link.to, viewAsId)}
                      className="flex min-h-11 items-center justify-between gap-2 rounded-md px-2 text-sm text-ink-soft hover:bg-brand-50 hover:text-brand-800 sm:min-h-9"
                    >
                      {link.label}
                      <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
