// @both-databases
/**
 * Live streams (issue 22, plugins/live-streams.ts): a stream ends with its session whatever
 * ended it, streams are capped per session and per user, heartbeats flow, idle streams end, and
 * a message reaches every stream of a process for one read. Server-sent events need a real
 * socket: each app listens on an ephemeral port and the tests read with fetch.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { buildApp } from '../src/app.ts';
import { sha256Hex } from '../src/lib/crypto.ts';
import { contract } from '../src/lib/shared.ts';
import { browserPasswordHash, createTestApp, DEMO_ACCOUNTS, json, signIn, type TestApp } from './helpers.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An open stream as the test reads it: raw blocks (events and comments) as they arrive. */
interface TestStream {
  status: number;
  /** The JSON answer when the stream was refused. */
  error: { errorCode?: string; message?: string } | null;
  blocks: string[];
  ended: () => boolean;
  /** Wait until `pred` holds (true) or `timeoutMs` passed (false). */
  until(pred: (s: TestStream) => boolean, timeoutMs?: number): Promise<boolean>;
  close(): void;
}

async function openStream(origin: string, bookingId: number, cookie: string, headers: Record<string, string> = {}): Promise<TestStream> {
  return openStreamAt(origin, `/svc/inquiry/stream?bookingId=${bookingId}`, cookie, headers);
}

async function openStreamAt(origin: string, path: string, cookie: string, headers: Record<string, string> = {}): Promise<TestStream> {
  const ctrl = new AbortController();
  const res = await fetch(`${origin}${path}`, { headers: { cookie, ...headers }, signal: ctrl.signal });
  let done = false;
  const stream: TestStream = {
    status: res.status,
    error: null,
    blocks: [],
    ended: () => done,
    async until(pred, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!pred(stream)) {
        if (Date.now() > deadline) return false;
        await sleep(20);
      }
      return true;
    },
    close: () => ctrl.abort(),
  };
  if (res.status !== 200) {
    stream.error = (await res.json()) as TestStream['error'];
    done = true;
    return stream;
  }
  assert.match(res.headers.get('content-type') ?? '', /text\/event-stream/);
  const reader = res.body!.getReader();
  const dec = new TextDecoder();
  let buf = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done: eof } = await reader.read();
        if (eof) break;
        buf += dec.decode(value, { stream: true });
        let cut;
        while ((cut = buf.indexOf('\n\n')) >= 0) {
          stream.blocks.push(buf.slice(0, cut));
          buf = buf.slice(cut + 2);
        }
      }
    } catch {
      // aborted by the test
    } finally {
      done = true;
    }
  })();
  assert.ok(await stream.until((s) => s.blocks.some((b) => b.includes(': open'))), 'the stream opened');
  return stream;
}

async function until(pred: () => boolean, timeoutMs = 3000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!pred()) {
    if (Date.now() > deadline) return false;
    await sleep(20);
  }
  return true;
}

/** The stored id of the session of a Cookie header (only its SHA-256 is stored). */
const sessionId = (cookie: string) => sha256Hex(cookie.split('=')[1] ?? '');

const inquiries = (s: TestStream) => s.blocks.filter((b) => b.startsWith('event: inquiry'));

/** A booking of the demo buyer whose chat is open. */
async function openChatBooking(app: FastifyInstance): Promise<number> {
  const user = await app.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.buyer.email).executeTakeFirstOrThrow();
  const row = await app.db.selectFrom('bookings').select('booking_id').where('user_id', '=', user.id).where('flag_inquiry', '=', true).orderBy('booking_id').executeTakeFirstOrThrow();
  return row.booking_id;
}

async function staffSays(app: FastifyInstance, staff: string, bookingId: number, content: string): Promise<void> {
  const res = await app.inject({ method: 'POST', url: '/staff/inquiry', headers: { cookie: staff }, payload: { bookingId, content } });
  assert.equal(res.statusCode, 200, res.body);
}

