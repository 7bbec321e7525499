/**
 * Query plans at scale (issue 27): every list query of the buyer side and the staff desk on a
 * large table (bookings, chat messages, sailings, spot offers, blog posts, users) can be served
 * by an index. On a database grown by the scaled seed (scale 1: 500 customers, 1,000 bookings,
 * 10,000 messages, 3,000 sailings, 50 posts, 100 offers), each query is built by the function its
 * route runs (not a copy) and EXPLAINed with `enable_seqscan = off`: the planner then scans a
 * table whole only when no index can serve the query, so a Seq Scan on one of those tables fails
 * the test (a missing index, or a condition written so that no index applies, such as a
 * computed date on the indexed column). Timings are the bench's (`--scale`); this test only looks
 * at plans, in about a second. PostgreSQL only: PGlite is what development runs, not production.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CompiledQuery, type Compilable, type Kysely, type RawBuilder } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../src/db/schema.ts';
import { SCALE_BUYER, seedScale } from '../../src/db/seed/scale.ts';
import { messagesQuery } from '../../src/lib/chat.ts';
import { contract } from '../../src/lib/shared.ts';
import { spotListQuery } from '../../src/lib/spot-offers.ts';
import { inboxQueries } from '../../src/lib/staff-inbox.ts';
import { boardListQueries } from '../../src/routes/board/index.ts';
import { scheduleCountQueries, scheduleListQueries } from '../../src/routes/freight/schedule.ts';
import { bookingListQueries } from '../../src/routes/my-booking/index.ts';
import { deskBookingListQueries } from '../../src/routes/staff/index.ts';
import { offerListQueries } from '../../src/routes/staff/offers.ts';
import { postListQueries } from '../../src/routes/staff/posts.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/** The tables that grow with the business: a whole scan of one of them is what this test refuses. */
const LARGE = new Set(['bookings', 'booking_inquiries', 'shipping_schedules', 'spot_freight', 'board_posts', 'users']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** A raw statement (compiled against a database) rather than a query builder. */
const isRaw = (q: Compilable | RawBuilder<unknown>): q is RawBuilder<unknown> => 'isRawBuilder' in q && q.isRawBuilder === true;

/** The large tables a plan reads whole (Seq Scan nodes, at any depth). */
function seqScans(node: PlanNode): string[] {
  const here = node['Node Type'] === 'Seq Scan' && node['Relation Name'] && LARGE.has(node['Relation Name']) ? [node['Relation Name']] : [];
  return [...here, ...(node.Plans ?? []).flatMap(seqScans)];
}

const onPostgres = Boolean(process.env.DATABASE_URL);
describe('list queries on large tables use an index (scale 1, seqscan off)', { skip: onPostgres ? false : 'PostgreSQL only (DATABASE_URL unset): production plans' }, () => {
  let t: TestApp;
  let buyerId = 0;
  let bookingId = 0;
  before(async () => {
    t = await createTestApp();
    await seedScale(t.app.db, { scale: 1 });
    buyerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', SCALE_BUYER.email).executeTakeFirstOrThrow()).id;
    bookingId = (await t.app.db.selectFrom('bookings').select('booking_id').where('user_id', '=', buyerId).orderBy('booking_id').executeTakeFirstOrThrow()).booking_id;
  });
  after(() => t?.close());

  /** The named queries, each as its route builds it, compiled. */
  function queries(db: Kysely<Database>): Array<[string, CompiledQuery]> {
    // Query builders compile alone; raw statements against the database.
    const compile = (q: Compilable | RawBuilder<unknown>) => (isRaw(q) ? q.compile(db) : q.compile());
    const named = (prefix: string, qs: Record<string, Compilable | RawBuilder<unknown>>) => Object.entries(qs).map(([k, q]): [string, CompiledQuery] => [`${prefix}: ${k}`, compile(q)]);
    const board = (query: Record<string, string>) => v.parse(contract.BoardListQuerySchema, query);
    const booking = (query: Record<string, string>) => v.parse(contract.BookingListQuerySchema, query);
    const offers = (query: Record<string, string>) => ({ statement: offerListQueries(db, v.parse(contract.StaffOfferListQuerySchema, query)).statement });
    const inbox = (query: Record<string, string>) => inboxQueries(v.parse(contract.StaffInboxQuerySchema, query));
    const schedule = (query: Record<string, string>) => v.parse(contract.ScheduleListQuerySchema, query);
    const deskBookings = (query: Record<string, string>) => deskBookingListQueries(db, v.parse(contract.StaffBookingListQuerySchema, query));
    const posts = (query: Record<string, string>) => ({ statement: postListQueries(db, v.parse(contract.StaffPostListQuerySchema, query)).statement });
    const C0570 = 'C0570';
    return [
      ['spot list', compile(spotListQuery(db))],
      ...named('blog list', boardListQueries(db, board({ page: '0', size: '8', langs: 'en', flagDisplay: 'Y' }), { staff: false })),
      ...named('blog list, staff', boardListQueries(db, board({ page: '0', size: '8' }), { staff: true })),
      ...named('schedule counts', scheduleCountQueries(db, { toCountryCode: '', vesselTypeCodeList: [] })),
      ...named('schedule counts, one country', scheduleCountQueries(db, { toCountryCode: C0570, vesselTypeCodeList: ['C020'] })),
      ...named('schedule page', scheduleListQueries(db, schedule({ size: '30', page: '1' }))),
      ...named('schedule page, one country', scheduleListQueries(db, schedule({ toCountryCode: C0570, size: '30', page: '1' }))),
      ...named('schedule page, type and line', scheduleListQueries(db, schedule({ vesselTypeCodeList: 'C020', shippingLineCodeList: 'C270', size: '30', page: '2' }))),
      ...named('booking list', bookingListQueries(db, buyerId, booking({}))),
      ...named('booking list, finished', bookingListQueries(db, buyerId, booking({ flagBookingProgress: 'false', page: '2' }))),
      ['chat', compile(messagesQuery(db, bookingId))],
      ...named('desk inbox', inbox({})),
      ...named('desk inbox, step and unread', inbox({ step: 'STEP1', unread: 'true' })),
      ...named('desk inbox, open chats', inbox({ chat: 'open' })),
      ...named('desk booking list', deskBookings({})),
      ...named('desk booking list, step', deskBookings({ bookingStep: 'STEP2' })),
      ...named('desk booking list, chat and step', deskBookings({ flagInquiry: 'true', bookingStep: 'STEP1' })),
      ...named('desk booking list, chat', deskBookings({ flagInquiry: 'false' })),
      ...named('desk offers', offers({})),
      ...named('desk offers, live', offers({ status: 'LIVE' })),
      ...named('desk offers, expired', offers({ status: 'EXPIRED', page: '2' })),
      ...named('desk offers, one destination', offers({ country: C0570 })),
      ...named('desk posts', posts({})),
      ...named('desk posts, published', posts({ status: 'PUBLISHED' })),
      ...named('desk posts, one language', posts({ lang: 'es', status: 'DRAFT' })),
    ];
  }

  it('plans no Seq Scan on bookings, chat messages, sailings, spot offers, blog posts or users', async () => {
    const found: string[] = [];
    let explained = 0;
    await t.app.db.connection().execute(async (conn) => {
      await conn.executeQuery(CompiledQuery.raw('set enable_seqscan = off'));
      try {
        for (const [name, { sql: text, parameters }] of queries(t.app.db)) {
          const { rows } = await conn.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(CompiledQuery.raw(`explain (format json) ${text}`, [...parameters]));
          const scans = seqScans(rows[0]!['QUERY PLAN'][0]!.Plan);
          if (scans.length) found.push(`${name}: Seq Scan on ${scans.join(', ')}`);
          explained++;
        }
      } finally {
        await conn.executeQuery(CompiledQuery.raw('reset enable_seqscan'));
      }
    });
    assert.ok(explained >= 40, `${explained} queries explained`);
    assert.deepEqual(found, [], 'a list query no index can serve');
  });
});
