import { COUNTRIES, phoneCodeFor } from '../data';
import { COUNTRY_CODES, countryNameIn, iso2OfCode, localizedCountryOptions } from './index';
import * as english from './en';
import { COUNTRY_NAMES_ES_RU } from './codes.generated';
import { COUNTRY_NAMES_EN } from './en.generated';
import { phoneCodeOf } from './phone-codes';

it('is the full country table, reduced', () => {
  expect(COUNTRY_CODES.map(([code, iso2, name]) => `${code}${iso2}${name}`)).toEqual(COUNTRIES.map((c) => `${c.code}${c.iso2}${c.nameEn}`));
  expect(iso2OfCode('C1570')).toBe('KR');
  expect(iso2OfCode('C9999')).toBeUndefined();
});

it("the desk's English-only table is the same table: same codes, ISO codes and English names", () => {
  expect(COUNTRY_NAMES_EN).toEqual(COUNTRY_CODES.map(([code, iso2, name]) => [code, iso2, name]));
  // The Spanish and Russian names are joined to the English table by position: same codes, same order.
  expect(COUNTRY_NAMES_ES_RU.map(([code]) => code)).toEqual(COUNTRY_NAMES_EN.map(([code]) => code));
  expect(english.iso2OfCode('C1570')).toBe('KR');
  expect(english.countryNameEn('C0820')).toBe('Ghana');
  expect(english.countryNameEn('C9999', 'Elsewhere')).toBe('Elsewhere');
  expect(english.countryCodeOptions()[0]).toEqual({ value: 'C0010', label: 'Afghanistan', iso2: 'AF' });
});

it('names a country in the interface language, with the fallback for an unknown code', () => {
  expect(countryNameIn('C0780', 'en')).toBe('Egypt');
  expect(countryNameIn('C0780', 'es')).toBe('Egipto');
  expect(countryNameIn('C0780', 'ru')).toBe('Египет');
  expect(countryNameIn('C9999', 'ru', 'Nowhere')).toBe('Nowhere');
  const ru = localizedCountryOptions('ru');
  expect(ru).toHaveLength(COUNTRY_CODES.length);
  expect(ru[0]!.label.localeCompare(ru[1]!.label, 'ru')).toBeLessThan(0);
});

it('has the full table\'s calling code of every country', () => {
  for (const c of COUNTRIES) expect(phoneCodeOf(c.code)).toBe(phoneCodeFor(c.code));
  expect(phoneCodeOf('C0820')).toBe('233');
  expect(phoneCodeOf('C9999')).toBeUndefined();
  expect(phoneCodeOf('toString')).toBeUndefined();
  expect(phoneCodeOf(null)).toBeUndefined();
});
