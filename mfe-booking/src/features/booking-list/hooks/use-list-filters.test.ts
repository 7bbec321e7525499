import { hasFilters, keywordToId, readFilters } from './use-list-filters';

it('keyword: digits only, above 2147483647 ignored, zero clears (spec 2 section 5)', () => {
  expect(keywordToId('1024')).toBe('1024');
  expect(keywordToId('10a24')).toBe('1024');
  expect(keywordToId('2147483647')).toBe('2147483647');
  expect(keywordToId('2147483648')).toBeNull();
  expect(keywordToId('0')).toBe('');
  expect(keywordToId('')).toBe('');
});

it('reads the filters from the query string; flagBookingProgress defaults to true', () => {
  expect(readFilters(new URLSearchParams(''))).toEqual({ flagBookingProgress: true, regDtmS: undefined, regDtmE: undefined, cargoType: undefined, flagInquiry: undefined, bookingId: undefined });
  const f = readFilters(new URLSearchParams('regDtmS=2026.01.01&regDtmE=2026.02.01&cargoType=CONT&flagBookingProgress=false&flagInquiry=true&bookingId=12'));
  expect(f).toEqual({ regDtmS: '2026.01.01', regDtmE: '2026.02.01', cargoType: 'CONT', flagBookingProgress: false, flagInquiry: true, bookingId: 12 });
  expect(hasFilters(f)).toBe(true);
});

it('leaves out malformed filters instead of sending them', () => {
  const f = readFilters(new URLSearchParams('regDtmS=2026-01-01&cargoType=SHIP&bookingId=99999999999&flagInquiry=yes'));
  expect(f).toEqual({ flagBookingProgress: true, regDtmS: undefined, regDtmE: undefined, cargoType: undefined, flagInquiry: undefined, bookingId: undefined });
  expect(hasFilters(f)).toBe(false);
  expect(readFilters(new URLSearchParams('regDtmS=2026.03.01&regDtmE=2026.02.01')).regDtmS).toBeUndefined();
});
