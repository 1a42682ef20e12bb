import { COUNTRIES } from '@authority/shared/countries';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CountryCombobox, matchCountries } from './country-combobox';

function Harness({ initial = '', mode = 'country' }: { initial?: string; mode?: 'country' | 'dial' }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="country">Country</label>
      <CountryCombobox id="country" mode={mode} value={value} onChange={setValue} />
      <output data-testid="chosen">{value}</output>
      <button type="button">elsewhere</button>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Country' });
const chosen = () => screen.getByTestId('chosen').textContent;

describe('matchCountries', () => {
  it('lists the 195 countries for an empty search, and names starting with the text first', () => {
    expect(matchCountries('  ')).toHaveLength(195);
    expect(new Set(COUNTRIES.map((country) => country.iso)).size).toBe(195);
    expect(matchCountries('IRA').map((country) => country.name)).toEqual([
      'Iran',
      'Iraq',
      'United Arab Emirates',
    ]);
    const land = matchCountries('land').map((country) => country.name);
    expect(land).toContain('Finland');
    expect(land).toContain('Netherlands');
  });
});

describe('the country combobox', () => {
  it('filters by name as one types, and chooses with the arrows and Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await user.type(input(), 'ira');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Iran +98', 'Iraq +964', 'United Arab Emirates +971']);
    expect(input()).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0]?.id);
    await user.keyboard('{ArrowDown}');
    const iraq = screen.getByRole('option', { name: 'Iraq +964' });
    expect(iraq).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', iraq.id);
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('Iraq');
    expect(input()).toHaveValue('Iraq');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape, chooses with a click, and takes an exactly typed (or autofilled) name', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'jor');
    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(chosen()).toBe('');
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('option', { name: 'Jordan +962' }));
    expect(chosen()).toBe('Jordan');

    await user.clear(input());
    expect(chosen()).toBe('');
    await user.type(input(), 'united kingdom');
    expect(chosen()).toBe('United Kingdom');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(input()).toHaveValue('United Kingdom');
  });

  it('says when nothing matches, and keeps no country chosen', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Iraq" />);
    await user.clear(input());
    await user.type(input(), 'atlantis');
    expect(screen.getByText('No country matches')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(chosen()).toBe('');
  });
});

describe('the dial-code combobox (SPEC §3 CountryCode)', () => {
  it('finds a code by its digits or by its country, and keeps a typed exact code on Enter', async () => {
    const user = userEvent.setup();
    render(<Harness mode="dial" initial="+964" />);
    expect(input()).toHaveValue('+964');
    await user.clear(input());
    await user.type(input(), '+44');
    expect(chosen()).toBe('+44');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen()).toBe('+44');
    expect(input()).toHaveValue('+44');

    await user.clear(input());
    await user.type(input(), 'jord');
    const list = screen.getByRole('listbox');
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Jordan');
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('+962');
    expect(input()).toHaveValue('+962');
  });
});