describe('live streams: ending with the session, caps, one read per message', () => {
  let t: TestApp;
  let origin: string;
  let bookingId: number;
  let staff: string;
  before(async () => {
    t = await createTestApp({ STREAM_MAX_PER_SESSION: '3', STREAM_MAX_PER_USER: '5' });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    bookingId = await openChatBooking(t.app);
    staff = await signIn(t.app, 'staff');
  });
  after(() => t.close());

  it('a stream ends at once when its session signs out, and cannot be opened again', async () => {
    const buyer = await signIn(t.app, 'buyer');
    const s = await openStream(origin, bookingId, buyer);
    try {
      assert.equal((await t.app.inject({ method: 'POST', url: '/cmn/logout', headers: { cookie: buyer } })).statusCode, 200);
      // The session check runs every 20 s here: only the sign-out itself can end it this soon.
      assert.ok(await s.until((x) => x.ended(), 3000), 'the stream ended');
      await staffSays(t.app, staff, bookingId, 'After sign-out');
      await sleep(200);
      assert.equal(inquiries(s).length, 0, 'nothing delivered after sign-out');
      assert.equal((await openStream(origin, bookingId, buyer)).status, 401);
    } finally {
      s.close();
    }
  });

  it('a password reset that ends every session of the user ends their streams (the resetting session too: it is rotated)', async () => {
    const [a, b] = [await signIn(t.app, 'buyer'), await signIn(t.app, 'buyer')];
    const [sa, sb] = [await openStream(origin, bookingId, a), await openStream(origin, bookingId, b)];
    try {
      const buyer = await t.app.db.selectFrom('users').select(['country']).where('email', '=', DEMO_ACCOUNTS.buyer.email).executeTakeFirstOrThrow();
      const forgot = await t.app.inject({ url: `/cmn/user/password?email=${encodeURIComponent(DEMO_ACCOUNTS.buyer.email)}&country=${buyer.country ?? ''}` });
      assert.equal(forgot.statusCode, 200, forgot.body);
      const { list } = v.parse(contract.DevMailListSchema, json(await t.app.inject({ url: '/dev/mail' })));
      const link = list.find((m) => m.to.includes(DEMO_ACCOUNTS.buyer.email))?.links.find((l) => l.includes('/member/change-password/'));
      assert.ok(link, 'a reset link');
      const reset = await t.app.inject({ method: 'PUT', url: '/cmn/user/password', headers: { cookie: b }, payload: { emailHash: link.split('/').pop(), pwd: browserPasswordHash(DEMO_ACCOUNTS.buyer.password) } });
      assert.equal(reset.statusCode, 200, reset.body);
      assert.ok(await sa.until((x) => x.ended(), 3000), 'the other session’s stream ended');
      assert.ok(await sb.until((x) => x.ended(), 3000), 'the resetting session’s stream ended (its id changed)');
      await staffSays(t.app, staff, bookingId, 'After the reset');
      await sleep(200);
      assert.equal(inquiries(sa).length + inquiries(sb).length, 0);
    } finally {
      sa.close();
      sb.close();
    }
  });

  it('opening a stream does not count as use of the session (an open page must not keep it alive)', async () => {
    const buyer = await signIn(t.app, 'buyer');
    const before = new Date(Date.now() - 10 * 60_000);
    await t.app.db.updateTable('sessions').set({ last_seen_at: before }).where('id', '=', sessionId(buyer)).execute();
    const s = await openStream(origin, bookingId, buyer);
    s.close();
    const row = await t.app.db.selectFrom('sessions').select('last_seen_at').where('id', '=', sessionId(buyer)).executeTakeFirstOrThrow();
    assert.equal(row.last_seen_at.getTime(), before.getTime());
    // Any other call does.
    assert.equal((await t.app.inject({ url: '/cmn/auth/user', headers: { cookie: buyer } })).statusCode, 200);
    const touched = await t.app.db.selectFrom('sessions').select('last_seen_at').where('id', '=', sessionId(buyer)).executeTakeFirstOrThrow();
    assert.ok(touched.last_seen_at.getTime() > before.getTime());
  });

  it('caps streams per session and per user: 429 TOO_MANY_STREAMS in the error shape', async () => {
    const [a, b, c] = [await signIn(t.app, 'buyer'), await signIn(t.app, 'buyer'), await signIn(t.app, 'buyer')];
    const open: TestStream[] = [];
    try {
      for (let i = 0; i < 3; i++) open.push(await openStream(origin, bookingId, a));
      const fourth = await openStream(origin, bookingId, a);
      assert.equal(fourth.status, 429);
      assert.equal(fourth.error?.errorCode, 'TOO_MANY_STREAMS');
      assert.ok(fourth.error?.message);
      // Closing one frees its place.
      open.shift()!.close();
      assert.ok(await until(() => t.app.liveStreams.size() === 2), 'the server saw it close');
      open.push(await openStream(origin, bookingId, a));
      assert.equal(open.at(-1)!.status, 200);
      // Per user: 3 on session a, 2 on session b, then none on session c.
      for (let i = 0; i < 2; i++) open.push(await openStream(origin, bookingId, b));
      assert.ok(open.every((s) => s.status === 200));
      const sixth = await openStream(origin, bookingId, c);
      assert.equal(sixth.status, 429);
      assert.equal(sixth.error?.errorCode, 'TOO_MANY_STREAMS');
    } finally {
      for (const s of open) s.close();
      await sleep(200);
    }
  });

  it('one message reaches every stream of the process for one read of it, however many are open', async () => {
    /** Reads of the new message (the poster's own, and the streams'), counted through a wrapped db. */
    const readsOfOneMessage = async (streamCount: number) => {
      // Within the caps (3 per session, 5 per user): the buyer's two sessions and two of staff.
      const [a, b, c, d] = [await signIn(t.app, 'buyer'), await signIn(t.app, 'buyer'), await signIn(t.app, 'staff'), await signIn(t.app, 'staff')];
      const cookies = [a, a, a, b, b, c, c, c, d, d];
      const streams: TestStream[] = [];
      for (let i = 0; i < streamCount; i++) streams.push(await openStream(origin, bookingId, cookies[i]!));
      assert.ok(streams.every((s) => s.status === 200));
      const original = t.app.db;
      let reads = 0;
      const counting = original.withPlugin({
        transformQuery: ({ node }) => {
          const text = JSON.stringify(node);
          if (node.kind === 'SelectQueryNode' && text.includes('"booking_inquiries"') && text.includes('"inquiry_id"')) reads++;
          return node;
        },
        transformResult: async ({ result }) => result,
      });
      Object.assign(t.app, { db: counting });
      try {
        const content = `To ${streamCount} streams`;
        await staffSays(t.app, staff, bookingId, content);
        for (const s of streams) assert.ok(await s.until((x) => inquiries(x).some((b) => b.includes(content))), 'every stream got the message');
        // Each got it once, in the wire format the page parses.
        for (const s of streams) {
          const got = inquiries(s).filter((b) => b.includes(content));
          assert.equal(got.length, 1);
          const ev = v.parse(contract.BookingEventSchema, JSON.parse(/^data: (.*)$/m.exec(got[0]!)![1]!));
          assert.equal(ev.type === 'inquiry' && ev.message.content, content);
        }
      } finally {
        Object.assign(t.app, { db: original });
        for (const s of streams) s.close();
        await sleep(200);
      }
      return reads;
    };
    const one = await readsOfOneMessage(1);
    const ten = await readsOfOneMessage(10);
    assert.ok(one <= 2, `the poster's read and at most one for the streams (${one})`);
    assert.equal(ten, one, 'ten streams cost what one costs');
  });
});

