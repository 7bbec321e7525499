import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Select, filterOptionsByPrefix, type SelectOption } from './select';

const countries: SelectOption[] = [
  { value: 'C0100', label: 'Canada' },
  { value: 'C0200', label: 'Chile' },
  { value: 'C0300', label: "Côte d'Ivoire" },
  { value: 'C0400', label: 'Kazakhstan' },
  { value: 'C0500', label: 'Kenya' },
  { value: 'C0600', label: 'Nigeria' },
];

function Harness({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <I18nProvider i18n={i18n}>
      <Select
        label="Country"
        options={countries}
        value={value}
        placeholder="Select a country"
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <output>{value || 'none'}</output>
    </I18nProvider>
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('filterOptionsByPrefix', () => {
  it('keeps labels starting with the query, ignoring case and accents', () => {
    expect(filterOptionsByPrefix(countries, 'ke').map((o) => o.label)).toEqual(['Kenya']);
    expect(filterOptionsByPrefix(countries, 'CO').map((o) => o.label)).toEqual(["Côte d'Ivoire"]);
    expect(filterOptionsByPrefix(countries, 'ya')).toEqual([]);
    expect(filterOptionsByPrefix(countries, '  ')).toHaveLength(countries.length);
  });
});

describe('Select', () => {
  it('filters the options by the typed prefix and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    expect(box.getAttribute('aria-expanded')).toBe('false');

    await user.type(box, 'k');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual(['Kazakhstan', 'Kenya']);
    await user.type(box, 'e');
    expect(optionNames()).toEqual(['Kenya']);
    // The first match is active, so Enter takes it.
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Kenya' }).id);
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenCalledWith('C0500');
    expect((box as HTMLInputElement).value).toBe('Kenya');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('C0500')).toBeTruthy();
  });

  it('moves the active option with ArrowDown/ArrowUp and announces it through aria-activedescendant', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    box.focus();
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toHaveLength(countries.length);
    const activeName = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(activeName()).toBe('Canada');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeName()).toBe("Côte d'Ivoire");
    await user.keyboard('{ArrowUp}');
    expect(activeName()).toBe('Chile');
    await user.keyboard('{Enter}');
    expect(screen.getByText('C0200')).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('Chile');
    // Reopening starts on the chosen option, which is marked selected.
    await user.keyboard('{ArrowDown}');
    expect(activeName()).toBe('Chile');
    expect(screen.getByRole('option', { name: 'Chile' }).getAttribute('aria-selected')).toBe('true');
  });

  it('Escape closes the list and restores the chosen label', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    await user.click(box);
    await user.click(screen.getByRole('option', { name: 'Nigeria' }));
    expect((box as HTMLInputElement).value).toBe('Nigeria');
    expect(screen.getByText('C0600')).toBeTruthy();

    await user.clear(box);
    await user.type(box, 'ca');
    expect(optionNames()).toEqual(['Canada']);
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect((box as HTMLInputElement).value).toBe('Nigeria');
    expect(screen.getByText('C0600')).toBeTruthy();
  });

  it('a click on a chosen value lets typing start a new search (issue 28: no "NigeriaKe")', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement;
    await user.click(box);
    await user.click(screen.getByRole('option', { name: 'Nigeria' }));
    expect(box.value).toBe('Nigeria');

    await user.click(box);
    await user.keyboard('Ke');
    expect(box.value).toBe('Ke');
    expect(optionNames()).toEqual(['Kenya']);
    await user.keyboard('{Enter}');
    expect(screen.getByText('C0500')).toBeTruthy();
  });

  it('says when nothing matches and keeps the value on blur', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    await user.type(box, 'zz');
    expect(optionNames()).toEqual([]);
    expect(screen.getByText('No matching options')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(screen.getByText('none')).toBeTruthy();
    await user.tab();
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('takes an exactly typed label on blur', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'chile');
    await user.tab();
    expect(screen.getByText('C0200')).toBeTruthy();
  });

  it('shows an error and marks the field invalid', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Select label="Country" options={countries} value="" onChange={() => undefined} error="This field is required" />
      </I18nProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'Country' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This field is required');
  });
});
