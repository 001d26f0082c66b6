import { useQuery } from '@apollo/client/react';
import type { EntityStatus } from '@talhao/schema';
import { errorMessage } from '@/app/errors';
import type { MasterBroadcastAdvertFieldsFragment as Advert } from '@/gql/graphql';
import { Button, type DataTableColumn, EmptyState, EntityStatusBadge, PagedList } from '@/ui';
import { audienceText } from '../display';
import { MasterBroadcastAdvertsQuery } from '../documents';
import { ScheduleCell } from '../ScheduleCell';
import { AdvertImage } from './AdvertImage';
import { ADVERT_STATUS_TABS } from './advertStatus';

/** List thumbnail width; the height keeps the advert ratio. */
const THUMB_PX = 40;

const columns = (onView: (advert: Advert) => void): DataTableColumn<Advert>[] => [
  {
    key: 'advert',
    header: 'Anúncio',
    hideMobileLabel: true,
    className: 'sm:min-w-60',
    render: (advert) => (
      <div className="flex items-center gap-3">
        <AdvertImage src={advert.imageUrl} alt="" width={THUMB_PX} />
        <div className="min-w-0 text-left">
          <p className="font-medium break-words text-ink">{advert.title}</p>
          <p className="line-clamp-2 max-w-80 text-xs text-muted">{advert.message}</p>
        </div>
      </div>
    ),
  },
  { key: 'schedule', header: 'Período', render: (advert) => <ScheduleCell item={advert} /> },
  { key: 'audience', header: 'Público', render: (a) => audienceText(a.audience) },
  { key: 'status', header: 'Status', render: (a) => <EntityStatusBadge status={a.status} /> },
  {
    key: 'actions',
    header: 'Ações',
    hideMobileLabel: true,
    className: 'sm:w-px sm:text-right',
    render: (advert) => (
      <Button variant="secondary" size="sm" className="max-sm:w-full" onClick={() => onView(advert)}>
        Visualizar<span className="sr-only"> {advert.title}</span>
      </Button>
    ),
  },
];

interface AdvertStatusListProps {
  status: EntityStatus;
  page: number;
  onPageChange(page: number): void;
  onView(advert: Advert): void;
}

/** One status's adverts, a page at a time (the BFF answers each list separately). */
export function AdvertStatusList({ status, page, onPageChange, onView }: AdvertStatusListProps) {
  const tab = ADVERT_STATUS_TABS.find((t) => t.status === status) ?? ADVERT_STATUS_TABS[0];
  const { data, loading, error, refetch } = useQuery(MasterBroadcastAdvertsQuery, {
    variables: { status, page },
    // Status changes and saves move adverts between lists: always confirm with the server.
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.adverts;
  return (
    <div className="flex flex-col gap-4">
      <PagedList
        caption={`Anúncios ${tab.label.toLowerCase()}`}
        columns={columns(onView)}
        rowKey={(advert) => advert.id}
        showRefreshing
        page={page}
        onPageChange={onPageChange}
        result={result}
        loading={loading}
        error={error ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        endText={tab.end}
        empty={<EmptyState title={tab.empty} />}
      />
    </div>
  );
}
