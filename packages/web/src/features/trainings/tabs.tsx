import { Tab, TabList } from '@headlessui/react';
import { cn } from '@/ui';

/** The underlined tab strip of the training pages (inside a Headless UI TabGroup). */
export function TrainingTabList({ labels, flagged = [] }: { labels: string[]; flagged?: boolean[] }) {
  return (
    <TabList className="mb-4 flex gap-1 overflow-x-auto border-b border-line">
      {labels.map((label, index) => (
        <Tab
          key={label}
          className={({ selected }) =>
            cn(
              '-mb-px min-h-11 shrink-0 border-b-2 px-4 text-sm font-medium transition-colors sm:min-h-10',
              selected
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-muted hover:border-line-strong hover:text-ink',
              flagged[index] && 'text-tone-red',
            )
          }
        >
          {label}
          {flagged[index] ? <span className="sr-only"> (com erro)</span> : null}
        </Tab>
      ))}
    </TabList>
  );
}
