import { useQuery } from '@apollo/client/react';
import { TabGroup } from '@headlessui/react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '@/app/errors';
import { useViewAs } from '@/features/shell/viewAs';
import { Dialog, EmptyState, ErrorState, Pagination, Spinner } from '@/ui';
import { PARTICIPANT_TABS } from '../display';
import { TrainingParticipantsQuery } from '../documents';
import { TrainingTabList } from '../tabs';

interface ParticipantsDialogProps {
  trainingId: string;
  open: boolean;
  onClose(): void;
}

/**
 * 'Ver Inscritos': the training's participants by state. Changing tab goes back to page 1 (spec 001
 * §2.9); only the selected tab is queried.
 */
export function ParticipantsDialog({ trainingId, open, onClose }: ParticipantsDialogProps) {
  const [tabIndex, setTabIndex] = useState(0);
  const [page, setPage] = useState(1);
  const tab = PARTICIPANT_TABS[tabIndex] ?? PARTICIPANT_TABS[0];
  const { viewAsId } = useViewAs();
  const { data, loading, error, refetch } = useQuery(TrainingParticipantsQuery, {
    variables: { id: trainingId, state: tab?.state ?? 'CONFIRMED', page, viewAs: viewAsId },
    skip: !open,
  });
  const result = data?.trainingParticipants;

  let body: ReactNode;
  if (loading && !result) body = <Spinner label="Carregando inscritos" />;
  else if (error && !result) body = <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!result || result.items.length === 0) body = <EmptyState title={tab?.empty} />;
  else {
    body = (
      <ul className="divide-y divide-line rounded-card border border-line">
        {result.items.map((participant) => (
          <li key={`${participant.name}|${participant.email ?? ''}`} className="flex flex-col px-4 py-3">
            <span className="font-medium text-ink">{participant.name}</span>
            {participant.email ? <span className="text-sm text-muted">{participant.email}</span> : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Dialog open={open} onClose={onClose} title="Inscritos" size="lg">
      <TabGroup
        selectedIndex={tabIndex}
        onChange={(index) => {
          setTabIndex(index);
          setPage(1);
        }}
      >
        <TrainingTabList labels={PARTICIPANT_TABS.map((item) => item.label)} />
      </TabGroup>
      <div className="flex flex-col gap-4" role="tabpanel" aria-label={tab?.label}>
        {body}
        {result && (page > 1 || result.hasNextPage) ? (
          <Pagination page={page} hasNextPage={result.hasNextPage} onChange={setPage} />
        ) : null}
      </div>
    </Dialog>
  );
}
