import { COUNTRIES } from '../data';
import { COUNTRY_CODES, iso2OfCode } from './index';

it('is the full country table, reduced', () => {
  expect(COUNTRY_CODES.map(([code, iso2, name]) => `${code}${iso2}${name}`)).toEqual(COUNTRIES.map((c) => `${c.code}${c.iso2}${c.nameEn}`));
  expect(iso2OfCode('C1570')).toBe('KR');
  expect(iso2OfCode('C9999')).toBeUndefined();
});
