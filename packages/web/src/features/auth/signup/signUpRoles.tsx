import type { SignUpRole } from '@talhao/schema';
import { Building2, UserRound } from 'lucide-react';
import type { Choice } from '../layout/ChoiceCards';

/** Public sign-up exists only for consultants and companies (spec 000 §6). */
export const SIGN_UP_PATH: Record<SignUpRole, string> = {
  CONSULTANT: '/cadastro/consultor',
  ENTERPRISE: '/cadastro/empresa',
};

export const SIGN_UP_CHOICES: readonly Choice<SignUpRole>[] = [
  {
    value: 'CONSULTANT',
    label: 'Consultor',
    description: 'Sou consultor independente',
    icon: <UserRound className="size-6" />,
  },
  {
    value: 'ENTERPRISE',
    label: 'Empresa',
    description: 'Represento uma empresa de consultoria',
    icon: <Building2 className="size-6" />,
  },
];

export const SIGN_UP_TITLE: Record<SignUpRole, string> = {
  CONSULTANT: 'Cadastro de consultor',
  ENTERPRISE: 'Cadastro de empresa',
};
