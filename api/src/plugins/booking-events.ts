/**
 * Live booking events (a new chat message, a step or chat-status change) for the server-sent
 * event stream of the booking detail page. With DATABASE_URL the events travel through
 * PostgreSQL LISTEN/NOTIFY, so every api process behind the gateway hears what any of them
 * published; on PGlite (one process by design) an in-process EventEmitter is enough.
 */
import { EventEmitter } from 'node:events';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { globalPlugin } from '../lib/plugin.ts';

/**
 * What travels on the channel: which booking, and what happened (the stream reads the rest).
 * `catalog` (bookingId 0): staff changed the spot offers; every process drops its spot list cache.
 */
export interface BookingSignal {
  bookingId: number;
  type: 'inquiry' | 'booking' | 'catalog';
  inquiryId?: number;
}

/** Publish and subscribe per booking. */
export interface BookingEvents {
  /** Tell every process (this one included) about `signal`. */
  publish(signal: BookingSignal): Promise<void>;
  /**
   * Tell them with the commit of `trx` (PostgreSQL: a NOTIFY inside the transaction goes out when
   * it commits, and never without it): a process that dies between its commit and a publish after
   * it would leave every stream of the change without it. Answers false on PGlite, where the caller
   * publishes after the commit.
   */
  publishWith(trx: Kysely<Database>, signal: BookingSignal): Promise<boolean>;
  /**
   * Call `listener` for each signal of `bookingId` (`'*'`: of every booking); answers the
   * unsubscribe function. Live streams subscribe once per process (plugins/live-streams.ts).
   */
  subscribe(bookingId: number | '*', listener: (signal: BookingSignal) => void): () => void;
  /**
   * Call `listener` each time the events flow again after this process stopped hearing them (its
   * PostgreSQL listener connection was lost, e.g. the database restarted, and is back): what was
   * published meanwhile never reached it. Live streams end their streams then (they reopen and
   * catch up from their Last-Event-ID).
   */
  onResumed(listener: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Live booking events. */
    bookingEvents: BookingEvents;
  }
}

const CHANNEL = 'booking_events';

const plugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliver = (signal: BookingSignal) => {
    local.emit(String(signal.bookingId), signal);
    local.emit('*', signal);
  };

  let listener: pg.Client | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | null = null;
  const resumed: Array<() => void> = [];
  const databaseUrl = config.databaseUrl;

  /**
   * One listening connection. When it is lost (an error, or the server ending it: a restart, a
   * terminated backend), it is opened again: after 1 s, then 2, 4, ... at most 10 s between
   * tries, for as long as it takes, and the `onResumed` listeners are told once it listens again.
   */
  const connectListener = async (): Promise<void> => {
    if (!databaseUrl || closing) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    let live = false;
    const lost = (err?: Error) => {
      if (!live) return;
      live = false;
      if (listener === client) listener = null;
      client.end().catch(() => {});
      if (closing) return;
      app.log.error({ err }, 'booking events listener lost; reconnecting');
      scheduleReconnect(1000);
    };
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        deliver(JSON.parse(msg.payload) as BookingSignal);
      } catch (err) {
        app.log.warn({ err }, 'bad booking event payload');
      }
    });
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      client.end().catch(() => {});
      throw err;
    }
    live = true;
    listener = client;
  };
  const scheduleReconnect = (delayMs: number) => {
    if (closing || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connectListener().then(
        () => {
          if (closing) return;
          app.log.warn('booking events listener connected again');
          for (const fn of resumed) {
            try {
              fn();
            } catch (err) {
              app.log.error({ err }, 'booking events resume listener failed');
            }
          }
        },
        (err: unknown) => {
          app.log.warn({ err }, 'booking events reconnect failed; trying again');
          scheduleReconnect(Math.min(delayMs * 2, 10_000));
        },
      );
    }, delayMs);
    retry.unref();
  };
  await connectListener();

  const events: BookingEvents = {
    async publish(signal) {
      if (databaseUrl) {
        // NOTIFY reaches every listening process, this one included: no local emit here, except
        // for a catalogue change, which this process applies before it answers the staff member
        // (the next read here must see it; NOTIFY arrives a moment later, a second drop is harmless).
        if (signal.type === 'catalog') deliver(signal);
        await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(signal)})`.execute(app.db);
      } else {
        deliver(signal);
      }
    },
    async publishWith(trx, signal) {
      if (!databaseUrl || signal.type === 'catalog') return false;
      await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(signal)})`.execute(trx);
      return true;
    },
    subscribe(bookingId, fn) {
      const key = String(bookingId);
      local.on(key, fn);
      return () => local.off(key, fn);
    },
    onResumed(fn) {
      resumed.push(fn);
    },
  };
  app.decorate('bookingEvents', events);
  app.addHook('onClose', async () => {
    closing = true;
    if (retry) clearTimeout(retry);
    local.removeAllListeners();
    if (listener) await listener.end().catch(() => {});
  });
};

/** Registers live booking events for the whole app. */
export const bookingEventsPlugin = globalPlugin(plugin, 'booking-events');
