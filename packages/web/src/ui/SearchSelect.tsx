import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { cn } from './cn';
import { describedBy, FieldShell, inputClasses } from './field';
import { Spinner } from './Spinner';
import { comboboxOptionClasses, comboboxOptionsClasses, type SearchTerm, useInputDescribedBy } from './search';

export const EMPTY_OPTIONS_TEXT = 'Nenhum item encontrado';

/** What the caller's query answered for the current term. */
export interface SearchResult<T> {
  options: T[];
  loading: boolean;
  failed: boolean;
}

export interface SearchSelectProps<T extends { id: string }> {
  label: string;
  value: T | null;
  onChange(option: T | null): void;
  error?: string;
  disabled?: boolean;
  /** Marks the label as required (the form's rule refuses an empty choice). */
  required?: boolean;
  placeholder: string;
  /** Texts of the toggle button, the spinner and a failed search (e.g. 'Mostrar agricultores'). */
  texts: { toggle: string; searching: string; failed: string };
  /** The box's text and debounced term (`useSearchTerm`); the caller queries with `search.term`. */
  search: SearchTerm;
  /** The caller's query answer for that term (skipped while disabled). */
  result: SearchResult<T>;
  optionLabel(option: T): string;
  renderOption(option: T): ReactNode;
}

/**
 * A form field that picks one record by searching it by name: the field shell (label, error), the
 * caller's debounced query, a spinner while it runs, and the empty and failure texts.
 */
export function SearchSelect<T extends { id: string }>({
  label,
  value,
  onChange,
  error,
  disabled = false,
  required = false,
  placeholder,
  texts,
  search,
  result,
  optionLabel,
  renderOption,
}: SearchSelectProps<T>) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useInputDescribedBy(inputRef, describedBy(id, undefined, error));
  const { setQuery } = search;
  const options = disabled ? [] : result.options;
  const waiting = !disabled && (result.loading || search.settling);

  return (
    <FieldShell id={id} label={label} error={error} required={required}>
      {/* immediate: the first options show as soon as the field gets focus, before anything is typed. */}
      <Combobox
        immediate
        value={value}
        by={(a: T | null, b: T | null) => a?.id === b?.id}
        onChange={(option: T | null) => {
          onChange(option);
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
            aria-required={required || undefined}
            placeholder={placeholder}
            displayValue={(option: T | null) => (option ? optionLabel(option) : '')}
            onChange={(event) => setQuery(event.target.value)}
            className={inputClasses(Boolean(error), 'pr-10')}
          />
          <ComboboxButton
            aria-label={texts.toggle}
            className="absolute inset-y-0 right-0 flex items-center px-3 text-muted"
          >
            {waiting ? (
              <Spinner size={16} label={texts.searching} />
            ) : (
              <ChevronDown aria-hidden="true" className="size-4" />
            )}
          </ComboboxButton>
          <ComboboxOptions anchor="bottom start" className={comboboxOptionsClasses}>
            {options.map((option) => (
              <ComboboxOption key={option.id} value={option} className={comboboxOptionClasses}>
                {renderOption(option)}
              </ComboboxOption>
            ))}
            {!disabled && !waiting && options.length === 0 ? (
              <div className={cn('px-3 py-2 text-sm', result.failed ? 'text-tone-red' : 'text-muted')}>
                {result.failed ? texts.failed : EMPTY_OPTIONS_TEXT}
              </div>
            ) : null}
          </ComboboxOptions>
        </div>
      </Combobox>
    </FieldShell>
  );
}
