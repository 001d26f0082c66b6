import { useApolloClient } from '@apollo/client/react';
import type { Place } from '@talhao/schema';
import { LocateFixed } from 'lucide-react';
import { Suspense, useCallback, useEffect, useId, useState } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { FieldError } from './FieldError';
import { LeafletMap, MapPlaceholder } from './MapView';
import { PlaceSearch } from './PlaceSearch';
import { placeCaption, ReversePlaceQuery, toPlace } from './places';

export const MAP_PICKER_MESSAGES = {
  required: 'Selecione uma localização para salvar!',
  outsideBrazil: 'Nenhuma cidade brasileira encontrada neste ponto. Escolha um local no Brasil.',
  reverseFailed: 'Não foi possível identificar a cidade deste ponto. Tente novamente.',
  geolocationDenied: 'Erro ao pegar a sua localização',
  geolocationDeniedHint: 'Permita o acesso à localização nas configurações do navegador.',
  geolocationUnavailable: 'Localização indisponível',
} as const;

export interface MapPickerDialogProps {
  open: boolean;
  onClose(): void;
  initial?: Place | null;
  onSave(place: Place): void;
  title?: string;
}

type Point = { latitude: number; longitude: number };

/**
 * Choose a location: search a city or click / drag the pin on the map. The clicked point keeps its
 * exact coordinates; `reversePlace` names its municipality (city and state).
 */
export function MapPickerDialog({
  open,
  onClose,
  initial = null,
  onSave,
  title = 'Selecionar localização',
}: MapPickerDialogProps) {
  const client = useApolloClient();
  const searchId = useId();
  const [selected, setSelected] = useState<Place | null>(initial);
  const [point, setPoint] = useState<Point | null>(initial?.coords ?? null);
  const [resolving, setResolving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  // Each opening starts from the field's current value.
  useEffect(() => {
    if (!open) return;
    setSelected(initial);
    setPoint(initial?.coords ?? null);
    setNotice(null);
    setResolving(false);
  }, [open, initial]);

  const pick = useCallback(
    async (coords: Point) => {
      setPoint(coords);
      setNotice(null);
      setResolving(true);
      try {
        const { data } = await client.query({
          query: ReversePlaceQuery,
          variables: coords,
          fetchPolicy: 'cache-first',
        });
        const found = data?.reversePlace;
        if (found) setSelected(toPlace(found, coords));
        else {
          setSelected(null);
          setNotice(MAP_PICKER_MESSAGES.outsideBrazil);
        }
      } catch {
        setSelected(null);
        setNotice(MAP_PICKER_MESSAGES.reverseFailed);
      } finally {
        setResolving(false);
      }
    },
    [client],
  );

  const locateMe = () => {
    if (!('geolocation' in navigator)) {
      setNotice(MAP_PICKER_MESSAGES.geolocationUnavailable);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => void pick({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) =>
        setNotice(
          error.code === error.PERMISSION_DENIED
            ? `${MAP_PICKER_MESSAGES.geolocationDenied}. ${MAP_PICKER_MESSAGES.geolocationDeniedHint}`
            : MAP_PICKER_MESSAGES.geolocationUnavailable,
        ),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  const save = () => {
    if (!selected || resolving) {
      setNotice(MAP_PICKER_MESSAGES.required);
      return;
    }
    onSave(selected);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={save} disabled={resolving}>
            Salvar
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-ink-soft">
              Buscar cidade
            </label>
            <PlaceSearch
              id={searchId}
              value={selected}
              onChange={(place) => {
                setNotice(null);
                setSelected(place);
                if (place) setPoint(place.coords);
              }}
            />
          </div>
          <Button variant="secondary" icon={<LocateFixed aria-hidden="true" className="size-4" />} onClick={locateMe}>
            Usar minha localização
          </Button>
        </div>
        <p className="text-sm text-muted">Clique no mapa ou arraste o marcador para ajustar o local.</p>
        {open ? (
          <Suspense fallback={<MapPlaceholder height={360} />}>
            <LeafletMap
              coords={point}
              caption={resolving ? 'Identificando a cidade…' : placeCaption(selected)}
              onPick={pick}
              height="min(360px, 50dvh)"
              label="Mapa para escolher a localização"
            />
          </Suspense>
        ) : null}
        <p aria-live="polite" className="min-h-5 text-sm text-ink-soft">
          {selected ? (
            <>
              Local selecionado: <strong className="font-semibold text-ink">{selected.formattedAddress}</strong>
            </>
          ) : null}
        </p>
        <FieldError message={notice} />
      </div>
    </Dialog>
  );
}
