import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { isoDay } from '../../src/lib/dates.ts';
import { contract, type SpotList } from '../../src/lib/shared.ts';
import { createTestApp, errorOf, json, signIn, type TestApp } from '../helpers.ts';

describe('GET /svc/freight/spot/list', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const spots = async (qs = '', cookie?: string): Promise<SpotList> => {
    const res = await t.app.inject({ url: `/svc/freight/spot/list${qs}`, headers: cookie ? { cookie } : {} });
    assert.equal(res.statusCode, 200, res.body);
    return v.parse(contract.SpotListSchema, json(res));
  };

  it('lists every offer in the contract shape: 40+ offers to 20+ countries from Korea', async () => {
    const { list } = await spots('?userCountry=C0820');
    assert.ok(list.length >= 40, `${list.length} offers`);
    assert.ok(new Set(list.map((s) => s.arvCountry)).size >= 20);
    assert.ok(list.every((s) => s.dptCountry === 'C1570' && s.dptCountryNm === 'South Korea'));
    assert.deepEqual(new Set(list.map((s) => s.dptPortNm)), new Set(['Incheon', 'Pyeongtaek', 'Busan']));
    assert.ok(list.every((s) => /^\d{4}-\d{2}-\d{2}$/.test(s.depositExpirationDate) && /^\d{4}-\d{2}-\d{2}$/.test(s.dptEstimateDate)));
    assert.ok(list.every((s) => /^C(0[3-9]0|[12]\d0|300)$/.test(s.freLine) && s.freLineNm.length > 0));
    assert.ok(list.every((s) => s.paymentMethod === 'T/T (Bank Transfer)'));
    assert.ok(list.every((s) => (s.cargoType === 'RORO') === (s.cargoSize === null)), 'RoRo is priced per unit; containers have a size');
    assert.deepEqual(new Set(list.map((s) => s.tradeCondition)), new Set(['FOB', 'CFR', 'EXW']));
    assert.equal(new Set(list.map((s) => s.freRateLegacyId)).size, list.length);
  });

  it('covers the card states: active, sold out, expiring today, expired, price on request', async () => {
    const { list } = await spots();
    const today = isoDay(new Date());
    const yesterday = isoDay(new Date(Date.now() - 86_400_000));
    assert.ok(list.filter((s) => s.isActive && s.depositExpirationDate > today).length >= 20, 'active');
    assert.ok(list.filter((s) => !s.isActive).length >= 3, 'sold out');
    assert.ok(list.filter((s) => s.depositExpirationDate === today).length >= 2, 'expiring today');
    assert.ok(list.filter((s) => s.depositExpirationDate < yesterday).length >= 3, 'expired (the card must be hidden)');
    assert.ok(list.filter((s) => s.costDisplay === null).length >= 2, 'price on request');
    assert.ok(list.filter((s) => s.costDisplay !== null).length >= 30);
  });

  it('shows prices to visitors and to the demo customer', async () => {
    const anonymous = await spots('?userCountry=C0820');
    const buyer = await spots('?userCountry=C0820', await signIn(t.app, 'buyer'));
    assert.deepEqual(buyer.list.map((s) => s.costDisplay), anonymous.list.map((s) => s.costDisplay));
    assert.ok(buyer.list.some((s) => typeof s.costDisplay === 'number'));
    const noCountry = await spots();
    assert.ok(noCountry.list.some((s) => typeof s.costDisplay === 'number'));
  });

  it('masks every price for the test account and for visitors in South Korea', async () => {
    const tester = await spots('?userCountry=C0820', await signIn(t.app, 'test'));
    assert.ok(tester.list.every((s) => s.costDisplay === null));
    const korea = await spots('?userCountry=C1570');
    assert.ok(korea.list.every((s) => s.costDisplay === null));
    assert.ok(korea.list.length >= 40, 'offers are still listed');
  });

  it('answers 400 for a malformed userCountry', async () => {
    for (const qs of ['?userCountry=KR', '?userCountry=C15700', '?userCountry=c1570', '?userCountry=']) {
      const res = await t.app.inject({ url: `/svc/freight/spot/list${qs}` });
      assert.deepEqual(errorOf(res), { status: 400, errorCode: 'VALIDATION_FAILED', hasMessage: true }, qs);
    }
  });
});
