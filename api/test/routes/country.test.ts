import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { contract } from '../../src/lib/shared.ts';
import { createTestApp, errorOf, json, type TestApp } from '../helpers.ts';

describe('countries', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('GET /cmn/country maps every code to its English name', async () => {
    const res = await t.app.inject({ url: '/cmn/country', headers: { 'accept-language': 'en-US' } });
    assert.equal(res.statusCode, 200);
    const map = v.parse(contract.CountryMapSchema, json(res));
    assert.ok(Object.keys(map).length >= 230);
    assert.equal(map.C1570, 'South Korea');
    assert.equal(map.C1760, 'Syria');
    assert.equal(map.C1660, 'Lebanon');
    assert.equal(map.C0840, 'Jordan');
    assert.equal(map.C0620, 'Iraq');
    assert.equal(map.C0780, 'Egypt');
    assert.equal(map.C1810, 'Libya');
    assert.ok(Object.keys(map).every((k) => /^C\d{4}$/.test(k)));
  });

  it('GET /cmn/code/list?source=country lists codeVal, codeBuf2 (ISO alpha-2) and en', async () => {
    const res = await t.app.inject({ url: '/cmn/code/list?source=country' });
    assert.equal(res.statusCode, 200);
    const { list } = v.parse(contract.CodeListSchema, json(res));
    assert.ok(list.length >= 230);
    assert.deepEqual(list.find((c) => c.codeVal === 'C1570'), { codeVal: 'C1570', codeBuf2: 'KR', en: 'South Korea' });
    assert.equal(list.find((c) => c.codeBuf2 === 'GH')?.en, 'Ghana');
    const defaulted = await t.app.inject({ url: '/cmn/code/list' });
    assert.equal(json<{ list: unknown[] }>(defaulted).list.length, list.length, 'source defaults to country');
  });

  it('source=arvCountry lists destinations: every country but South Korea', async () => {
    const { list } = json<{ list: Array<{ codeVal: string }> }>(await t.app.inject({ url: '/cmn/code/list?source=arvCountry' }));
    assert.ok(list.length > 200);
    assert.ok(!list.some((c) => c.codeVal === 'C1570'));
  });

  it('answers 400 for an unknown source', async () => {
    const res = await t.app.inject({ url: '/cmn/code/list?source=currency' });
    assert.deepEqual(errorOf(res), { status: 400, errorCode: 'VALIDATION_FAILED', hasMessage: true });
  });
});
