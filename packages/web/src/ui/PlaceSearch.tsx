import { useQuery } from '@apollo/client/react';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import type { Place } from '@talhao/schema';
import { MapPin, Search } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from './cn';
import { inputClasses } from './field';
import { PLACES_LIMIT, PlacesQuery, toPlace } from './places';
import { Spinner } from './Spinner';
import { comboboxOptionClasses, comboboxOptionsClasses, useDebounced, useInputDescribedBy } from './search';

const DEBOUNCE_MS = 250;
const MIN_QUERY = 2;

export interface PlaceSearchProps {
  id: string;
  value: Place | null;
  onChange(place: Place | null): void;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  /** Accessible name when no <label htmlFor> points at the input. */
  ariaLabel?: string;
  autoFocus?: boolean;
}

/** Combobox over the `places` query (Brazilian municipalities), debounced while typing. */
export function PlaceSearch({
  id,
  value,
  onChange,
  placeholder = 'Digite o nome da cidade',
  invalid = false,
  describedBy,
  ariaLabel,
  autoFocus,
}: PlaceSearchProps) {
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  useInputDescribedBy(inputRef, describedBy);
  const term = useDebounced(query.trim(), DEBOUNCE_MS);
  const active = term.length >= MIN_QUERY;
  const { data, loading, error } = useQuery(PlacesQuery, {
    variables: { query: term, limit: PLACES_LIMIT },
    skip: !active,
  });
  const results = active ? (data?.places ?? []) : [];
  const waiting = query.trim().length >= MIN_QUERY && (loading || term !== query.trim());

  return (
    <Combobox
      value={value}
      by={(a: Place | null, b: Place | null) => a?.formattedAddress === b?.formattedAddress}
      onChange={(place: Place | null) => {
        onChange(place);
        setQuery('');
      }}
      onClose={() => setQuery('')}
    >
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <ComboboxInput
          ref={inputRef}
          id={id}
          autoComplete="off"
          autoFocus={autoFocus}
          aria-label={ariaLabel}
          aria-invalid={invalid || undefined}
          placeholder={placeholder}
          displayValue={(place: Place | null) => place?.formattedAddress ?? ''}
          onChange={(event) => {
            setQuery(event.target.value);
            if (event.target.value === '') onChange(null);
          }}
          className={inputClasses(invalid, 'pl-9 pr-10')}
        />
        {waiting ? (
          <span className="absolute top-1/2 right-3 -translate-y-1/2 text-brand-600">
            <Spinner size={16} label="Buscando cidades" />
          </span>
        ) : null}
        <ComboboxOptions anchor="bottom start" className={comboboxOptionsClasses}>
          {results.map((result) => {
            const place = toPlace(result);
            return (
              <ComboboxOption
                key={`${result.ibgeCode ?? ''}${result.formattedAddress}`}
                value={place}
                className={comboboxOptionClasses}
              >
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                <span className="min-w-0 flex-1 truncate">{result.formattedAddress}</span>
              </ComboboxOption>
            );
          })}
          {active && !loading && !waiting && results.length === 0 ? (
            <div className={cn('px-3 py-2 text-sm', error ? 'text-tone-red' : 'text-muted')}>
              {error ? 'Não foi possível buscar as cidades agora.' : 'Nenhuma cidade encontrada'}
            </div>
          ) : null}
        </ComboboxOptions>
      </div>
    </Combobox>
  );
}
