import type { Place } from '@talhao/schema';
import { Map as MapIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from './Button';
import { describedBy, FieldShell } from './field';
import { MapPickerDialog } from './MapPickerDialog';
import { PlaceSearch } from './PlaceSearch';

export interface PlaceFieldProps {
  label: ReactNode;
  value: Place | null;
  onChange(place: Place | null): void;
  error?: string;
  placeholder?: string;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
}

/** Address of a form: a Brazilian municipality from the search list, or a point chosen on the map. */
export function PlaceField({
  label,
  value,
  onChange,
  error,
  placeholder,
  hint,
  required,
  id: idProp,
  className,
}: PlaceFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const [mapOpen, setMapOpen] = useState(false);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {/* Side by side only when the field itself is wide enough (it often sits in a half-width column). */}
      <div className="@container">
        <div className="flex flex-col gap-2 @md:flex-row">
          <div className="min-w-0 flex-1">
            <PlaceSearch
              id={id}
              value={value}
              onChange={onChange}
              placeholder={placeholder}
              invalid={Boolean(error)}
              describedBy={describedBy(id, hint, error)}
            />
          </div>
          <Button
            variant="secondary"
            icon={<MapIcon aria-hidden="true" className="size-4" />}
            onClick={() => setMapOpen(true)}
          >
            Escolher no mapa
          </Button>
        </div>
      </div>
      <MapPickerDialog open={mapOpen} onClose={() => setMapOpen(false)} initial={value} onSave={onChange} />
    </FieldShell>
  );
}
