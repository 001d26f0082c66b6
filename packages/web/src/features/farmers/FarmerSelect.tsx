import { useQuery } from '@apollo/client/react';
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { formatHectares } from '@talhao/schema';
import { ChevronDown } from 'lucide-react';
import { type JSX, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { graphql } from '@/gql';
import { Avatar, cn, Spinner } from '@/ui';
import { describedBy, FieldShell, inputClasses } from '@/ui/field';

/** The consultant's farmers for pickers (provided consultancies, activities…), searched by name. */
export const FarmerSelectFarmersQuery = graphql(`
  query FarmerSelectFarmers($name: String, $viewAs: ID) {
    farmers(name: $name, page: 1, viewAs: $viewAs) {
      page
      hasNextPage
      items {
        id
        name
        pictureUrl
      }
    }
  }
`);

/** A farmer's properties, for the property picker that follows the farmer picker. */
export const FarmerSelectPropertiesQuery = graphql(`
  query FarmerSelectProperties($farmerId: ID!, $name: String, $viewAs: ID) {
    farmerProperties(farmerId: $farmerId, name: $name, page: 1, viewAs: $viewAs) {
      page
      hasNextPage
      items {
        id
        name
        totalArea
      }
    }
  }
`);

export const EMPTY_OPTIONS_TEXT = 'Nenhum item encontrado';
const DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Headless UI's ComboboxInput owns aria-describedby; set ours (hint/error ids) on the element. */
function useDescribedBy(ref: RefObject<HTMLInputElement | null>, ids: string | undefined) {
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input) return;
    if (ids) input.setAttribute('aria-describedby', ids);
    else input.removeAttribute('aria-describedby');
  });
}

const optionsClasses =
  'z-[70] w-(--input-width) rounded-lg border border-line bg-surface p-1 shadow-pop [--anchor-gap:4px] [--anchor-max-height:18rem] empty:invisible';
const optionClasses =
  'group flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink data-focus:bg-brand-50 sm:min-h-9';

export interface FarmerOption {
  id: string;
  name: string;
  pictureUrl?: string | null;
}

export interface FarmerSelectProps {
  label?: string;
  value: FarmerOption | null;
  onChange(farmer: FarmerOption | null): void;
  error?: string;
  /** The master's read-only visit: passed to the query as `viewAs`. */
  viewAsId?: string | null;
  disabled?: boolean;
}

/** Combobox over the `farmers` query: type part of a name, pick the farmer (avatar and name). */
export function FarmerSelect({
  label = 'Agricultor',
  value,
  onChange,
  error,
  viewAsId,
  disabled,
}: FarmerSelectProps): JSX.Element {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useDescribedBy(inputRef, describedBy(id, undefined, error));
  const [query, setQuery] = useState('');
  const term = useDebounced(query.trim(), DEBOUNCE_MS);
  const {
    data,
    loading,
    error: queryError,
  } = useQuery(FarmerSelectFarmersQuery, {
    variables: { name: term || null, viewAs: viewAsId ?? null },
    skip: disabled,
  });
  const farmers = data?.farmers.items ?? [];
  const waiting = loading || term !== query.trim();

  return (
    <FieldShell id={id} label={label} error={error}>
      <Combobox
        value={value}
        by={(a: FarmerOption | null, b: FarmerOption | null) => a?.id === b?.id}
        onChange={(farmer: FarmerOption | null) => {
          onChange(farmer ? { id: farmer.id, name: farmer.name, pictureUrl: farmer.pictureUrl ?? null } : null);
          setQuery('');
        }}
        onClose={() => setQuery('')}
        disabled={disabled}
      >
        <div className="relative">
          <ComboboxInput
            ref={inputRef}
            id={id}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            placeholder="Pesquise pelo nome do agricultor"
            displayValue={(farmer: FarmerOption | null) => farmer?.name ?? ''}
            onChange={(event) => setQuery(event.target.value)}
            className={inputClasses(Boolean(error), 'pr-10')}
          />
          <ComboboxButton
            aria-label="Mostrar agricultores"
            className="absolute inset-y-0 right-0 flex items-center px-3 text-muted"
          >
            {waiting && !disabled ? (
              <Spinner size={16} label="Buscando agricultores" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-4" />
            )}
          </ComboboxButton>
          <ComboboxOptions anchor="bottom start" className={optionsClasses}>
            {farmers.map((farmer) => (
              <ComboboxOption key={farmer.id} value={farmer} className={optionClasses}>
                <Avatar name={farmer.name} src={farmer.pictureUrl} size={28} decorative />
                <span className="min-w-0 flex-1 truncate">{farmer.name}</span>
              </ComboboxOption>
            ))}
            {!waiting && farmers.length === 0 ? (
              <div className={cn('px-3 py-2 text-sm', queryError ? 'text-tone-red' : 'text-muted')}>
                {queryError ? 'Não foi possível buscar os agricultores agora.' : EMPTY_OPTIONS_TEXT}
              </div>
            ) : null}
          </ComboboxOptions>
        </div>
      </Combobox>
    </FieldShell>
  );
}

