import { trialBannerText } from '@talhao/schema';
import { Hourglass } from 'lucide-react';

/** 'Restam N dias de teste' while the free trial runs (the BFF sends null otherwise). */
export function TrialBanner({ daysLeft }: { daysLeft: number | null | undefined }) {
  if (daysLeft === null || daysLeft === undefined) return null;
  return (
    <div className="flex items-center justify-center gap-2 border-b border-tone-blue/20 bg-tone-blue-bg px-4 py-2 text-sm font-medium text-tone-blue">
      <Hourglass aria-hidden="true" className="size-4 shrink-0" />
      <span>{trialBannerText(daysLeft)}</span>
    </div>
  );
}