describe('live streams: sessions ended elsewhere end their streams within the check interval', () => {
  let t: TestApp;
  let origin: string;
  let bookingId: number;
  before(async () => {
    t = await createTestApp({ STREAM_SESSION_CHECK_MS: '200' });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    bookingId = await openChatBooking(t.app);
  });
  after(() => t.close());

  it('a session deleted without this process knowing (another process, a manual delete) ends its stream', async () => {
    const buyer = await signIn(t.app, 'buyer');
    const s = await openStream(origin, bookingId, buyer);
    try {
      await t.app.db.deleteFrom('sessions').where('id', '=', sessionId(buyer)).execute();
      assert.ok(await s.until((x) => x.ended(), 3000), 'the stream ended');
    } finally {
      s.close();
    }
  });

  it('an expired session ends its stream', async () => {
    const buyer = await signIn(t.app, 'buyer');
    const s = await openStream(origin, bookingId, buyer);
    try {
      await t.app.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', sessionId(buyer)).execute();
      assert.ok(await s.until((x) => x.ended(), 3000), 'the stream ended');
    } finally {
      s.close();
    }
  });

  it('a stream opened through the staff role ends when the user is no longer staff', async () => {
    const staff = await signIn(t.app, 'staff');
    const s = await openStream(origin, bookingId, staff);
    try {
      await t.app.db.updateTable('users').set({ role: 'USER' }).where('email', '=', DEMO_ACCOUNTS.staff.email).execute();
      assert.ok(await s.until((x) => x.ended(), 3000), 'the stream ended');
    } finally {
      s.close();
      await t.app.db.updateTable('users').set({ role: 'STAFF' }).where('email', '=', DEMO_ACCOUNTS.staff.email).execute();
    }
  });

  it('on PostgreSQL: a sign-out on another api process ends the stream on this one', { skip: !process.env.DATABASE_URL }, async () => {
    const other = await buildApp({ ...t.config, seed: false });
    try {
      const buyer = await signIn(t.app, 'buyer');
      const s = await openStream(origin, bookingId, buyer);
      try {
        assert.equal((await other.inject({ method: 'POST', url: '/cmn/logout', headers: { cookie: buyer } })).statusCode, 200);
        assert.ok(await s.until((x) => x.ended(), 3000), 'the stream ended');
      } finally {
        s.close();
      }
    } finally {
      await other.close();
    }
  });
});

