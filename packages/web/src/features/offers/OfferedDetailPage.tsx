import { useQuery } from '@apollo/client/react';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { MissingRecord } from '@/features/common/MissingRecord';
import { withViewAs } from '@/features/shell/viewAs';
import { Card, LinkButton, PageHeader, RichTextView } from '@/ui';
import { useOfferAccess } from './access';
import { FORMAT_LABELS, priceTexts } from './display';
import { OfferedConsultancyQuery } from './documents';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}

/** …/consultorias/ofertadas/:id (spec 001 §2.4): everything about one offer; 'Editar' for its owner. */
export function OfferedDetailPage() {
  const { id = '' } = useParams();
  const { paths, viewAsId, canWrite } = useOfferAccess();
  const { data, loading, error, refetch } = useQuery(OfferedConsultancyQuery, {
    variables: { id, viewAs: viewAsId },
    fetchPolicy: 'cache-and-network',
  });
  const offer = data?.offeredConsultancy;
  const backTo = withViewAs(paths.list, viewAsId);

  if (!offer) {
    return (
      <div className="flex flex-col">
        <PageHeader title="Consultoria" backTo={backTo} />
        <MissingRecord
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          loadingLabel="Carregando consultoria"
        />
      </div>
    );
  }

  const prices = priceTexts(offer);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <PageHeader
        title={offer.name}
        backTo={backTo}
        actions={
          canWrite ? (
            <LinkButton to={paths.edit(offer.id)} icon={<Pencil aria-hidden="true" className="size-4" />}>
              Editar
            </LinkButton>
          ) : null
        }
      />
      <Card className="flex flex-col gap-5">
        <div className="flex flex-col gap-5 sm:flex-row">
          {offer.imageUrl ? (
            <img
              src={offer.imageUrl}
              alt={`Imagem da consultoria ${offer.name}`}
              className="h-48 w-full rounded-lg border border-line object-cover sm:w-72"
            />
          ) : null}
          <dl className="grid flex-1 grid-cols-1 gap-4 sm:grid-cols-2">
            <Fact label="Modalidade">{FORMAT_LABELS[offer.format]}</Fact>
            <Fact label="Clientes atuais">{offer.clientCount}</Fact>
            <Fact label="Culturas">{offer.cultures.join(', ') || '—'}</Fact>
            <Fact label="Preço">
              <ul>
                {prices.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </Fact>
            {offer.regions.length > 0 ? (
              <Fact label="Regiões de atendimento">
                <ul>
                  {offer.regions.map((region) => (
                    <li key={region.formattedAddress}>{region.formattedAddress}</li>
                  ))}
                </ul>
              </Fact>
            ) : null}
          </dl>
        </div>
        {offer.summary ? <p className="text-ink-soft italic">{offer.summary}</p> : null}
        <RichTextView html={offer.content} />
      </Card>
    </div>
  );
}
