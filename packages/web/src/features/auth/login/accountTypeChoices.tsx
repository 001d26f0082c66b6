import { LOGIN_ACCOUNT_TYPES, type LoginAccountType } from '@talhao/schema';
import { Building2, UserRound } from 'lucide-react';
import type { Choice } from '../layout/ChoiceCards';

const DESCRIPTIONS: Record<LoginAccountType, string> = {
  CONSULTANT: 'Consultores independentes',
  ENTERPRISE: 'Empresas e os seus consultores',
};

/** Step 1 of the sign-in screen: labels from the shared contract, icons and descriptions here. */
export const LOGIN_CHOICES: readonly Choice<LoginAccountType>[] = LOGIN_ACCOUNT_TYPES.map(({ value, label }) => ({
  value,
  label,
  description: DESCRIPTIONS[value],
  icon: value === 'CONSULTANT' ? <UserRound className="size-6" /> : <Building2 className="size-6" />,
}));

export const loginAccountTypeLabel = (value: LoginAccountType): string =>
  LOGIN_ACCOUNT_TYPES.find((type) => type.value === value)?.label ?? value;
