// @both-databases
/**
 * booking_step_counts is updated at commit (migration 0026, issue 27): chat posts to different
 * bookings of one step no longer wait for one another on the step's row, and the counts stay right.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../helpers.ts';

describe("the steps' counters, kept at commit", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const counts = async () => (await sql<{ booking_step: string; unread_msgs: number }>`select booking_step, unread_msgs from booking_step_counts order by booking_step`.execute(t.app.db)).rows;

  it("its triggers on bookings are deferred constraint triggers, and a customer's message still counts once committed", async () => {
    const { rows } = await sql<{ tgname: string; deferrable: boolean; deferred: boolean }>`
      select tgname, tgdeferrable as deferrable, tginitdeferred as deferred from pg_trigger where tgname like 'bookings_step_count_%' order by tgname`.execute(t.app.db);
    assert.deepEqual(rows.map((r) => [r.tgname, r.deferrable, r.deferred]), [
      ['bookings_step_count_delete', true, true],
      ['bookings_step_count_insert', true, true],
      ['bookings_step_count_update', true, true],
    ]);
    const user = await t.app.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.buyer.email).executeTakeFirstOrThrow();
    const booking = await t.app.db.selectFrom('bookings').select(['booking_id', 'booking_step']).where('user_id', '=', user.id).where('flag_inquiry', '=', true).orderBy('booking_id').executeTakeFirstOrThrow();
    const before = (await counts()).find((c) => c.booking_step === booking.booking_step)?.unread_msgs ?? 0;
    await t.app.db.insertInto('booking_inquiries').values({ booking_id: booking.booking_id, user_id: user.id, from_staff: false, content: 'Counted at commit' }).execute();
    assert.equal((await counts()).find((c) => c.booking_step === booking.booking_step)?.unread_msgs, before + 1);
  });

  it('on PostgreSQL: two customers posting to bookings of one step do not wait for each other before they commit', { skip: !process.env.DATABASE_URL }, async () => {
    const { rows: two } = await sql<{ booking_id: number; user_id: number; booking_step: string }>`
      select booking_id, user_id, booking_step from bookings
      where not flag_del and booking_step = (select booking_step from bookings where not flag_del group by booking_step having count(*) >= 2 limit 1)
      order by booking_id limit 2`.execute(t.app.db);
    assert.equal(two.length, 2, 'two bookings of one step');
    const step = two[0]!.booking_step;
    const before = (await counts()).find((c) => c.booking_step === step)!.unread_msgs;
    const a = new pg.Client({ connectionString: t.config.databaseUrl });
    const b = new pg.Client({ connectionString: t.config.databaseUrl });
    await a.connect();
    await b.connect();
    try {
      const post = (c: pg.Client, row: (typeof two)[number]) => c.query('insert into booking_inquiries (booking_id, user_id, from_staff, content) values ($1, $2, false, $3)', [row.booking_id, row.user_id, 'At once']);
      await a.query('begin');
      await b.query('begin');
      // A wait for the other's lock would fail this statement after 1 s.
      await b.query(`set local lock_timeout = '1s'`);
      await post(a, two[0]!);
      await post(b, two[1]!);
      await b.query('commit');
      await a.query('commit');
    } finally {
      await a.end();
      await b.end();
    }
    assert.equal((await counts()).find((c) => c.booking_step === step)!.unread_msgs, before + 2);
  });
});
