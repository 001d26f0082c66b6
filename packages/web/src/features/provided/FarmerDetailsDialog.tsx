import { displayPhone, formatDay } from '@talhao/schema';
import type { ReactNode } from 'react';
import type { ProvidedConsultancyFieldsFragment } from '@/gql/graphql';
import { Avatar, Button, Dialog } from '@/ui';

type Farmer = NonNullable<ProvidedConsultancyFieldsFragment['farmer']>;

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="text-sm break-words text-ink">{children || '—'}</dd>
    </div>
  );
}

/** The farmer's contact details, opened from the provided-consultancy detail ('Ver detalhes'). */
export function FarmerDetailsDialog({ farmer, open, onClose }: { farmer: Farmer; open: boolean; onClose(): void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Dados do agricultor"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <Avatar name={farmer.name} src={farmer.pictureUrl} size={48} decorative />
          <p className="text-base font-semibold text-ink">{farmer.name}</p>
        </div>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Line label="E-mail">{farmer.email}</Line>
          <Line label="Telefone">{displayPhone(farmer.phoneNumber)}</Line>
          <Line label="Data de nascimento">{farmer.birthDate ? formatDay(farmer.birthDate) : ''}</Line>
          <Line label="Endereço">{farmer.address?.formattedAddress}</Line>
        </dl>
      </div>
    </Dialog>
  );
}
