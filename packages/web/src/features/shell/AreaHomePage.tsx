import { capabilities, displayPhone, firstName, trialBannerText } from '@talhao/schema';
import { ArrowRight, CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useArea } from '@/app/area';
import { useViewer } from '@/app/session';
import { Card, LinkButton, PageHeader, PlanBadge } from '@/ui';
import { type MenuEntry, type MenuLink, menuFor, menuLinks } from './menus';
import { profileHints } from './profileHints';
import { type AreaOwnerProfile, useViewAs, withViewAs } from './viewAs';

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

/**
 * The area's Início until its dashboard arrives (later issues): built only from the viewer —
 * greeting, plan and trial, what the profile still lacks, and shortcuts to the menu's sections.
 * A master visiting the area (`viewAs`) sees the visited user's plan and contact data instead.
 */
export function AreaHomePage() {
  const { area, basePath } = useArea();
  const { viewer } = useViewer();
  const { viewAsId, owner } = useViewAs();
  if (!viewer) return null;
  if (viewAsId && owner) return <ViewedAreaHome owner={owner} viewAsId={viewAsId} />;

  const { profile } = viewer;
  const plan = capabilities.hasPlan(viewer.role) ? profile.plan : null;
  const hints = profileHints(viewer, basePath);
  const company = 'company' in profile ? profile.company : null;

  return (
    <>
      <PageHeader
        title="Início"
        subtitle={
          company
            ? `Olá, ${firstName(profile.name)}! Você atua pela empresa ${company.name}.`
            : `Olá, ${firstName(profile.name)}! Que bom ter você por aqui.`
        }
      />

      <div className="grid gap-6 md:grid-cols-2">
        {plan ? (
          <Card title="Seu plano" aria-label="Seu plano">
            <div className="flex flex-wrap items-center gap-3">
              <PlanBadge badge={plan.badge} />
              {plan.trialDaysLeft !== null ? (
                <span className="text-sm text-ink-soft">{trialBannerText(plan.trialDaysLeft)}</span>
              ) : null}
            </div>
          </Card>
        ) : null}

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
                      className="flex items-center gap-2 rounded-md text-sm font-medium text-brand-700 hover:underline"
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
      </div>

      <Shortcuts entries={menuFor(area)} viewAsId={null} />
    </>
  );
}

/** Início of an area a master is visiting: whose area it is, their plan and contacts, and the shortcuts. */
function ViewedAreaHome({ owner, viewAsId }: { owner: AreaOwnerProfile; viewAsId: string }) {
  const { area } = useArea();
  const plan = capabilities.hasPlan(owner.role) ? owner.plan : null;
  const city = owner.address?.city ? [owner.address.city, owner.address.stateFrom].filter(Boolean).join(' - ') : null;
  const company = 'company' in owner ? owner.company : null;
  return (
    <>
      <PageHeader
        title="Início"
        subtitle={company ? `Área de ${owner.name}, consultor da empresa ${company.name}.` : `Área de ${owner.name}.`}
      />
      <div className="grid gap-6 md:grid-cols-2">
        {plan ? (
          <Card title="Plano" aria-label="Plano">
            <div className="flex flex-wrap items-center gap-3">
              <PlanBadge badge={plan.badge} />
              {plan.trialDaysLeft !== null ? (
                <span className="text-sm text-ink-soft">{trialBannerText(plan.trialDaysLeft)}</span>
              ) : null}
            </div>
          </Card>
        ) : null}
        <Card title="Contato" aria-label="Contato">
          <dl className="grid gap-2 text-sm">
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-muted">Email:</dt>
              <dd className="break-all text-ink">{owner.email || 'Não informado'}</dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-muted">Celular:</dt>
              <dd className="text-ink">{displayPhone(owner.phoneNumber) || 'Não informado'}</dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-muted">Cidade:</dt>
              <dd className="text-ink">{city || 'Não informada'}</dd>
            </div>
          </dl>
        </Card>
      </div>
      <Shortcuts entries={menuFor(area)} viewAsId={viewAsId} />
    </>
  );
}

/** A card per menu section (everything but Início), its links keeping the master's visit. */
function Shortcuts({ entries, viewAsId }: { entries: readonly MenuEntry[]; viewAsId: string | null }) {
  return (
    <section aria-labelledby="inicio-atalhos" className="mt-8">
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
