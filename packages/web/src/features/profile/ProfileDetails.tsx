import { displayPhone, formatDay, type Role } from '@talhao/schema';
import type { ReactNode } from 'react';
import type { ViewerProfile } from '@/app/session';
import { PlanBadge } from '@/ui';
import { LocationButton } from './LocationButton';
import {
  BIRTH_DATE_NOT_INFORMED,
  cityState,
  formatCalendarDay,
  NOT_INFORMED,
  profileExtras,
  showsBirthDate,
  showsPlan,
  trialText,
} from './profileFields';

interface ProfileDetailsProps {
  role: Role;
  profile: ViewerProfile;
}

/**
 * Name, plan and the profile's facts. The master's registration date is the real `createdAt`:
 * the old app printed a fixed value for the admin (spec 000 §9), which would only mislead.
 */
export function ProfileDetails({ role, profile }: ProfileDetailsProps) {
  const { birthDate, companyName } = profileExtras(profile);
  const plan = showsPlan(role) ? profile.plan : null;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h2 className="text-2xl font-semibold text-ink">{profile.name}</h2>
        {plan ? (
          <div className="flex flex-wrap items-center gap-2">
            <PlanBadge badge={plan.badge} />
            {plan.trialDaysLeft != null ? (
              <span className="text-sm text-muted">{trialText(role, plan.trialDaysLeft)}</span>
            ) : null}
          </div>
        ) : null}
      </div>
      <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {companyName ? <Fact label="Empresa">{companyName}</Fact> : null}
        <Fact label="Data de cadastro">{formatDay(profile.createdAt)}</Fact>
        {showsBirthDate(role) ? (
          <Fact label="Data de nascimento">{formatCalendarDay(birthDate) ?? BIRTH_DATE_NOT_INFORMED}</Fact>
        ) : null}
        <Fact label="Cidade">{cityState(profile.address)}</Fact>
        <Fact label="Email">{profile.email || NOT_INFORMED}</Fact>
        <Fact label="Celular">{displayPhone(profile.phoneNumber) || NOT_INFORMED}</Fact>
      </dl>
      <div>
        <LocationButton address={profile.address} />
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}
