import { COUNTRIES, type Country } from '@authority/shared/countries';
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { cx } from '../../../lib/cx';
import { useFormTexts } from '../../../lib/i18n/texts';
import { type ControlProps, controlClass } from '../../../lib/ui/field';

/** A country's name as the page shows it (its language's), by default the English one. */
type NameOf = (country: Country) => string;
const englishName: NameOf = (country) => country.name;

/** The names a country is found by: the page's, and the English one that is sent. */
const namesOf = (country: Country, nameOf: NameOf) =>
  [nameOf(country), country.name].map((n) => n.toLowerCase());

/**
 * Countries whose name (in the page's language or in English) holds `query`, those starting with
 * it first; all for an empty query.
 */
export function matchCountries(query: string, nameOf: NameOf = englishName): readonly Country[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return COUNTRIES;
  const starting: Country[] = [];
  const containing: Country[] = [];
  for (const country of COUNTRIES) {
    const names = namesOf(country, nameOf);
    if (names.some((name) => name.startsWith(wanted))) starting.push(country);
    else if (names.some((name) => name.includes(wanted))) containing.push(country);
  }
  return [...starting, ...containing];
}

const exactCountry = (text: string, nameOf: NameOf) =>
  COUNTRIES.find((country) => namesOf(country, nameOf).includes(text.trim().toLowerCase()));

interface CountryComboboxProps extends Pick<ControlProps, 'id'>, Partial<Omit<ControlProps, 'id'>> {
  /** The chosen country's English name (what is sent, SPEC §3), or '' while none is chosen. */
  value: string;
  onChange: (countryName: string) => void;
}

/**
 * The country select (SPEC §3: about 195 countries), searchable by name: an ARIA 1.2 combobox
 * with a list popup. Typing filters; arrows move; Enter or a click chooses; Escape closes. A
 * typed (or autofilled) name that matches a country exactly chooses it too.
 */
export function CountryCombobox({ value, onChange, id, ...aria }: CountryComboboxProps) {
  const texts = useFormTexts();
  const nameOf: NameOf = (country) => texts.countries[country.iso] ?? country.name;
  // The chosen country's name in the page's language.
  const chosen = COUNTRIES.find((country) => country.name === value);
  const valueText = chosen ? nameOf(chosen) : value;
  const listId = `${id}-list`;
  const [query, setQuery] = useState(valueText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shownValue, setShownValue] = useState(value);

  if (shownValue !== value) {
    // Chosen or cleared from outside (a reset): the text follows. Typing clears the value too,
    // but then the text already differs from the old value and stays as typed.
    setShownValue(value);
    if (value !== '' || query === shownValue) setQuery(valueText);
  }

  // Once chosen, opening the list shows every country, the chosen one marked.
  const options = value !== '' && query === valueText ? COUNTRIES : matchCountries(query, nameOf);
  const optionId = (country: Country) => `${listId}-${country.iso}`;
  const activeOption = open ? options[active] : undefined;

  useEffect(() => {
    if (activeOption) document.getElementById(optionId(activeOption))?.scrollIntoView({ block: 'nearest' });
  });

  function choose(country: Country) {
    setQuery(nameOf(country));
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
    const exact = exactCountry(text, nameOf);
    onChange(exact ? exact.name : '');
  }

  function handleBlur() {
    setOpen(false);
    const exact = exactCountry(query, nameOf);
    if (exact && exact.name !== value) onChange(exact.name);
    if (exact) setQuery(nameOf(exact));
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
        aria-label={texts.ui.country}
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
                <span>{nameOf(country)}</span>{' '}
                <span dir="ltr" className={country === activeOption ? 'text-white' : 'text-ink-muted'}>
                  {country.dial}
                </span>
              </div>
            ))
          : null}
      </div>
      {open && options.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{texts.ui.countryNoMatch}</p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {open ? texts.ui.countryMatches(options.length) : ''}
      </p>
    </div>
  );
}
