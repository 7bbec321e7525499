// @both-databases
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { addDays, isoDay } from '../../src/lib/dates.ts';
import { refreshDemoDates, seedIfEmpty } from '../../src/db/seed.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

const count = async (t: TestApp, table: 'users' | 'spot_freight' | 'board_posts' | 'bookings' | 'board_attachments' | 'booking_inquiries' | 'proforma_invoices') =>
  (await t.app.db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;

describe('demo seed', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('made the demo accounts, bookings, offers and posts', async () => {
    assert.equal(await count(t, 'users'), 3);
    assert.ok((await count(t, 'spot_freight')) >= 40);
    // 15 topics of the main seed and the 9 archive posts of the content seed, in three languages.
    assert.equal(await count(t, 'board_posts'), 72);
    assert.equal(await count(t, 'board_attachments'), 72);
    assert.equal(await count(t, 'bookings'), 8, 'the demo customer has one in every step; the test account two');
    assert.ok((await count(t, 'booking_inquiries')) >= 10);
    assert.equal(await count(t, 'proforma_invoices'), 5);
    const staff = await t.app.db.selectFrom('users').selectAll().where('role', '=', 'STAFF').execute();
    assert.deepEqual(staff.map((u) => u.email), ['staff@example.com']);
    const tester = await t.app.db.selectFrom('users').select('price_masked').where('email', '=', 'test@example.com').executeTakeFirstOrThrow();
    assert.equal(tester.price_masked, true);
  });

  it('tells one story a visitor can check (issue 28): each invoice bills its booking, each vessel sails for its line', async () => {
    const invoices = await t.app.db
      .selectFrom('proforma_invoices as p')
      .innerJoin('bookings as b', 'b.booking_id', 'p.booking_id')
      .select(['p.pi_id', 'p.memo', 'p.flag_del', 'p.downloadable', 'b.ocean_freight', 'b.surcharge', 'b.dpt_port_nm', 'b.arv_port_nm'])
      .select(sql<number>`(select coalesce(sum(total), 0) from proforma_invoice_items i where i.pi_id = p.pi_id)::int`.as('items_total'))
      .execute();
    const issued = invoices.filter((p) => !p.flag_del && p.downloadable);
    assert.ok(issued.length >= 3);
    for (const p of issued) {
      assert.equal(p.items_total, p.ocean_freight + p.surcharge, `P.I ${p.pi_id} adds up to its booking's freight`);
      for (const port of ['Incheon', 'Pyeongtaek', 'Busan']) if (p.memo.includes(port)) assert.equal(port, p.dpt_port_nm, `P.I ${p.pi_id} names the booking's port`);
    }
    // The P.I's issue date is the day its booking's "Invoice issued" milestone shows (they were two days apart).
    const issuedDays = await t.app.db
      .selectFrom('proforma_invoices as p')
      .innerJoin('booking_step_history as h', (j) => j.onRef('h.booking_id', '=', 'p.booking_id').on('h.booking_step', '=', 'STEP3'))
      .select(['p.pi_id', 'p.created_at as issued', 'h.created_at as milestone'])
      .where('p.flag_del', '=', false)
      .where('p.downloadable', '=', true)
      .execute();
    assert.equal(issuedDays.length, issued.length);
    for (const r of issuedDays) assert.equal(isoDay(new Date(r.issued)), isoDay(new Date(r.milestone)), `P.I ${r.pi_id} issued on its milestone's day`);
    const sailings = await t.app.db.selectFrom('shipping_schedules').select(['vessel_name', 'line_code']).execute();
    const prefixOf = new Map<string, Set<string>>();
    for (const r of sailings) prefixOf.set(r.line_code, (prefixOf.get(r.line_code) ?? new Set()).add(r.vessel_name.split(' ').slice(0, -1).join(' ')));
    assert.ok(prefixOf.size >= 15);
    for (const [line, prefixes] of prefixOf) assert.equal(prefixes.size, 1, `line ${line} names its vessels one way: ${[...prefixes].join(', ')}`);
    const firstWords = [...prefixOf.values()].map((s) => [...s][0]);
    assert.equal(new Set(firstWords).size, firstWords.length, 'no two lines share vessel names');
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await Promise.all((['users', 'spot_freight', 'board_posts', 'bookings'] as const).map((tbl) => count(t, tbl)));
    const result = await seedIfEmpty(t.app.db);
    assert.equal(result.seeded, false);
    const after = await Promise.all((['users', 'spot_freight', 'board_posts', 'bookings'] as const).map((tbl) => count(t, tbl)));
    assert.deepEqual(after, before);
  });

  it('fills the chat and invoice tables of a kept demo database that has users but no chats', async () => {
    await t.app.db.deleteFrom('proforma_invoices').execute();
    await t.app.db.deleteFrom('booking_inquiries').execute();
    const result = await seedIfEmpty(t.app.db);
    assert.equal(result.seeded, false, 'the users are kept');
    assert.ok((await count(t, 'booking_inquiries')) >= 10);
    assert.equal(await count(t, 'proforma_invoices'), 5);
    assert.equal(await count(t, 'bookings'), 8, 'no second set of bookings');
  });

  it('moves the offers forward when a kept demo starts on a later day', async () => {
    const day = (r: { d: string }) => r.d;
    const read = () =>
      t.app.db
        .selectFrom('spot_freight')
        .select(sql<string>`to_char(deposit_expiration_date, 'YYYY-MM-DD')`.as('d'))
        .orderBy('fre_rate_legacy_id')
        .execute();
    const before = (await read()).map(day);
    assert.equal(await refreshDemoDates(t.app.db), 0, 'same day: nothing to do');
    const threeDaysLater = addDays(new Date(), 3);
    assert.equal(await refreshDemoDates(t.app.db, threeDaysLater), 3);
    const after = (await read()).map(day);
    assert.deepEqual(after, before.map((d) => isoDay(addDays(new Date(`${d}T12:00:00`), 3))));
    assert.equal(await refreshDemoDates(t.app.db, threeDaysLater), 0, 'only once');
  });
});
