import { countryFromSuffix, englishNameOf, nextPage, toggleCode } from './model';

describe('multi-select filters (spec 2 section 4)', () => {
  const types = ['C010', 'C020', 'C050'];
  it('adds and removes a code; All is the empty list', () => {
    expect(toggleCode([], 'C010', types)).toEqual(['C010']);
    expect(toggleCode(['C010', 'C020'], 'C010', types)).toEqual(['C020']);
    expect(toggleCode(['C020'], 'C020', types)).toEqual([]);
  });
  it('selecting every available code clears the filter', () => {
    expect(toggleCode(['C010', 'C020'], 'C050', types)).toEqual([]);
  });
  it('a single available line is not cleared when chosen', () => {
    expect(toggleCode([], 'C230', ['C230'])).toEqual(['C230']);
  });
});

describe('pages of 30', () => {
  it('has a next page while it is at most ceil(total / 30)', () => {
    expect(nextPage(1, 61)).toBe(2);
    expect(nextPage(2, 61)).toBe(3);
    expect(nextPage(3, 61)).toBeUndefined();
    expect(nextPage(1, 30)).toBeUndefined();
    expect(nextPage(0, 0)).toBeUndefined();
  });
});

describe('destination suffix', () => {
  it('reads South-Korea-to-{country-name} with hyphens for spaces, any case', () => {
    expect(countryFromSuffix('South-Korea-to-Ghana')).toBe('C0820');
    expect(countryFromSuffix('South-Korea-to-dominican-republic')).toBe(countryFromSuffix('South-Korea-to-Dominican-Republic'));
    expect(countryFromSuffix('South-Korea-to-Atlantis')).toBeNull();
    expect(countryFromSuffix('Ghana')).toBeNull();
    expect(countryFromSuffix(undefined)).toBeNull();
    expect(englishNameOf('C0820')).toBe('Ghana');
  });
});
