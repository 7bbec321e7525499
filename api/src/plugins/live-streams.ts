/**
 * Live streams (server-sent events): the booking detail page's stream of one booking, and the
 * staff desk's stream of every booking (GET /staff/stream). Each process
 * subscribes to the booking events once; on a signal it reads what changed once (the new chat
 * message) and writes the same frame to every stream of that booking and every all-bookings
 * stream, so a message costs one read per process however many streams are open.
 *
 * Streams are bounded (issue 22): per session and per user in this process
 * (STREAM_MAX_PER_SESSION, STREAM_MAX_PER_USER; 429 TOO_MANY_STREAMS beyond); a `: ping` comment
 * every STREAM_HEARTBEAT_MS keeps proxies from dropping them; one without an event for
 * STREAM_IDLE_MS is ended at its next heartbeat (the browser's EventSource opens it again, which
 * checks the session and the booking afresh); one whose client stops reading is ended. A stream
 * never outlives its session: when this process ends the session (sign-out, rotation, password
 * reset, expiry) its streams end at once, and every STREAM_SESSION_CHECK_MS one query re-checks
 * the sessions of all open streams (ended by another process, expired, no longer staff).
 *
 * No message is missed across a reconnection (issue 27): a chat message's frame carries its id
 * (`id: <inquiryId>`), and a booking's stream starts with `id: <its newest message's id>`, so the
 * browser's EventSource always reopens with `Last-Event-ID`; a stream opened with it first gets
 * the booking's messages after that id (oldest first), then the live ones, each exactly once (a
 * live frame at or below the last id sent is skipped: a booking's ids grow in commit order, its
 * posts being serialised by the booking's row lock). When this process lost the booking events
 * for a while (the database restarted), every stream is ended once they flow again: the
 * browsers reopen with their last id and get what they missed.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { SessionRow, UserRow } from '../db/schema.ts';
import { lastMessageId, readMessages, readMessagesAfter } from '../lib/chat.ts';
import type { ChatMessage } from '../lib/shared.ts';
import { HttpError } from '../lib/errors.ts';
import { globalPlugin } from '../lib/plugin.ts';
import type { BookingSignal } from './booking-events.ts';

/** What a stream follows: one booking, or `'*'` for every booking. */
export type StreamTopic = number | '*';

/** Who opens a stream on what; the caller has checked that they may see it. */
export interface OpenStreamOptions {
  topic: StreamTopic;
  session: SessionRow;
  user: UserRow;
  /** Allowed through the STAFF role rather than as the owner: ends when the user is no longer staff. */
  asStaff: boolean;
  /** The request's `Last-Event-ID` (a booking's stream only): the messages after it are sent first. */
  lastEventId?: number;
}

/** What the plugin offers the routes. */
export interface LiveStreams {
  /** Answer the request with a stream (the reply is hijacked); 429 TOO_MANY_STREAMS over a cap. */
  open(req: FastifyRequest, reply: FastifyReply, opts: OpenStreamOptions): void;
  /** Re-check the sessions of every open stream now, in one query (the timer calls it; tests too). */
  checkSessions(): Promise<void>;
  /** Streams open in this process. */
  size(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Live streams (server-sent events). */
    liveStreams: LiveStreams;
  }
}

interface Stream {
  res: ServerResponse;
  topic: StreamTopic;
  sessionId: string;
  userId: number;
  asStaff: boolean;
  /** When it last carried an event (heartbeats do not count). */
  lastEventAt: number;
  /** A booking's stream: the id of the last message sent on it (live frames at or below it are skipped). */
  lastId: number | null;
  /** While the messages it missed are read: the live frames that arrive meanwhile, sent after them. */
  pending: Array<{ chunk: string; id: number | undefined }> | null;
  end(): void;
}

/** Bytes queued for a client that does not read before its stream is ended. */
const MAX_BUFFERED = 256 * 1024;
/** Session ids per re-check query (bind parameters are limited; one query up to this many sessions). */
const CHECK_CHUNK = 10_000;
/** Messages sent to a stream reopened with `Last-Event-ID` (beyond, the page's refetch on open has them). */
const REPLAY_MAX = 1000;

