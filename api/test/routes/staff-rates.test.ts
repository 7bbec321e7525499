/**
 * Quotation rates from the staff desk (issue 24): a port's rates from every port of loading and
 * the quote settings; a change of a rate or a setting is kept with the staff member and its
 * values before and after; the wizard quotes with the new values at once, while a booking made
 * from a quote computed before keeps that quote's price (for as long as the quote holds); bad
 * values are refused with a clear message and change nothing; a visitor gets 401, a customer 403.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { contract } from '../../src/lib/shared.ts';
import { createTestApp, DEMO_ACCOUNTS, json, signIn, type TestApp } from '../helpers.ts';

const item = { category: 'CAR', loadingWeight: 1.4, year: 2019, make: 'Hyundai', model: 'Tucson', detailedModel: '2.0 CRDi', fuel: 'DIESEL', runs: false, services: ['INSPECTION'], containerSize: null };
const route = { dptPort: 'KRPTK', arvPort: 'GHTEM', cargoType: 'RORO', item };

describe('quotation rates from the staff desk', () => {
  let t: TestApp;
  let staff: string;
  let buyer: string;
  before(async () => {
    t = await createTestApp();
    staff = await signIn(t.app, 'staff');
    buyer = await signIn(t.app, 'buyer');
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, cookie: string | null = staff) =>
    t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
  const rates = async () => {
    const res = await call('GET', '/staff/rates?arvPort=GHTEM');
    assert.equal(res.statusCode, 200, res.body);
    return v.parse(contract.StaffRatesSchema, json(res));
  };
  const quote = async () => v.parse(contract.QuoteAnswerSchema, json(await call('POST', '/svc/quote', route, null)));
  const book = async (quotedAt?: string) => {
    const res = await call('POST', '/svc/booking/quote', { quote: route, email: DEMO_ACCOUNTS.buyer.email, memo: '', curr: 'USD', currRate: 0, currDate: '', quotedAt }, null);
    assert.equal(res.statusCode, 200, res.body);
    const id = json<{ data: number }>(res).data;
    return (await t.app.db.selectFrom('bookings').select('ocean_freight').where('booking_id', '=', id).executeTakeFirstOrThrow()).ocean_freight;
  };

  it("lists a port's rates from every port of loading and the quote settings", async () => {
    const r = await rates();
    assert.equal(r.rates.length, 3 * 7);
    assert.deepEqual([...new Set(r.rates.map((x) => x.dptPort))].sort(), ['KRINC', 'KRPTK', 'KRPUS']);
    assert.ok(r.rates.every((x) => x.arvPort === 'GHTEM' && x.baseUsd > 0));
    assert.deepEqual(Object.fromEntries(r.settings.map((s) => [s.key, s.value])), { INSPECTION: 60, DOCUMENTS: 80, NON_RUNNER: 150, KOREA_INLAND: 180, EXPORT_CUSTOMS: 90, VALID_DAYS: 7 });
  });

  it('quotes with a new rate at once; a booking from the earlier quote keeps its price', async () => {
    const earlier = await quote();
    const car = (await rates()).rates.find((x) => x.dptPort === 'KRPTK' && x.sizeOrCategory === 'CAR')!;
    const res = await call('PUT', '/staff/rate', { dptPort: 'KRPTK', arvPort: 'GHTEM', cargoType: 'RORO', sizeOrCategory: 'CAR', baseUsd: car.baseUsd + 200, perTonUsd: car.perTonUsd });
    assert.equal(res.statusCode, 200, res.body);
    const set = await call('PUT', '/staff/quote-setting', { key: 'NON_RUNNER', value: 175 });
    assert.equal(set.statusCode, 200, set.body);
    const later = await quote();
    assert.equal(later.totalUsd, earlier.totalUsd + 200 + 25);
    assert.equal(await book(earlier.quotedAt), earlier.totalUsd);
    assert.equal(await book(later.quotedAt), later.totalUsd);
    assert.equal(await book(), later.totalUsd, 'without a quote time: the rates of now');
    // A quote older than the days a quote holds is priced now; a time in the future is ignored.
    assert.equal(await book(new Date(Date.now() - 8 * 86_400_000).toISOString()), later.totalUsd);
    assert.equal(await book(new Date(Date.now() + 86_400_000).toISOString()), later.totalUsd);

    const after = await rates();
    const changed = after.rates.find((x) => x.dptPort === 'KRPTK' && x.sizeOrCategory === 'CAR')!;
    assert.equal(changed.updatedBy?.name, 'Mina Park');
    assert.deepEqual(
      after.changes.slice(0, 2).map((c) => [c.subject, c.before, c.after, c.staff?.name]),
      [
        ['NON_RUNNER', '150', '175', 'Mina Park'],
        ['KRPTK GHTEM RORO CAR', `${car.baseUsd} / ${car.perTonUsd}`, `${car.baseUsd + 200} / ${car.perTonUsd}`, 'Mina Park'],
      ],
    );
    // The same values again: nothing changes, nothing is recorded.
    const again = await call('PUT', '/staff/quote-setting', { key: 'NON_RUNNER', value: 175 });
    assert.equal(json<{ changed: boolean }>(again).changed, false);
    assert.equal((await rates()).changes.length, after.changes.length);
  });

  it('refuses what makes no sense, and changes nothing', async () => {
    const before = await rates();
    const bad: Array<[string, unknown, RegExp]> = [
      ['/staff/rate', { dptPort: 'KRPTK', arvPort: 'GHTEM', cargoType: 'RORO', sizeOrCategory: 'CAR', baseUsd: -5, perTonUsd: 0 }, /baseUsd/],
      ['/staff/rate', { dptPort: 'KRPTK', arvPort: 'GHTEM', cargoType: 'RORO', sizeOrCategory: 'CAR', baseUsd: 0, perTonUsd: 0 }, /baseUsd/],
      ['/staff/rate', { dptPort: 'KRPTK', arvPort: 'GHTEM', cargoType: 'RORO', sizeOrCategory: 'CAR', baseUsd: 12.5, perTonUsd: 0 }, /baseUsd/],
      ['/staff/rate', { dptPort: 'KRPTK', arvPort: 'GHTEM', cargoType: 'CONT', sizeOrCategory: 'CAR', baseUsd: 900, perTonUsd: 0 }, /CONT rates are for FT20, HQ40/],
      ['/staff/quote-setting', { key: 'VALID_DAYS', value: 0 }, /1 to 60 days/],
      ['/staff/quote-setting', { key: 'NON_RUNNER', value: -1 }, /value/],
      ['/staff/quote-setting', { key: 'FREE_LUNCH', value: 1 }, /key/],
    ];
    for (const [url, body, message] of bad) {
      const res = await call('PUT', url, body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.match(String(json(res).message), message);
    }
    assert.equal((await call('PUT', '/staff/rate', { dptPort: 'KRPTK', arvPort: 'KRPUS', cargoType: 'RORO', sizeOrCategory: 'CAR', baseUsd: 900, perTonUsd: 0 })).statusCode, 404);
    assert.equal((await call('GET', '/staff/rates?arvPort=KRPUS')).statusCode, 404);
    assert.deepEqual(await rates(), before);
  });

  it('answers a visitor 401 and a customer 403', async () => {
    for (const [method, url, body] of [
      ['GET', '/staff/rates?arvPort=GHTEM', undefined],
      ['PUT', '/staff/rate', { dptPort: 'KRPTK', arvPort: 'GHTEM', cargoType: 'RORO', sizeOrCategory: 'CAR', baseUsd: 1, perTonUsd: 0 }],
      ['PUT', '/staff/quote-setting', { key: 'NON_RUNNER', value: 1 }],
    ] as const) {
      assert.equal((await call(method, url, body, null)).statusCode, 401);
      assert.equal((await call(method, url, body, buyer)).statusCode, 403);
    }
  });
});
