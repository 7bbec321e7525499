import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { contract, type SpotList } from '../../src/lib/shared.ts';
import { createTestApp, DEMO_ACCOUNTS, errorOf, json, type TestApp } from '../helpers.ts';

describe('spot bookings: POST /svc/booking/simple and GET /svc/booking', () => {
  let t: TestApp;
  let offers: SpotList['list'];
  before(async () => {
    t = await createTestApp();
    offers = v.parse(contract.SpotListSchema, json(await t.app.inject({ url: '/svc/freight/spot/list' }))).list;
  });
  after(() => t.close());

  const today = new Date().toISOString().slice(0, 10);
  const activeOffer = () => offers.find((o) => o.isActive && o.depositExpirationDate > today && o.costDisplay !== null && o.cargoType === 'CONT')!;
  const bodyFor = (o: SpotList['list'][number], extra: Record<string, unknown> = {}) => ({
    cargoType: o.cargoType,
    dptCountry: o.dptCountry,
    dptPort: o.dptPort,
    arvCountry: o.arvCountry,
    arvPort: o.arvPort,
    email: DEMO_ACCOUNTS.buyer.email,
    itemList: [{ cargoSize: o.cargoSize, tradeCondition: o.tradeCondition, freRateLegacyId: o.freRateLegacyId, itemDetail: 'Hyundai Tucson 2019' }],
    memo: 'Please call before loading.',
    flagSpot: true,
    curr: 'USD',
    currRate: 0,
    currDate: '',
    ...extra,
  });
  const book = (payload: unknown) => t.app.inject({ method: 'POST', url: '/svc/booking/simple', payload: payload as object });

  it('creates a STEP1 booking for the account of the email and the confirmation page reads it back', async () => {
    const o = activeOffer();
    const res = await book(bodyFor(o, { curr: 'EUR', currRate: 0.92, currDate: '20261125' }));
    assert.equal(res.statusCode, 200, res.body);
    const { data: bookingId } = v.parse(contract.SimpleBookingAnswerSchema, json(res));
    const got = await t.app.inject({ url: `/svc/booking?bookingId=${bookingId}&email=${encodeURIComponent(DEMO_ACCOUNTS.buyer.email.toUpperCase())}` });
    assert.equal(got.statusCode, 200, got.body);
    assert.equal(got.headers['cache-control'], 'no-store');
    const b = v.parse(contract.BookingDetailSchema, json(got));
    assert.equal(b.bookingId, bookingId);
    assert.equal(b.bookingStep, 'STEP1');
    assert.equal(b.cargoType, 'CONT');
    assert.equal(b.arvPortNm, o.arvPortNm);
    assert.equal(b.dptPortNm, o.dptPortNm);
    assert.deepEqual(b.itemList, [{ itemName: o.vehicleCategory, itemDetail: 'Hyundai Tucson 2019', cargoSize: o.cargoSize }]);
    assert.equal(b.memo.content, 'Please call before loading.');
    assert.deepEqual(b.freight, { oceanFreight: o.costDisplay, surcharge: 0, total: o.costDisplay });
    assert.equal(b.curr, 'EUR');
    assert.equal(b.currRate, 0.92);
    assert.equal(b.regUser.name, DEMO_ACCOUNTS.buyer.name);
    assert.deepEqual(b.milestones.map((m) => m.bookingStep), ['STEP1']);
  });

  it('answers the same booking for a repeated requestId, also when the submits race', async () => {
    const o = activeOffer();
    const payload = bodyFor(o, { requestId: 'req-0123456789abcdef' });
    const results = await Promise.all([book(payload), book(payload), book(payload)]);
    const ids = results.map((r) => {
      assert.equal(r.statusCode, 200, r.body);
      return json<{ data: number }>(r).data;
    });
    assert.equal(new Set(ids).size, 1, `one booking, got ${ids.join(', ')}`);
    const again = await book(payload);
    assert.equal(json<{ data: number }>(again).data, ids[0]);
  });

  it('refuses a sold-out offer (409), an unknown offer or email (404) and a request that does not match the offer (400)', async () => {
    const sold = offers.find((o) => !o.isActive)!;
    assert.deepEqual(errorOf(await book(bodyFor(sold))), { status: 409, errorCode: 'OFFER_NOT_ACTIVE', hasMessage: true });
    const expired = offers.find((o) => o.isActive && o.depositExpirationDate < new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10))!;
    assert.deepEqual(errorOf(await book(bodyFor(expired))), { status: 409, errorCode: 'OFFER_NOT_ACTIVE', hasMessage: true });
    const o = activeOffer();
    const unknown = bodyFor(o);
    unknown.itemList[0]!.freRateLegacyId = 999999;
    assert.deepEqual(errorOf(await book(unknown)), { status: 404, errorCode: 'OFFER_NOT_FOUND', hasMessage: true });
    assert.deepEqual(errorOf(await book(bodyFor(o, { email: 'nobody@example.com' }))), { status: 404, errorCode: 'USER_NOT_FOUND', hasMessage: true });
    assert.deepEqual(errorOf(await book(bodyFor(o, { arvPort: 'XXAAA' }))), { status: 400, errorCode: 'OFFER_MISMATCH', hasMessage: true });
  });

  it('answers 400 for bad bodies and inconsistent currency fields, never 500', async () => {
    const o = activeOffer();
    for (const payload of [
      {},
      bodyFor(o, { itemList: [] }),
      bodyFor(o, { cargoType: 'BULK' }),
      bodyFor(o, { email: 'not-an-email' }),
      bodyFor(o, { curr: 'EUR', currRate: 0, currDate: '' }),
      bodyFor(o, { curr: 'USD', currRate: 0.9, currDate: '20261125' }),
      bodyFor(o, { requestId: 'short' }),
      bodyFor(o, { memo: 'x'.repeat(2001) }),
    ]) {
      const res = await book(payload);
      assert.equal(res.statusCode, 400, `${JSON.stringify(payload).slice(0, 80)} -> ${res.statusCode} ${res.body}`);
    }
  });

  it('GET /svc/booking answers 404 for another email or an unknown id, 400 for bad queries', async () => {
    const res = await book(bodyFor(activeOffer()));
    const { data: id } = json<{ data: number }>(res);
    assert.deepEqual(errorOf(await t.app.inject({ url: `/svc/booking?bookingId=${id}&email=${encodeURIComponent(DEMO_ACCOUNTS.test.email)}` })), {
      status: 404,
      errorCode: 'BOOKING_NOT_FOUND',
      hasMessage: true,
    });
    assert.equal((await t.app.inject({ url: `/svc/booking?bookingId=99999999&email=a%40b.co` })).statusCode, 404);
    for (const qs of ['', '?bookingId=abc&email=a%40b.co', '?bookingId=0&email=a%40b.co', '?bookingId=99999999999&email=a%40b.co', `?bookingId=${id}`]) {
      assert.equal((await t.app.inject({ url: `/svc/booking${qs}` })).statusCode, 400, qs);
    }
  });

  it('the seed gives the demo bookings ports, items and their milestones', async () => {
    const rows = await t.app.db.selectFrom('bookings').select(['booking_id', 'booking_step']).where('flag_spot', '=', true).orderBy('booking_id').limit(6).execute();
    const complete = rows.find((r) => r.booking_step === 'COMPLETE')!;
    const items = await t.app.db.selectFrom('booking_items').selectAll().where('booking_id', '=', complete.booking_id).execute();
    assert.equal(items.length, 1);
    const history = await t.app.db.selectFrom('booking_step_history').select('booking_step').where('booking_id', '=', complete.booking_id).orderBy('created_at').execute();
    assert.deepEqual(history.map((h) => h.booking_step), ['STEP1', 'STEP2', 'STEP3', 'STEP4', 'COMPLETE']);
  });

  it('the database accepts every shipping type of the spec (RORO, CONT, CONS, BULK)', async () => {
    const user = await t.app.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.buyer.email).executeTakeFirstOrThrow();
    for (const cargo_type of ['RORO', 'CONT', 'CONS', 'BULK'] as const) {
      await t.app.db.insertInto('bookings').values({ user_id: user.id, booking_step: 'STEP1', cargo_type, arv_country: null, fre_rate_legacy_id: null, request_id: null }).execute();
    }
    await assert.rejects(t.app.db.insertInto('bookings').values({ user_id: user.id, booking_step: 'STEP1', cargo_type: 'SHIP' as 'RORO', arv_country: null, fre_rate_legacy_id: null, request_id: null }).execute());
  });
});
