import { activeFilterCount, filtersToQuery, readFilters } from './use-inbox-filters';

it('reads every filter with the contract rules, and writes them back the same', () => {
  const params = new URLSearchParams('step=COMPLETE&chat=ended&unread=true&country=C1570&cargoType=BULK&from=2026-01-01&to=2026-01-31&q=+Kim+');
  const filters = readFilters(params);
  expect(filters).toEqual({ step: 'COMPLETE', chat: 'ended', unread: true, country: 'C1570', cargoType: 'BULK', from: '2026-01-01', to: '2026-01-31', q: 'Kim' });
  expect(filtersToQuery(filters)).toEqual({ step: 'COMPLETE', chat: 'ended', unread: 'true', country: 'C1570', cargoType: 'BULK', from: '2026-01-01', to: '2026-01-31', q: 'Kim' });
  expect(activeFilterCount(filters)).toBe(7);
});

it('drops malformed values, unread=false, a blank keyword and a start after the end', () => {
  expect(readFilters(new URLSearchParams('step=x&chat=&unread=false&country=GH&cargoType=roro&from=2026-02-01&to=2026-01-01&q=%20%20'))).toEqual({ to: '2026-01-01' });
  expect(readFilters(new URLSearchParams(`q=${'a'.repeat(101)}`))).toEqual({});
});