const frame = (event: string, payload: unknown) => `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`;
// bookingId beside the message: an all-bookings stream (the staff desk) routes by it.
const inquiryFrame = (bookingId: number, message: ChatMessage) =>
  `event: inquiry\nid: ${message.inquiryId}\ndata: ${JSON.stringify({ type: 'inquiry', bookingId, message })}\n\n`;

/** A `Last-Event-ID` header as a message id, or undefined (absent, or not an id this api wrote). */
export function parseLastEventId(value: string | string[] | undefined): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

function addTo<K>(map: Map<K, Set<Stream>>, key: K, stream: Stream): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(stream);
}

function removeFrom<K>(map: Map<K, Set<Stream>>, key: K, stream: Stream): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(stream);
  if (!set.size) map.delete(key);
}

const plugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const { maxPerSession, maxPerUser, heartbeatMs, sessionCheckMs, idleMs } = config.streams;
  const sessionIdleMs = config.session.idleMs;
  const all = new Set<Stream>();
  const byTopic = new Map<StreamTopic, Set<Stream>>();
  const bySession = new Map<string, Set<Stream>>();
  const byUser = new Map<number, Set<Stream>>();

  const write = (stream: Stream, chunk: string) => {
    const { res } = stream;
    if (res.writableEnded || res.destroyed) return;
    res.write(chunk);
    if (res.writableLength > MAX_BUFFERED) stream.end();
  };

  /** A frame to one stream: held while it catches up, skipped when it already had that message. */
  const deliver = (stream: Stream, chunk: string, id: number | undefined) => {
    if (stream.pending) {
      stream.pending.push({ chunk, id });
      return;
    }
    if (id !== undefined && stream.lastId !== null) {
      if (id <= stream.lastId) return;
      stream.lastId = id;
    }
    write(stream, chunk);
  };

  /**
   * Where a booking's stream starts: the messages after `lastEventId` when it was given, else its
   * newest message's id (so the browser reopens it with Last-Event-ID); then what arrived meanwhile.
   */
  async function catchUp(stream: Stream, bookingId: number, lastEventId: number | undefined): Promise<void> {
    try {
      if (lastEventId !== undefined) {
        stream.lastId = lastEventId;
        for (const message of await readMessagesAfter(app.db, bookingId, lastEventId, REPLAY_MAX)) {
          write(stream, inquiryFrame(bookingId, message));
          stream.lastId = message.inquiryId;
        }
      } else {
        stream.lastId = await lastMessageId(app.db, bookingId);
        write(stream, `id: ${stream.lastId}\n\n`);
      }
    } catch (err) {
      app.log.warn({ err, bookingId }, 'stream catch-up failed; ending the stream');
      stream.end();
      return;
    }
    const pending = stream.pending ?? [];
    stream.pending = null;
    for (const p of pending) deliver(stream, p.chunk, p.id);
  }

  const endSessions = (ids: Iterable<string>) => {
    for (const id of ids) for (const stream of [...(bySession.get(id) ?? [])]) stream.end();
  };

  /** The frame a signal becomes: read once per process, whoever listens. */
  async function frameOf(signal: BookingSignal): Promise<string | null> {
    if (signal.type === 'inquiry' && signal.inquiryId) {
      const [message] = await readMessages(app.db, signal.bookingId, signal.inquiryId);
      return message ? inquiryFrame(signal.bookingId, message) : null;
    }
    return frame('booking', { type: 'booking', bookingId: signal.bookingId });
  }

  const listeners = (bookingId: number) => [...(byTopic.get(bookingId) ?? []), ...(byTopic.get('*') ?? [])];

  // Per booking, frames go out in the order of the signals (reads may finish out of order).
  const tails = new Map<number, Promise<void>>();
  const unsubscribe = app.bookingEvents.subscribe('*', (signal) => {
    if (signal.type === 'catalog' || !listeners(signal.bookingId).length) return;
    const next = (tails.get(signal.bookingId) ?? Promise.resolve())
      .then(() => frameOf(signal))
      .then((chunk) => {
        if (!chunk) return;
        const now = Date.now();
        const id = signal.type === 'inquiry' ? signal.inquiryId : undefined;
        for (const stream of listeners(signal.bookingId)) {
          stream.lastEventAt = now;
          deliver(stream, chunk, id);
        }
      })
      .catch((err: unknown) => app.log.error({ err, bookingId: signal.bookingId }, 'stream fan-out failed'));
    tails.set(signal.bookingId, next);
    void next.then(() => {
      if (tails.get(signal.bookingId) === next) tails.delete(signal.bookingId);
    });
  });

  app.sessions.onEnded(endSessions);
  // Events published while this process was not listening are lost to its streams: end them all,
  // and the browsers reopen them with Last-Event-ID (catchUp) now that the events flow again.
  app.bookingEvents.onResumed(() => {
    const open = [...all];
    if (open.length) app.log.warn({ streams: open.length }, 'booking events resumed: ending the open streams so they reopen and catch up');
    for (const stream of open) stream.end();
  });

  let checking = false;
  const streams: LiveStreams = {
    open(req, reply, { topic, session, user, asStaff, lastEventId }) {
      if ((bySession.get(session.id)?.size ?? 0) >= maxPerSession) throw new HttpError(429, 'TOO_MANY_STREAMS', `At most ${maxPerSession} live streams per session; close one first.`);
      if ((byUser.get(user.id)?.size ?? 0) >= maxPerUser) throw new HttpError(429, 'TOO_MANY_STREAMS', `At most ${maxPerUser} live streams per user; close one first.`);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // nginx must pass each event on at once instead of buffering the response.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      res.write('retry: 3000\n: open\n\n');
      const stream: Stream = {
        res,
        topic,
        sessionId: session.id,
        userId: user.id,
        asStaff,
        lastEventAt: Date.now(),
        lastId: null,
        pending: typeof topic === 'number' ? [] : null,
        end() {
          if (!all.delete(stream)) return;
          removeFrom(byTopic, topic, stream);
          removeFrom(bySession, session.id, stream);
          removeFrom(byUser, user.id, stream);
          if (!res.writableEnded) res.end();
        },
      };
      all.add(stream);
      addTo(byTopic, topic, stream);
      addTo(bySession, session.id, stream);
      addTo(byUser, user.id, stream);
      res.on('close', stream.end);
      if (typeof topic === 'number') void catchUp(stream, topic, lastEventId);
    },

    async checkSessions() {
      if (checking || !bySession.size) return;
      checking = true;
      try {
        const ids = [...bySession.keys()];
        const rows = [];
        for (let i = 0; i < ids.length; i += CHECK_CHUNK) {
          rows.push(
            ...(await app.db
              .selectFrom('sessions as s')
              .leftJoin('users as u', 'u.id', 's.user_id')
              .select(['s.id', 's.user_id', 's.expires_at', 's.last_seen_at', 'u.role'])
              .where('s.id', 'in', ids.slice(i, i + CHECK_CHUNK))
              .execute()),
          );
        }
        const found = new Map(rows.map((r) => [r.id, r]));
        const now = Date.now();
        for (const id of ids) {
          const row = found.get(id);
          const alive = row !== undefined && row.expires_at.getTime() > now && row.last_seen_at.getTime() + sessionIdleMs > now;
          for (const stream of [...(bySession.get(id) ?? [])]) {
            if (!alive || row.user_id !== stream.userId || (stream.asStaff && row.role !== 'STAFF')) stream.end();
          }
        }
      } finally {
        checking = false;
      }
    },

    size: () => all.size,
  };
  app.decorate('liveStreams', streams);

  // One timer each for every stream of the process (unref'd: they never keep it alive).
  let heartbeat: NodeJS.Timeout | null = null;
  let check: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    heartbeat = setInterval(() => {
      const now = Date.now();
      for (const stream of [...all]) {
        if (now - stream.lastEventAt >= idleMs) stream.end();
        else write(stream, ': ping\n\n');
      }
    }, heartbeatMs);
    heartbeat.unref();
    check = setInterval(() => {
      streams.checkSessions().catch((err: unknown) => app.log.warn({ err }, 'stream session check failed'));
    }, sessionCheckMs);
    check.unref();
  });
  // Open streams would keep close() waiting for ever: end them first.
  app.addHook('preClose', async () => {
    if (heartbeat) clearInterval(heartbeat);
    if (check) clearInterval(check);
    unsubscribe();
    for (const stream of [...all]) stream.end();
  });
};

/** Registers live streams for the whole app (after the database, sessions and booking events). */
export const liveStreamsPlugin = globalPlugin(plugin, 'live-streams');
