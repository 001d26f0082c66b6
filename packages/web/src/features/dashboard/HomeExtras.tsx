import { capabilities, trialBannerText, type WebRole } from '@talhao/schema';
import { ArrowRight, CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useArea } from '@/app/area';
import type { ViewerFields } from '@/app/session';
import { shortcutSections } from '@/features/shell/AreaHomePage';
import { menuFor } from '@/features/shell/menus';
import { profileHints } from '@/features/shell/profileHints';
import { type AreaOwnerProfile, withViewAs } from '@/features/shell/viewAs';
import { Card, LinkButton, PlanBadge } from '@/ui';

/**
 * What the area's placeholder home (shell/AreaHomePage) showed and the dashboard keeps below its
 * figures: the plan with the trial days, what the own profile still lacks, and the shortcuts to the
 * menu's sections. Built from the shell's own helpers (hints, menu sections), so both stay in step.
 */
export function HomeExtras({
  owner,
  viewer,
  viewAsId,
}: {
  owner: AreaOwnerProfile;
  viewer: ViewerFields | null;
  viewAsId: string | null;
}) {
  const { area, basePath } = useArea();
  const plan = capabilities.hasPlan(owner.role) ? owner.plan : null;
  // A visiting master has nothing to complete in someone else's profile.
  const ownProfile = viewer && !viewAsId ? viewer : null;
  const planTitle = viewAsId ? 'Plano' : 'Seu plano';
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        {plan ? (
          <Card title={planTitle} aria-label={planTitle}>
            <div className="flex flex-wrap items-center gap-3">
              <PlanBadge badge={plan.badge} />
              {plan.trialDaysLeft !== null ? (
                <span className="text-sm text-ink-soft">{trialBannerText(plan.trialDaysLeft)}</span>
              ) : null}
            </div>
          </Card>
        ) : null}
        {ownProfile ? <ProfileCard viewer={ownProfile} basePath={basePath} /> : null}
      </div>
      <Shortcuts area={area} viewAsId={viewAsId} />
    </>
  );
}

function ProfileCard({ viewer, basePath }: { viewer: ViewerFields; basePath: string }) {
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
  );
}

/** One compact card per menu section, its links keeping a master's visit. */
function Shortcuts({ area, viewAsId }: { area: WebRole; viewAsId: string | null }) {
  return (
    <section aria-labelledby="inicio-atalhos">
      <h2 id="inicio-atalhos" className="mb-4 text-lg font-semibold text-ink">
        Atalhos
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {shortcutSections(menuFor(area)).map((section) => {
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
