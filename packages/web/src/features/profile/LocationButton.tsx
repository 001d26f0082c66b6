import { MAP_DEFAULTS } from '@talhao/schema';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import type { ViewerProfile } from '@/app/session';
import { Button, Dialog, MapView } from '@/ui';
import { cityState } from './profileFields';

/**
 * 'Ver localização' and its map dialog. With coordinates the map zooms in on them; without, it
 * shows the default centre at the profile map's default zoom (spec 001 §9: 2.5) and says so.
 */
export function LocationButton({ address }: { address: ViewerProfile['address'] }) {
  const [open, setOpen] = useState(false);
  const coords = address?.coords ?? null;
  return (
    <>
      <Button
        type="button"
        variant="link"
        size="sm"
        icon={<MapPin className="size-4" aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Ver localização
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Localização" size="lg">
        {address?.formattedAddress ? <p className="mb-3 text-sm text-muted">{address.formattedAddress}</p> : null}
        {coords ? null : <p className="mb-3 text-sm text-muted">Localização não informada.</p>}
        <MapView
          coords={coords}
          zoom={coords ? MAP_DEFAULTS.zoomWithLocation : MAP_DEFAULTS.profileZoom}
          height={MAP_DEFAULTS.heightPx}
          caption={cityState(address)}
          label="Mapa com a localização do perfil"
        />
      </Dialog>
    </>
  );
}
