import { capabilities, displayPhone, firstName } from '@talhao/schema';
import { useArea } from '@/app/area';
import { useViewer } from '@/app/session';
import { Card, PageHeader } from '@/ui';
import { PlanCard, ProfileCard, Shortcuts } from './homeCards';
import { menuFor } from './menus';
import { Skeleton, useShellViewer } from './pendingViewer';
import { type AreaOwnerProfile, useViewAs } from './viewAs';

/**
 * The area's Início until its dashboard arrives (later issues): built only from the viewer —
 * greeting, plan and trial, what the profile still lacks, and shortcuts to the menu's sections.
 * A master visiting the area (`viewAs`) sees the visited user's plan and contact data instead.
 */
export function AreaHomePage() {
  const { area, basePath } = useArea();
  const { viewer } = useViewer();
  const { viewAsId, owner } = useViewAs();
  if (viewAsId && owner) return <ViewedAreaHome owner={owner} viewAsId={viewAsId} />;
  // The guard renders the area before the Viewer answers when it remembers the role: cards to come.
  if (!viewer) return <PendingHome />;

  const { profile } = viewer;
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
        <PlanCard owner={{ role: viewer.role, plan: profile.plan }} title="Seu plano" />
        <ProfileCard viewer={viewer} basePath={basePath} />
      </div>

      <div className="mt-8">
        <Shortcuts entries={menuFor(area)} viewAsId={null} />
      </div>
    </>
  );
}

/** Início while the viewer loads: the title and the shortcuts (known from the area), placeholders for the rest. */
function PendingHome() {
  const { area } = useArea();
  const { role } = useShellViewer();
  const cards = role && capabilities.hasPlan(role) ? ['plano', 'perfil'] : ['perfil'];
  return (
    <>
      <PageHeader title="Início" subtitle={<Skeleton className="my-0.5 h-4 w-72 max-w-full" />} />
      <div role="status" aria-label="Carregando" className="grid gap-6 md:grid-cols-2">
        {cards.map((card) => (
          <Card key={card} as="div">
            <Skeleton className="mb-4 h-5 w-32" />
            <Skeleton className="h-4 w-2/3" />
          </Card>
        ))}
      </div>
      <div className="mt-8">
        <Shortcuts entries={menuFor(area)} viewAsId={null} />
      </div>
    </>
  );
}

/** Início of an area a master is visiting: whose area it is, their plan and contacts, and the shortcuts. */
function ViewedAreaHome({ owner, viewAsId }: { owner: AreaOwnerProfile; viewAsId: string }) {
  const { area } = useArea();
  const city = owner.address?.city ? [owner.address.city, owner.address.stateFrom].filter(Boolean).join(' - ') : null;
  const company = 'company' in owner ? owner.company : null;
  return (
    <>
      <PageHeader
        title="Início"
        subtitle={company ? `Área de ${owner.name}, consultor da empresa ${company.name}.` : `Área de ${owner.name}.`}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <PlanCard owner={owner} title="Plano" />
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
      <div className="mt-8">
        <Shortcuts entries={menuFor(area)} viewAsId={viewAsId} />
      </div>
    </>
  );
}
