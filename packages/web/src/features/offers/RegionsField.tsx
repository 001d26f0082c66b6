import { OFFER_MESSAGES, type Place } from '@talhao/schema';
import { MapPin, X } from 'lucide-react';
import { useState } from 'react';
import { Button, FieldError, PlaceField } from '@/ui';

interface RegionsFieldProps {
  value: Place[];
  onChange(regions: Place[]): void;
  /** The form's message (e.g. regions required when the modality is in person). */
  error?: string;
}

/** Regions served: each place chosen in the search is added to the list; empty or repeated ones are refused. */
export function RegionsField({ value, onChange, error }: RegionsFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);

  function add(place: Place | null) {
    if (!place) return;
    const key = place.formattedAddress.trim().toLowerCase();
    if (!key || value.some((region) => region.formattedAddress.trim().toLowerCase() === key)) {
      setProblem(OFFER_MESSAGES.regionRepeated);
      return;
    }
    setProblem(null);
    onChange([...value, place]);
  }

  return (
    <div className="flex flex-col gap-2">
      {/* Always empty: choosing a place adds it below and clears the search for the next one. */}
      <PlaceField label="Regiões de atendimento" value={null} onChange={add} required />
      <FieldError message={problem ?? error} />
      {value.length > 0 ? (
        <ul aria-label="Regiões adicionadas" className="flex flex-col gap-1.5">
          {value.map((region) => (
            <li
              key={region.formattedAddress}
              className="flex items-center gap-2 rounded-lg border border-line px-3 py-1.5 text-sm"
            >
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              <span className="min-w-0 flex-1 break-words">{region.formattedAddress}</span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remover ${region.formattedAddress}`}
                icon={<X aria-hidden="true" className="size-4" />}
                onClick={() => onChange(value.filter((other) => other !== region))}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
