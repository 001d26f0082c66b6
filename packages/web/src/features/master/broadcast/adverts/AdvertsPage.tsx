import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useListParams } from '@/app/listParams';
import type { MasterBroadcastAdvertFieldsFragment as Advert } from '@/gql/graphql';
import { cn, LinkButton, PageHeader } from '@/ui';
import { BROADCAST_PATHS } from '../paths';
import { AdvertDetailDialog } from './AdvertDetailDialog';
import { AdvertStatusList } from './AdvertStatusList';
import { ADVERT_STATUS_TABS, DEFAULT_ADVERT_TAB, isEntityStatus } from './advertStatus';

/**
 * /master/divulgacao/anuncios: the active, paused and inactive adverts as three tabs, each with its
 * own pagination. The tab and page live in the URL (`?status=WAITING&page=2`).
 */
export function AdvertsPage() {
  const { page, filters, setPage, setFilters } = useListParams({ status: DEFAULT_ADVERT_TAB as string });
  const status = isEntityStatus(filters.status) ? filters.status : DEFAULT_ADVERT_TAB;
  const selectedIndex = Math.max(
    0,
    ADVERT_STATUS_TABS.findIndex((tab) => tab.status === status),
  );
  const [viewed, setViewed] = useState<Advert | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);

  return (
    <div className="flex flex-col">
      <PageHeader
        title="Anúncios"
        actions={
          <LinkButton to={BROADCAST_PATHS.advertCreate} icon={<Plus aria-hidden="true" className="size-4" />}>
            Criar
          </LinkButton>
        }
      />
      <TabGroup
        selectedIndex={selectedIndex}
        onChange={(index) => setFilters({ status: ADVERT_STATUS_TABS[index]?.status ?? DEFAULT_ADVERT_TAB })}
      >
        <TabList className="mb-4 flex gap-1 overflow-x-auto border-b border-line">
          {ADVERT_STATUS_TABS.map((tab) => (
            <Tab
              key={tab.status}
              className={({ selected }) =>
                cn(
                  '-mb-px min-h-11 shrink-0 border-b-2 px-4 text-sm font-medium transition-colors sm:min-h-10',
                  selected
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-muted hover:border-line-strong hover:text-ink',
                )
              }
            >
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          {ADVERT_STATUS_TABS.map((tab) => (
            <TabPanel key={tab.status}>
              <AdvertStatusList
                status={tab.status}
                page={page}
                onPageChange={setPage}
                onView={(advert) => {
                  setViewed(advert);
                  setDetailOpen(true);
                }}
              />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
      <AdvertDetailDialog open={detailOpen} advert={viewed} onClose={() => setDetailOpen(false)} />
    </div>
  );
}
