// @no-database
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { data } from '../../src/lib/shared.ts';

describe('the shared country table', () => {
  it('has about 240 countries with unique C-codes and ISO codes', () => {
    const list = data.COUNTRIES;
    assert.ok(list.length >= 235 && list.length <= 252, String(list.length));
    assert.equal(new Set(list.map((c) => c.code)).size, list.length);
    assert.equal(new Set(list.map((c) => c.iso2)).size, list.length);
    for (const c of list) {
      assert.match(c.code, /^C\d{4}$/);
      assert.match(c.iso2, /^[A-Z]{2}$/);
      assert.match(c.iso3, /^[A-Z]{3}$/);
      assert.match(c.isoNumeric, /^\d{3}$/);
      assert.match(c.phoneCode, /^\d{1,4}$/, c.iso2);
      assert.ok(c.nameEn && c.nameKr && c.nameNative, c.iso2);
    }
  });

  it('keeps the fixed codes of the spec', () => {
    const fixed = { C1570: 'KR', C1760: 'SY', C1660: 'LB', C0840: 'JO', C0620: 'IQ', C0780: 'EG', C1810: 'LY' };
    for (const [code, iso2] of Object.entries(fixed)) assert.equal(data.countryByCode(code)?.iso2, iso2, code);
    assert.equal(data.KOREA_CODE, 'C1570');
    assert.deepEqual([...data.NOTICE_COUNTRY_CODES].sort(), ['C0620', 'C0780', 'C0840', 'C1660', 'C1760', 'C1810']);
  });

  it('looks countries up by code and ISO alpha-2, and gives calling codes', () => {
    assert.equal(data.countryByIso2('kr')?.nameKr, '대한민국');
    assert.equal(data.countryByIso2('GH')?.nameEn, 'Ghana');
    assert.equal(data.phoneCodeFor('C1570'), '82');
    assert.equal(data.countryByCode('C9999'), undefined);
    assert.equal(data.countryByCode(null), undefined);
    assert.equal(data.phoneCodeFor(undefined), undefined);
  });

  it('builds select options sorted by English name', () => {
    const options = data.countryOptions();
    assert.equal(options.length, data.COUNTRIES.length);
    const labels = options.map((o) => o.label.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase());
    assert.deepEqual(labels, [...labels].sort());
    assert.equal(data.countryOptions('ko').find((o) => o.value === 'C1570')?.label, '대한민국');
  });
});
