import { COUNTRIES, type Country } from '@authority/shared/countries';
import { EVENT_FORM_UI_TEXTS } from '@authority/shared/event-form-texts';
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { cx } from '../../../lib/cx';
import { type ControlProps, controlClass } from '../../../lib/ui/field';

/** Countries whose name holds `query`, those starting with it first; all for an empty query. */
export function matchCountries(query: string): readonly Country[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return COUNTRIES;
  const starting: Country[] = [];
  const containing: Country[] = [];
  for (const country of COUNTRIES) {
    const name = country.name.toLowerCase();
    if (name.startsWith(wanted)) starting.push(country);
    else if (name.includes(wanted)) containing.push(country);
  }
  return [...starting, ...containing];
}

const exactCountry = (text: string) =>
  COUNTRIES.find((country) => country.name.toLowerCase() === text.trim().toLowerCase());

interface CountryComboboxProps extends Pick<ControlProps, 'id'>, Partial<Omit<ControlProps, 'id'>> {
  /** The chosen country's name, or '' while none is chosen. */
  value: string;
  onChange: (countryName: string) => void;
}

/**
 * The country select (SPEC §3: about 195 countries), searchable by name: an ARIA 1.2 combobox
 * with a list popup. Typing filters; arrows move; Enter or a click chooses; Escape closes. A
 * typed (or autofilled) name that matches a country exactly chooses it too.
 */
export function CountryCombobox({ value, onChange, id, ...aria }: CountryComboboxProps) {
  const listId = `${id}-list`;
  const [query, setQuery] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shownValue, setShownValue] = useState(value);

  if (shownValue !== value) {
    // Chosen or cleared from outside (a reset): the text follows. Typing clears the value too,
    // but then the text already differs from the old value and stays as typed.
    setShownValue(value);
    if (value !== '' || query === shownValue) setQuery(value);
  }

  // Once chosen, opening the list shows every country, the chosen one marked.
  const options = query === value ? COUNTRIES : matchCountries(query);
  const optionId = (country: Country) => `${listId}-${country.iso}`;
  const activeOption = open ? options[active] : undefined;

  useEffect(() => {
    if (activeOption) document.getElementById(optionId(activeOption))?.scrollIntoView({ block: 'nearest' });
  });

  function choose(country: Country) {
    setQuery(country.name);
    setOpen(false);
    setActive(-1);
    onChange(country.name);
  }

  function openList() {
    setOpen(true);
    setActive(
      Math.max(
        0,
        options.findIndex((country) => country.name === value),
      ),
    );
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open || event.altKey) openList();
        else setActive((index) => Math.min(index + 1, options.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Enter':
        // Enter chooses from an open list; with the list closed it submits the form as usual.
        if (open && activeOption) {
          event.preventDefault();
          choose(activeOption);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        }
        break;
    }
  }

  function handleInput(text: string) {
    setQuery(text);
    setOpen(true);
    setActive(0);
    const exact = exactCountry(text);
    onChange(exact ? exact.name : '');
  }

  function handleBlur() {
    setOpen(false);
    const exact = exactCountry(query);
    if (exact && exact.name !== value) onChange(exact.name);
    if (exact) setQuery(exact.name);
  }

  const expanded = open && options.length > 0;

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeOption ? optionId(activeOption) : undefined}
        autoComplete="country-name"
        spellCheck={false}
        value={query}
        onChange={(event) => handleInput(event.target.value)}
        onKeyDown={handleKeyDown}
        onClick={() => (open ? setOpen(false) : openList())}
        onBlur={handleBlur}
        className={cx(controlClass, 'pe-10')}
        {...aria}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3 top-1/2 mt-0.5 size-5 -translate-y-1/2 text-slate-600"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={EVENT_FORM_UI_TEXTS.country}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-control border border-slate-300 bg-white py-1 shadow-card"
      >
        {expanded
          ? options.map((country) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the input's (aria-activedescendant, ARIA 1.2 combobox).
              <div
                key={country.iso}
                id={optionId(country)}
                role="option"
                tabIndex={-1}
                aria-selected={country === activeOption}
                // Keeps the focus in the input, so the list does not close before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(country)}
                className={cx(
                  'flex cursor-pointer justify-between gap-4 px-3 py-2',
                  country === activeOption ? 'bg-primary-700 text-white' : 'text-ink hover:bg-primary-50',
                )}
              >
                <span>{country.name}</span>{' '}
                <span dir="ltr" className={country === activeOption ? 'text-white' : 'text-ink-muted'}>
                  {country.dial}
                </span>
              </div>
            ))
          : null}
      </div>
      {open && options.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{EVENT_FORM_UI_TEXTS.countryNoMatch}</p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {open ? EVENT_FORM_UI_TEXTS.countryMatches(options.length) : ''}
      </p>
    </div>
  );
}
