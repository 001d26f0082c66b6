import { useQuery } from '@apollo/client/react';
import { formatDay } from '@talhao/schema';
import { ChevronDown, ClipboardList, FileText, FlaskConical, Package, Radar, Sprout } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { withViewAs } from '@/features/shell/viewAs';
import { DropdownMenu, type DropdownMenuItem } from '@/ui';
import { useFarmerAccess } from './access';
import { FarmerHubConsultanciesQuery, FarmerMonitoringCountQuery, FarmerVisitCountQuery } from './documents';

export const NO_CONSULTANCY_TEXT = 'Nenhuma consultoria prestada a este agricultor';

const tileClasses =
  'flex min-h-24 w-full items-center gap-3 rounded-card border border-line bg-surface p-4 text-left shadow-card hover:border-brand-300 hover:bg-brand-50';

function TileFace({ icon, title, count, menu }: { icon: ReactNode; title: string; count?: number; menu?: boolean }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-ink">{title}</span>
        {count !== undefined ? <span className="text-sm text-ink-muted">{count}</span> : null}
      </span>
      {menu ? <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" /> : null}
    </>
  );
}

function LinkTile({ to, icon, title }: { to: string; icon: ReactNode; title: string }) {
  return (
    <Link to={to} className={tileClasses}>
      <TileFace icon={icon} title={title} />
    </Link>
  );
}

function MenuTile(props: { icon: ReactNode; title: string; count?: number; items: DropdownMenuItem[] }) {
  const { icon, title, count, items } = props;
  if (items.length === 0)
    return (
      <div className={`${tileClasses} hover:border-line hover:bg-surface`}>
        <span className="contents">
          <TileFace icon={icon} title={title} count={count} />
        </span>
        <span className="sr-only">{NO_CONSULTANCY_TEXT}</span>
      </div>
    );
  return (
    <DropdownMenu
      label={count !== undefined ? `${title}: ${count}` : title}
      align="start"
      buttonClassName={tileClasses}
      button={<TileFace icon={icon} title={title} count={count} menu />}
      items={items}
    />
  );
}

/**
 * The farmer hub's tiles (spec 002 §1), each opening the pages filtered to this farmer. 'Visitas técnicas'
 * counts the caller's COMPLETED works with the farmer and, like 'Monitoramentos' and 'Relatórios', opens one of
 * the farmer's provided consultancies (its activities, monitorings or reports). 'Monitoramentos' counts every
 * monitoring of the farmer's provided consultancies the caller sees (one upstream call, issue 15).
 */
export function FarmerHubTiles({ farmerId }: { farmerId: string }) {
  const { paths, viewAsId } = useFarmerAccess();
  const link = (to: string) => withViewAs(to, viewAsId);
  const visits = useQuery(FarmerVisitCountQuery, { variables: { id: farmerId, viewAs: viewAsId } });
  const monitorings = useQuery(FarmerMonitoringCountQuery, { variables: { id: farmerId, viewAs: viewAsId } });
  const consultancies = useQuery(FarmerHubConsultanciesQuery, { variables: { farmerId, viewAs: viewAsId } });
  const provided = consultancies.data?.providedConsultancies.items ?? [];
  const itemsTo = (to: (providedId: string) => string): DropdownMenuItem[] =>
    provided.map((row) => ({
      label: `${row.offer?.name ?? 'Consultoria'} — ${formatDay(row.startDate)}`,
      to: link(to(row.id)),
    }));
  const params = { farmerId };
  return (
    <nav aria-label="Dados do agricultor" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <MenuTile
        icon={<Sprout className="size-5" />}
        title="Informações de Safra"
        items={[
          { label: 'Safras', to: link(paths.harvests(params)) },
          { label: 'Atividades de campo', to: link(paths.fieldActivities(params)) },
        ]}
      />
      <LinkTile
        to={link(paths.analyses(params))}
        icon={<FlaskConical className="size-5" />}
        title="Análises Agronômicas"
      />
      <LinkTile to={link(paths.inventory(params))} icon={<Package className="size-5" />} title="Estoque" />
      <MenuTile
        icon={<ClipboardList className="size-5" />}
        title="Visitas técnicas"
        count={visits.data?.farmer?.completedVisitCount}
        items={itemsTo(paths.providedActivities)}
      />
      <MenuTile
        icon={<Radar className="size-5" />}
        title="Monitoramentos"
        count={monitorings.data?.farmer?.monitoringCount}
        items={itemsTo((id) => paths.providedMonitorings(id, farmerId))}
      />
      <MenuTile
        icon={<FileText className="size-5" />}
        title="Relatórios"
        items={itemsTo((id) => paths.providedReports(id, farmerId))}
      />
    </nav>
  );
}
