import { COUNTRIES, type Country } from '@authority/shared/countries';
import { westernDigits } from '@authority/shared/digits';
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { cx } from '../../../lib/cx';
import { useFormTexts } from '../../../lib/i18n/texts';
import { type ControlProps, controlClass } from '../../../lib/ui/field';

/** A country's name as the page shows it (its language's), by default the English one. */
type NameOf = (country: Country) => string;
const englishName: NameOf = (country) => country.name;

/**
 * What the list chooses: the country (its English name is sent, SPEC §3) or its dial code (the
 * CountryCode field, found by code or by country).
 */
export type CountryListMode = 'country' | 'dial';

/** The names a country is found by: the page's, the English one that is sent, and its dial code. */
const namesOf = (country: Country, nameOf: NameOf, mode: CountryListMode = 'country') => {
  const names = [nameOf(country), country.name];
  if (mode === 'dial') names.unshift(country.dial, country.dial.slice(1));
  return names.map((n) => n.toLowerCase());
};

/**
 * Countries whose name (in the page's language or in English; for a dial code, the code too)
 * holds `query`, those starting with it first; all for an empty query.
 */
export function matchCountries(
  query: string,
  nameOf: NameOf = englishName,
  mode: CountryListMode = 'country',
): readonly Country[] {
  const wanted = westernDigits(query).trim().toLowerCase();
  if (wanted === '') return COUNTRIES;
  const starting: Country[] = [];
  const containing: Country[] = [];
  for (const country of COUNTRIES) {
    const names = namesOf(country, nameOf, mode);
    if (names.some((name) => name.startsWith(wanted))) starting.push(country);
    else if (names.some((name) => name.includes(wanted))) containing.push(country);
  }
  return [...starting, ...containing];
}

const exactCountry = (text: string, nameOf: NameOf, mode: CountryListMode) =>
  COUNTRIES.find((country) =>
    namesOf(country, nameOf, mode).includes(westernDigits(text).trim().toLowerCase()),
  );

interface CountryComboboxProps extends Pick<ControlProps, 'id'>, Partial<Omit<ControlProps, 'id'>> {
  /**
   * The chosen country's English name (what is sent, SPEC §3), or in `dial` mode the chosen dial
   * code; '' while none is chosen.
   */
  value: string;
  onChange: (value: string) => void;
  mode?: CountryListMode;
  name?: string;
}

/**
 * The country select (SPEC §3: about 195 countries), searchable by name: an ARIA 1.2 combobox
 * with a list popup. Typing filters; arrows move; Enter or a click chooses; Escape closes. A
 * typed (or autofilled) name that matches a country exactly chooses it too.
 */
export function CountryCombobox({
  value,
  onChange,
  id,
  mode = 'country',
  name,
  ...aria
}: CountryComboboxProps) {
  const texts = useFormTexts();
  const nameOf: NameOf = (country) => texts.countries[country.iso] ?? country.name;
  const chosenValue = (country: Country) => (mode === 'dial' ? country.dial : country.name);
  const textOf = (country: Country) => (mode === 'dial' ? country.dial : nameOf(country));
  // The chosen country's name in the page's language, or the chosen dial code.
  const chosen = COUNTRIES.find((country) => chosenValue(country) === value);
  const valueText = chosen ? textOf(chosen) : value;
  const listId = `${id}-list`;
  const [query, setQuery] = useState(valueText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shownValue, setShownValue] = useState(value);
  // Typed since the list was last opened: the list then shows what matches, not every country.
  const [typed, setTyped] = useState(false);

  if (shownValue !== value) {
    // Chosen or cleared from outside (a reset): the text follows. Typing clears the value too,
    // but then the text already differs from the old value and stays as typed.
    setShownValue(value);
    if (value !== '' || query === shownValue) setQuery(valueText);
  }

  // Once chosen, opening the list shows every country, the chosen one marked.
  const options =
    value !== '' && query === valueText && !typed ? COUNTRIES : matchCountries(query, nameOf, mode);
  const optionId = (country: Country) => `${listId}-${country.iso}`;
  const activeOption = open ? options[active] : undefined;

  useEffect(() => {
    if (activeOption) document.getElementById(optionId(activeOption))?.scrollIntoView({ block: 'nearest' });
  });

  function choose(country: Country) {
    setTyped(false);
    setQuery(textOf(country));
    setOpen(false);
    setActive(-1);
    onChange(chosenValue(country));
  }

  function openList() {
    setOpen(true);
    setActive(
      Math.max(
        0,
        options.findIndex((country) => chosenValue(country) === value),
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
    setTyped(true);
    setQuery(text);
    setOpen(true);
    setActive(0);
    const exact = exactCountry(text, nameOf, mode);
    onChange(exact ? chosenValue(exact) : '');
  }

  function handleBlur() {
    setOpen(false);
    setTyped(false);
    const exact = exactCountry(query, nameOf, mode);
    if (exact && chosenValue(exact) !== value) onChange(chosenValue(exact));
    if (exact) setQuery(textOf(exact));
  }

  const expanded = open && options.length > 0;

  return (
    // A dial code reads left to right on an Arabic page too: its box, arrow and list with it.
    <div className="relative" dir={mode === 'dial' ? 'ltr' : undefined}>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeOption ? optionId(activeOption) : undefined}
        autoComplete={mode === 'dial' ? 'tel-country-code' : 'country-name'}
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
        aria-label={mode === 'dial' ? texts.ui.countryCode : texts.ui.country}
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
                <span dir="auto">{nameOf(country)}</span>{' '}
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