/** The `id:` a block sets (the EventSource's Last-Event-ID from then on), or undefined. */
const idOf = (block: string) => /^id: (\d+)$/m.exec(block)?.[1];
/** The contents of a stream's chat messages, in arrival order. */
const contents = (s: TestStream) => inquiries(s).map((b) => (JSON.parse(/^data: (.*)$/m.exec(b)![1]!) as { message: { content: string } }).message.content);

describe('live streams: reopened with Last-Event-ID, nothing missed and nothing twice (issue 27)', () => {
  let t: TestApp;
  let origin: string;
  let bookingId: number;
  let staff: string;
  before(async () => {
    t = await createTestApp();
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    bookingId = await openChatBooking(t.app);
    staff = await signIn(t.app, 'staff');
  });
  after(() => t.close());

  it("a booking's stream starts with the id of its newest message, and each message carries its id", async () => {
    const buyer = await signIn(t.app, 'buyer');
    const newest = await t.app.db.selectFrom('booking_inquiries').select((eb) => eb.fn.max('inquiry_id').as('id')).where('booking_id', '=', bookingId).executeTakeFirstOrThrow();
    const s = await openStream(origin, bookingId, buyer);
    try {
      assert.ok(await s.until((x) => x.blocks.some((b) => idOf(b) !== undefined)), 'an id block');
      assert.equal(Number(s.blocks.map(idOf).find((x) => x !== undefined)), Number(newest.id ?? 0));
      await staffSays(t.app, staff, bookingId, 'With an id');
      assert.ok(await s.until((x) => inquiries(x).length === 1));
      const [block] = inquiries(s);
      assert.equal(Number(idOf(block!)), (JSON.parse(/^data: (.*)$/m.exec(block!)![1]!) as { message: { inquiryId: number } }).message.inquiryId);
    } finally {
      s.close();
    }
  });

  it('a stream reopened with Last-Event-ID first gets the messages after it, oldest first, then the live ones, each once', async () => {
    const buyer = await signIn(t.app, 'buyer');
    const first = await openStream(origin, bookingId, buyer);
    assert.ok(await first.until((x) => x.blocks.some((b) => idOf(b) !== undefined)));
    await staffSays(t.app, staff, bookingId, 'Seen live');
    assert.ok(await first.until((x) => contents(x).includes('Seen live')));
    const last = first.blocks.map(idOf).filter((x) => x !== undefined).at(-1)!;
    first.close();
    // Away: two messages, one from each side.
    await staffSays(t.app, staff, bookingId, 'Missed one');
    const mine = await t.app.inject({ method: 'POST', url: '/svc/inquiry', headers: { cookie: buyer }, payload: { bookingId, content: 'Missed two' } });
    assert.equal(mine.statusCode, 200, mine.body);
    const again = await openStream(origin, bookingId, buyer, { 'last-event-id': last });
    try {
      assert.ok(await again.until((x) => contents(x).length === 2), 'the missed messages');
      await staffSays(t.app, staff, bookingId, 'Live again');
      assert.ok(await again.until((x) => contents(x).includes('Live again')));
      await sleep(200);
      assert.deepEqual(contents(again), ['Missed one', 'Missed two', 'Live again']);
    } finally {
      again.close();
    }
    // A Last-Event-ID this api did not write is ignored: a fresh start.
    const odd = await openStream(origin, bookingId, buyer, { 'last-event-id': 'abc' });
    try {
      assert.equal(odd.status, 200);
      await sleep(200);
      assert.equal(contents(odd).length, 0);
    } finally {
      odd.close();
    }
  });

  it('on PostgreSQL: a message reaches the streams with its commit, even when its process never gets to publish it (killed right after the commit)', { skip: !process.env.DATABASE_URL }, async () => {
    const buyer = await signIn(t.app, 'buyer');
    const s = await openStream(origin, bookingId, buyer);
    const events = t.app.bookingEvents;
    const publish = events.publish;
    // What a SIGKILL after the commit leaves undone: the publish after it.
    events.publish = async () => {};
    try {
      await staffSays(t.app, staff, bookingId, 'Committed, then killed');
      assert.ok(await s.until((x) => contents(x).includes('Committed, then killed')), 'delivered with the commit');
    } finally {
      events.publish = publish;
      s.close();
    }
  });

  it('on PostgreSQL: when the events stop (the listener connection is lost, the database refuses connections for a while) the listener retries until it is back, then ends the open streams, which catch up when reopened', { skip: !process.env.DATABASE_URL }, async () => {
    const buyer = await signIn(t.app, 'buyer');
    const s = await openStream(origin, bookingId, buyer);
    assert.ok(await s.until((x) => x.blocks.some((b) => idOf(b) !== undefined)));
    const last = s.blocks.map(idOf).filter((x) => x !== undefined).at(-1)!;
    const db = t.config.databaseUrl!;
    const name = new URL(db).pathname.slice(1);
    const { sql } = await import('kysely');
    const admin = await import('pg');
    const c = new admin.default.Client({ connectionString: db.replace(/\/[^/]*$/, '/postgres') });
    await c.connect();
    try {
      // No new connection for 2.5 s (the listener's first tries fail), and its connection ended.
      await c.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await c.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query = 'LISTEN booking_events'`, [name]);
      const gone = async () => Number((await c.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND query = 'LISTEN booking_events'`, [name])).rows[0].n) === 0;
      for (let i = 0; i < 50 && !(await gone()); i++) await sleep(20);
      // Posted while nobody listens (the pool's open connections still work): its event is lost.
      await sql`select 1`.execute(t.app.db);
      await staffSays(t.app, staff, bookingId, 'While deaf');
      await sleep(2500);
      assert.ok(!s.ended(), 'the stream is still open while the events are away');
      await c.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    } finally {
      await c.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => {});
      await c.end();
    }
    try {
      assert.ok(await s.until((x) => x.ended(), 15_000), 'the stream was ended once the events flow again');
      assert.ok(!contents(s).includes('While deaf'));
    } finally {
      s.close();
    }
    const again = await openStream(origin, bookingId, buyer, { 'last-event-id': last });
    try {
      assert.ok(await again.until((x) => contents(x).includes('While deaf')), 'caught up');
      await staffSays(t.app, staff, bookingId, 'Heard again');
      assert.ok(await again.until((x) => contents(x).includes('Heard again')), 'the events flow again');
      assert.deepEqual(contents(again), ['While deaf', 'Heard again']);
    } finally {
      again.close();
    }
  });
});

