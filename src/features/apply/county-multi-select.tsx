import { useId, useRef, useState } from 'react';
import { CommandEmpty, CommandInput, CommandItem, CommandList, CommandRoot } from 'cmdk';
import { Check, Search, X } from 'lucide-react';
import { SERVICE_COUNTIES, type ServiceCounty } from '@/domain/options';
import { allCountiesSelected, countyLabel, matchesCountySearch, toggleAllNyc, toggleCounty } from './logic';

export type CountyMultiSelectProps = {
  label: string;
  name: string;
  value: readonly string[];
  onChange: (next: ServiceCounty[]) => void;
  onBlur?: () => void;
  /** Called with the search input (react-hook-form's field.ref, so setFocus reaches it). */
  inputRef?: (element: HTMLInputElement | null) => void;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
};

const ALL_NYC = 'All NYC';
const ALL_NYC_KEYWORDS = [ALL_NYC, 'every borough', 'New York City', 'five boroughs'];

/**
 * The boroughs multi-select with search (docs/product-rules.md#routes step 2), built on cmdk: a combobox
 * (typing filters), its listbox of 'All NYC' plus the five boroughs (arrow keys move,
 * Enter or a click toggles and empties the search), and the chosen boroughs as removable
 * chips.
 *
 * The list stays open under the input rather than popping up: cmdk marks its input
 * aria-expanded="true" at all times, and with six options an always-visible list keeps
 * that true. cmdk uses aria-selected for the highlighted option, so the chosen state
 * is aria-checked (plus a visible check mark). The filtering is ours (shouldFilter off):
 * cmdk's own sorts the options by score and leaves them in that order afterwards. Backspace in the empty search removes
 * the last chip. cmdk names the input with its own (visually hidden) label, so the
 * visible text above is hidden from assistive technology to avoid a double read.
 */
export function CountyMultiSelect({ label, name, value, onChange, onBlur, inputRef, hint, error, required }: CountyMultiSelectProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const [search, setSearch] = useState('');
  const localInput = useRef<HTMLInputElement | null>(null);
  const all = allCountiesSelected(value);
  const showAll = matchesCountySearch(search, ALL_NYC_KEYWORDS);
  const counties = SERVICE_COUNTIES.filter((county) => matchesCountySearch(search, [county.label, county.value]));

  const setInputRefs = (element: HTMLInputElement | null) => {
    localInput.current = element;
    inputRef?.(element);
  };

  /** Choosing an option empties the search, ready for the next borough. */
  const choose = (next: ServiceCounty[]) => {
    onChange(next);
    setSearch('');
  };

  const remove = (county: ServiceCounty) => {
    onChange(toggleCounty(value, county));
    localInput.current?.focus();
  };

  return (
    <div className="grid gap-1.5">
      <p aria-hidden="true" className="font-medium text-slate-900">
        {label}
        {required ? <span className="text-red-700"> *</span> : null}
      </p>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}

      {value.length > 0 ? (
        <ul aria-label={`Selected: ${label}`} className="flex flex-wrap gap-2">
          {value.map((county) => (
            <li key={county} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200">
              {countyLabel(county)}
              <button
                type="button"
                aria-label={`Remove ${countyLabel(county)}`}
                onClick={() => remove(county as ServiceCounty)}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {value.map((county) => (
        <input key={county} type="hidden" name={name} value={county} />
      ))}

      <CommandRoot
        label={label}
        loop
        shouldFilter={false}
        className="group overflow-hidden rounded-lg border border-slate-400 bg-white has-[input:focus-visible]:focus-ring has-[[aria-invalid=true]]:border-red-700 has-[[aria-invalid=true]]:ring-1 has-[[aria-invalid=true]]:ring-red-700"
      >
        <div className="flex items-center gap-2 border-b border-slate-200 px-3">
          <Search aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          <CommandInput
            ref={setInputRefs}
            value={search}
            onValueChange={setSearch}
            onBlur={onBlur}
            onKeyDown={(event) => {
              if (event.key === 'Backspace' && search === '' && value.length > 0) {
                onChange(value.slice(0, -1) as ServiceCounty[]);
              }
            }}
            placeholder="Select boroughs..."
            aria-invalid={Boolean(error)}
            aria-required={required || undefined}
            aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
            className="h-11 w-full bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-500"
          />
        </div>
        <CommandList label={label} className="max-h-[300px] overflow-y-auto p-1">
          <CommandEmpty className="px-3 py-2.5 text-slate-600">No borough found.</CommandEmpty>
          {showAll ? (
            <CommandItem value={ALL_NYC} onSelect={() => choose(toggleAllNyc(value))} aria-checked={all} className={itemClass}>
              <CheckMark on={all} />
              {ALL_NYC}
            </CommandItem>
          ) : null}
          {counties.map((county) => {
            const chosen = value.includes(county.value);
            return (
              <CommandItem
                key={county.value}
                value={county.label}
                onSelect={() => choose(toggleCounty(value, county.value))}
                aria-checked={chosen}
                className={itemClass}
              >
                <CheckMark on={chosen} />
                {county.label}
              </CommandItem>
            );
          })}
        </CommandList>
      </CommandRoot>
      <p id={errorId} className="min-h-5 text-sm font-medium text-red-700">
        {error ?? ''}
      </p>
    </div>
  );
}

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-slate-800 select-none group-focus-within:data-[selected=true]:bg-brand-50 group-focus-within:data-[selected=true]:text-brand-900 hover:bg-slate-50';

function CheckMark({ on }: { on: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-5 shrink-0 items-center justify-center rounded border ${on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 bg-white'}`}
    >
      {on ? <Check className="size-4" strokeWidth={3} /> : null}
    </span>
  );
}
