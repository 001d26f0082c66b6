import { useQuery } from '@apollo/client/react';
import { CATALOGUE } from '@talhao/schema';
import { useParams } from 'react-router-dom';
import { errorMessage } from '@/app/errors';
import { MasterBroadcastAdvertQuery } from '../documents';
import { BroadcastFormLayout } from '../form/BroadcastFormLayout';
import { BROADCAST_PATHS } from '../paths';
import { AdvertForm } from './AdvertForm';

/** /master/divulgacao/anuncios/criar. */
export function AdvertCreatePage() {
  return (
    <BroadcastFormLayout title="Criar anúncio" listPath={BROADCAST_PATHS.adverts}>
      <AdvertForm />
    </BroadcastFormLayout>
  );
}

/** /master/divulgacao/anuncios/editar/:id — the form prefilled from the stored advert. */
export function AdvertEditPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(MasterBroadcastAdvertQuery, {
    variables: { id },
    // Always the stored version: another tab may have changed it.
    fetchPolicy: 'network-only',
  });
  const advert = data?.advert;
  let loadError: string | null = null;
  if (error) loadError = errorMessage(error);
  else if (!loading && !advert) loadError = CATALOGUE.saveAdvert.byStatus[404];
  return (
    <BroadcastFormLayout
      title="Editar anúncio"
      listPath={BROADCAST_PATHS.adverts}
      loading={loading && !advert}
      loadError={loadError}
      onRetry={error ? () => void refetch() : undefined}
    >
      {advert ? <AdvertForm key={advert.id} advert={advert} /> : null}
    </BroadcastFormLayout>
  );
}
