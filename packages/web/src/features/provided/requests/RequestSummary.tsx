import { COMMON, formatDay } from '@talhao/schema';
import type { ReactNode } from 'react';
import type { ProvidedConsultancyFieldsFragment } from '@/gql/graphql';
import { Avatar, UnavailableText } from '@/ui';
import { useProvidedAccess } from '../access';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}

/**
 * What a request card and the request page show (spec 001 §2.6, 002 §2); the company also reads which of its
 * consultants the request names (docs/rest-contract.md issue 16).
 */
export function RequestSummary({ request }: { request: ProvidedConsultancyFieldsFragment }) {
  const { showsConsultant } = useProvidedAccess();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <Avatar
          name={request.farmer?.name ?? COMMON.farmerUnavailable}
          src={request.farmer?.pictureUrl}
          size={44}
          decorative
        />
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink">
            {request.farmer?.name ?? <UnavailableText>{COMMON.farmerUnavailable}</UnavailableText>}
          </p>
          <p className="text-sm text-muted">Solicitada em {formatDay(request.createdAt)}</p>
        </div>
      </div>
      <dl className={`grid grid-cols-1 gap-3 ${showsConsultant ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}>
        {showsConsultant ? <Fact label="Consultor">{request.consultant?.name ?? '—'}</Fact> : null}
        <Fact label="Consultoria">
          {request.offer?.name ?? <UnavailableText>{COMMON.consultancyUnavailable}</UnavailableText>}
        </Fact>
        <Fact label="Propriedade">{request.property?.name ?? '—'}</Fact>
        <Fact label="Início">{formatDay(request.startDate)}</Fact>
      </dl>
    </div>
  );
}
