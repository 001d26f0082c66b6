import { useQuery } from '@apollo/client/react';
import { formatHectares } from '@talhao/schema';
import type { JSX } from 'react';
import { graphql } from '@/gql';
import { Avatar, SearchSelect } from '@/ui';
import { useSearchTerm } from '@/ui/search';

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

export { EMPTY_OPTIONS_TEXT } from '@/ui';

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
  required?: boolean;
}

/** Picks one of the consultant's farmers by name (avatar and name). */
export function FarmerSelect({
  label = 'Agricultor',
  value,
  onChange,
  error,
  viewAsId,
  disabled,
  required,
}: FarmerSelectProps): JSX.Element {
  const search = useSearchTerm();
  const {
    data,
    loading,
    error: failed,
  } = useQuery(FarmerSelectFarmersQuery, {
    variables: { name: search.term || null, viewAs: viewAsId ?? null },
    skip: disabled,
  });
  return (
    <SearchSelect<FarmerOption>
      label={label}
      required={required}
      value={value}
      onChange={(farmer) =>
        onChange(farmer ? { id: farmer.id, name: farmer.name, pictureUrl: farmer.pictureUrl ?? null } : null)
      }
      error={error}
      disabled={disabled}
      placeholder="Pesquise pelo nome do agricultor"
      texts={{
        toggle: 'Mostrar agricultores',
        searching: 'Buscando agricultores',
        failed: 'Não foi possível buscar os agricultores agora.',
      }}
      search={search}
      result={{ options: data?.farmers.items ?? [], loading, failed: Boolean(failed) }}
      optionLabel={(farmer) => farmer.name}
      renderOption={(farmer) => (
        <>
          <Avatar name={farmer.name} src={farmer.pictureUrl} size={28} decorative />
          <span className="min-w-0 flex-1 truncate">{farmer.name}</span>
        </>
      )}
    />
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
  required?: boolean;
}

/** Picks one of the chosen farmer's properties by name (name and total area in hectares). */
export function PropertySelect({
  label = 'Propriedade',
  farmerId,
  value,
  onChange,
  error,
  viewAsId,
  disabled,
  required,
}: PropertySelectProps): JSX.Element {
  const search = useSearchTerm();
  const off = disabled || !farmerId;
  const {
    data,
    loading,
    error: failed,
  } = useQuery(FarmerSelectPropertiesQuery, {
    variables: { farmerId: farmerId ?? '', name: search.term || null, viewAs: viewAsId ?? null },
    skip: off,
  });
  return (
    <SearchSelect<PropertyOption & { totalArea?: number }>
      label={label}
      required={required}
      value={value}
      onChange={(property) => onChange(property ? { id: property.id, name: property.name } : null)}
      error={error}
      disabled={off}
      placeholder={farmerId ? 'Pesquise pelo nome da propriedade' : 'Selecione primeiro o agricultor'}
      texts={{
        toggle: 'Mostrar propriedades',
        searching: 'Buscando propriedades',
        failed: 'Não foi possível buscar as propriedades agora.',
      }}
      search={search}
      result={{ options: data?.farmerProperties.items ?? [], loading, failed: Boolean(failed) }}
      optionLabel={(property) => property.name}
      renderOption={(property) => (
        <>
          <span className="min-w-0 flex-1 truncate">{property.name}</span>
          {property.totalArea === undefined ? null : (
            <span className="shrink-0 text-xs text-muted">{formatHectares(property.totalArea)}</span>
          )}
        </>
      )}
    />
  );
}
