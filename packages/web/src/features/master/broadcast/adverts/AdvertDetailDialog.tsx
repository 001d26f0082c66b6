import { useMutation } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { MasterBroadcastAdvertFieldsFragment as Advert } from '@/gql/graphql';
import { Button, ConfirmDialog, Dialog, EntityStatusBadge, LinkButton, useToast } from '@/ui';
import { audienceText, lastPushText, periodicityLabel, periodText } from '../display';
import { MasterBroadcastSetAdvertStatusMutation } from '../documents';
import { BROADCAST_PATHS } from '../paths';
import { AdvertImage } from './AdvertImage';
import { type AdvertStatusAction, advertStatusActions } from './advertStatus';

interface AdvertDetailDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its content does not vanish mid-transition. */
  advert: Advert | null;
  onClose(): void;
}

/** Everything about one advert, its status actions (each confirmed first) and 'Editar'. */
export function AdvertDetailDialog({ open, advert, onClose }: AdvertDetailDialogProps) {
  const toast = useToast();
  // The action stays set while its confirmation closes, so the closing dialog keeps its text.
  const [pending, setPending] = useState<AdvertStatusAction | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [setAdvertStatus, { loading }] = useMutation(MasterBroadcastSetAdvertStatusMutation, {
    // The advert moves to another list: every status list is dropped (the one on screen loads again).
    update(cache) {
      cache.evict({ fieldName: 'adverts' });
      cache.gc();
    },
  });
  if (!advert) return null;

  async function confirm() {
    if (!advert || !pending || !confirming) return;
    try {
      const { data } = await setAdvertStatus({ variables: { id: advert.id, status: pending.status } });
      if (data) toast.success(data.setAdvertStatus.message);
      setConfirming(false);
      onClose();
    } catch (err) {
      // e.g. 'Já existe um anúncio com status ATIVO.'
      toast.fromError(err);
      setConfirming(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={advert.title}
      footer={
        <>
          {advertStatusActions(advert.status).map((action) => (
            <Button
              key={action.status}
              variant={action.tone === 'danger' ? 'danger' : 'secondary'}
              onClick={() => {
                setPending(action);
                setConfirming(true);
              }}
            >
              {action.label}
            </Button>
          ))}
          <LinkButton to={BROADCAST_PATHS.advertEdit(advert.id)}>Editar</LinkButton>
        </>
      }
    >
      <div className="flex flex-col gap-5 sm:flex-row">
        <AdvertImage
          src={advert.imageUrl}
          alt={`Imagem do anúncio ${advert.title}`}
          className="self-center sm:self-start"
        />
        <dl className="grid min-w-0 flex-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
          <Detail label="Status">
            <EntityStatusBadge status={advert.status} />
          </Detail>
          <Detail label="Periodicidade">{periodicityLabel(advert.periodicity)}</Detail>
          <Detail label="Período">{periodText(advert.startDate, advert.endDate)}</Detail>
          <Detail label="Último envio">{lastPushText(advert.lastPush)}</Detail>
          <Detail label="Público" wide>
            {audienceText(advert.audience)}
          </Detail>
          <Detail label="Link" wide>
            {advert.url ? (
              <a
                href={advert.url}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all text-brand-700 underline-offset-4 hover:underline"
              >
                {advert.url}
              </a>
            ) : (
              'Sem link'
            )}
          </Detail>
          <Detail label="Mensagem" wide>
            <p className="whitespace-pre-line break-words">{advert.message}</p>
          </Detail>
        </dl>
      </div>
      <ConfirmDialog
        nested
        open={confirming}
        title={pending?.title ?? ''}
        message={pending?.question ?? ''}
        confirmLabel={pending?.label ?? ''}
        tone={pending?.tone}
        loading={loading}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}

function Detail({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  );
}
