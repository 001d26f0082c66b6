import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from './Button';
import { cn } from './cn';
import { inputClasses } from './field';

export interface SearchBarProps {
  label: string;
  /** The applied search (usually from the URL); the input follows it when it changes. */
  value: string;
  onSearch(value: string): void;
  onClear(): void;
  placeholder?: string;
  /** Names offered while typing (native datalist). */
  suggestions?: string[];
  className?: string;
}

/** A search input with 'Pesquisar' (also Enter) and 'Limpar filtros'. */
export function SearchBar({ label, value, onSearch, onClear, placeholder, suggestions, className }: SearchBarProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // A new applied value (back/forward navigation, clear) replaces what is typed.
  useEffect(() => setDraft(value), [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  const clear = () => {
    setDraft('');
    onClear();
  };
  const listId = suggestions && suggestions.length > 0 ? `${id}-suggestions` : undefined;

  return (
    <form role="search" onSubmit={submit} className={cn('flex flex-col gap-2 sm:flex-row sm:items-end', className)}>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-soft">
          {label}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id={id}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={placeholder}
            list={listId}
            autoComplete="off"
            className={inputClasses(false, 'pl-9')}
          />
          {listId ? (
            <datalist id={listId}>
              {suggestions?.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          ) : null}
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1 sm:flex-none" icon={<Search aria-hidden="true" className="size-4" />}>
          Pesquisar
        </Button>
        <Button
          variant="secondary"
          className="flex-1 sm:flex-none"
          icon={<X aria-hidden="true" className="size-4" />}
          onClick={clear}
        >
          Limpar filtros
        </Button>
      </div>
    </form>
  );
}
