import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { contract } from '../../src/lib/shared.ts';
import { createTestApp, errorOf, json, signIn, type TestApp } from '../helpers.ts';

describe('GET /cmn/user/badge', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('answers 401 when signed out', async () => {
    assert.deepEqual(errorOf(await t.app.inject({ url: '/cmn/user/badge' })), { status: 401, errorCode: 'UNAUTHENTICATED', hasMessage: true });
  });

  it("counts only the signed-in user's own bookings in STEP1..STEP4", async () => {
    const buyer = await signIn(t.app, 'buyer');
    const res = await t.app.inject({ url: '/cmn/user/badge', headers: { cookie: buyer } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(v.parse(contract.BadgeSchema, json(res)), { bookingCnt: 4 }, 'four in progress (STEP1..STEP4); the completed and the cancelled one are not counted');

    const tester = await signIn(t.app, 'test');
    assert.deepEqual(json(await t.app.inject({ url: '/cmn/user/badge', headers: { cookie: tester } })), { bookingCnt: 1 }, 'the cancelled one is not counted');

    const staff = await signIn(t.app, 'staff');
    assert.deepEqual(json(await t.app.inject({ url: '/cmn/user/badge', headers: { cookie: staff } })), { bookingCnt: 0 });
  });

  it('follows booking steps as they change', async () => {
    const buyer = await signIn(t.app, 'buyer');
    const user = await t.app.db.selectFrom('users').select('id').where('email', '=', 'demo.buyer@example.com').executeTakeFirstOrThrow();
    const open = await t.app.db.selectFrom('bookings').select('booking_id').where('user_id', '=', user.id).where('booking_step', '=', 'STEP1').executeTakeFirstOrThrow();
    await t.app.db.updateTable('bookings').set({ booking_step: 'CANCEL' }).where('booking_id', '=', open.booking_id).execute();
    assert.deepEqual(json(await t.app.inject({ url: '/cmn/user/badge', headers: { cookie: buyer } })), { bookingCnt: 3 });
    await t.app.db.updateTable('bookings').set({ booking_step: 'STEP1' }).where('booking_id', '=', open.booking_id).execute();
  });
});