export interface PropertyOption {
  id: string;
  name: string;
}

export interface PropertySelectProps {
  label?: string;
  /** The chosen farmer: the picker stays disabled until there is one. */
  farmerId: string | null | undefined;
  value: PropertyOption | null;
  onChange(property: PropertyOption | null): void;
  error?: string;
  viewAsId?: string | null;
  disabled?: boolean;
}

/** Combobox over the chosen farmer's properties (name and total area in hectares). */
export function PropertySelect({
  label = 'Propriedade',
  farmerId,
  value,
  onChange,
  error,
  viewAsId,
  disabled,
}: PropertySelectProps): JSX.Element {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useDescribedBy(inputRef, describedBy(id, undefined, error));
  const [query, setQuery] = useState('');
  const term = useDebounced(query.trim(), DEBOUNCE_MS);
  const off = disabled || !farmerId;
  const {
    data,
    loading,
    error: queryError,
  } = useQuery(FarmerSelectPropertiesQuery, {
    variables: { farmerId: farmerId ?? '', name: term || null, viewAs: viewAsId ?? null },
    skip: off,
  });
  const properties = off ? [] : (data?.farmerProperties.items ?? []);
  const waiting = !off && (loading || term !== query.trim());

  return (
    <FieldShell id={id} label={label} error={error}>
      <Combobox
        value={value}
        by={(a: PropertyOption | null, b: PropertyOption | null) => a?.id === b?.id}
        onChange={(property: PropertyOption | null) => {
          onChange(property ? { id: property.id, name: property.name } : null);
          setQuery('');
        }}
        onClose={() => setQuery('')}
        disabled={off}
      >
        <div className="relative">
          <ComboboxInput
            ref={inputRef}
            id={id}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            placeholder={farmerId ? 'Pesquise pelo nome da propriedade' : 'Selecione primeiro o agricultor'}
            displayValue={(property: PropertyOption | null) => property?.name ?? ''}
            onChange={(event) => setQuery(event.target.value)}
            className={inputClasses(Boolean(error), 'pr-10')}
          />
          <ComboboxButton
            aria-label="Mostrar propriedades"
            className="absolute inset-y-0 right-0 flex items-center px-3 text-muted"
          >
            {waiting ? (
              <Spinner size={16} label="Buscando propriedades" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-4" />
            )}
          </ComboboxButton>
          <ComboboxOptions anchor="bottom start" className={optionsClasses}>
            {properties.map((property) => (
              <ComboboxOption key={property.id} value={property} className={optionClasses}>
                <span className="min-w-0 flex-1 truncate">{property.name}</span>
                <span className="shrink-0 text-xs text-muted">{formatHectares(property.totalArea)}</span>
              </ComboboxOption>
            ))}
            {!off && !waiting && properties.length === 0 ? (
              <div className={cn('px-3 py-2 text-sm', queryError ? 'text-tone-red' : 'text-muted')}>
                {queryError ? 'Não foi possível buscar as propriedades agora.' : EMPTY_OPTIONS_TEXT}
              </div>
            ) : null}
          </ComboboxOptions>
        </div>
      </Combobox>
    </FieldShell>
  );
}