describe('live streams: heartbeats and idle streams', () => {
  let t: TestApp;
  let origin: string;
  let bookingId: number;
  before(async () => {
    t = await createTestApp({ STREAM_HEARTBEAT_MS: '200', STREAM_IDLE_MS: '1500' });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    bookingId = await openChatBooking(t.app);
  });
  after(() => t.close());

  it('sends a `: ping` comment every STREAM_HEARTBEAT_MS', async () => {
    const s = await openStream(origin, bookingId, await signIn(t.app, 'buyer'));
    try {
      assert.ok(await s.until((x) => x.blocks.filter((b) => b === ': ping').length >= 2, 3000), 'two heartbeats arrived');
    } finally {
      s.close();
    }
  });

  it('ends a stream that carried no event for STREAM_IDLE_MS (heartbeats do not count); an event restarts the count', async () => {
    const buyer = await signIn(t.app, 'buyer');
    const staff = await signIn(t.app, 'staff');
    const user = await t.app.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.buyer.email).executeTakeFirstOrThrow();
    const other = await t.app.db.selectFrom('bookings').select('booking_id').where('user_id', '=', user.id).where('booking_id', '!=', bookingId).executeTakeFirstOrThrow();
    const opened = Date.now();
    const [busy, quiet] = [await openStream(origin, bookingId, buyer), await openStream(origin, other.booking_id, buyer)];
    try {
      await sleep(900);
      await staffSays(t.app, staff, bookingId, 'Keep-alive');
      assert.ok(await quiet.until((x) => x.ended(), 4000), 'the quiet stream ended');
      assert.ok(quiet.blocks.includes(': ping'), 'it had heartbeats');
      assert.ok(!busy.ended(), 'the stream that carried an event is still open');
      assert.ok(await busy.until((x) => x.ended(), 5000), 'it ends too once idle long enough');
      assert.ok(Date.now() - opened >= 2200, 'not before STREAM_IDLE_MS after its event');
      assert.ok(busy.blocks.some((b) => b.includes('Keep-alive')));
    } finally {
      quiet.close();
      busy.close();
    }
  });
});

describe('the staff desk stream (GET /staff/stream): every booking, staff only', () => {
  let t: TestApp;
  let origin: string;
  before(async () => {
    t = await createTestApp();
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => t.close());

  it('carries a customer message of any booking, with its booking id, and a new booking; a customer gets 403', async () => {
    const staff = await signIn(t.app, 'staff');
    const buyer = await signIn(t.app, 'buyer');
    const desk = await openStreamAt(origin, '/staff/stream', staff);
    const bookingId = await openChatBooking(t.app);
    const sent = await t.app.inject({ method: 'POST', url: '/svc/inquiry', headers: { cookie: buyer }, payload: { bookingId, content: 'Is the vessel on time?' } });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.ok(await desk.until((s) => inquiries(s).length > 0), 'the message reached the desk');
    const event = v.parse(contract.StaffEventSchema, JSON.parse(inquiries(desk)[0]!.split('data: ')[1]!));
    assert.equal(event.type, 'inquiry');
    assert.equal(event.bookingId, bookingId);
    assert.equal(event.type === 'inquiry' && event.message.content, 'Is the vessel on time?');

    // A visitor's new booking reaches the desk too.
    const offers = v.parse(contract.SpotListSchema, json(await t.app.inject({ url: '/svc/freight/spot/list' }))).list;
    const today = new Date().toISOString().slice(0, 10);
    const o = offers.find((x) => x.isActive && x.depositExpirationDate > today && x.costDisplay !== null)!;
    const booked = await t.app.inject({
      method: 'POST',
      url: '/svc/booking/simple',
      payload: { cargoType: o.cargoType, dptCountry: o.dptCountry, dptPort: o.dptPort, arvCountry: o.arvCountry, arvPort: o.arvPort, email: DEMO_ACCOUNTS.test.email, itemList: [{ cargoSize: o.cargoSize, tradeCondition: o.tradeCondition, freRateLegacyId: o.freRateLegacyId }], flagSpot: true, curr: 'USD', currRate: 0, currDate: '' },
    });
    const newId = json<{ data: number }>(booked).data;
    assert.ok(await desk.until((s) => s.blocks.some((b) => b.startsWith('event: booking') && b.includes(`"bookingId":${newId}`))), 'the new booking reached the desk');
    desk.close();

    const refused = await openStreamAt(origin, '/staff/stream', buyer);
    assert.equal(refused.status, 403);
    const visitor = await openStreamAt(origin, '/staff/stream', 'sid=nothing');
    assert.equal(visitor.status, 401);
  });
});
