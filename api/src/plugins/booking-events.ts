/**
 * Live booking events (a new chat message, a step or chat-status change) for the server-sent
 * event stream of the booking detail page. With DATABASE_URL the events travel through
 * PostgreSQL LISTEN/NOTIFY, so every api process behind the gateway hears what any of them
 * published; on PGlite (one process by design) an in-process EventEmitter is enough.
 */
import { EventEmitter } from 'node:events';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
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
   * Call `listener` for each signal of `bookingId` (`'*'`: of every booking); answers the
   * unsubscribe function. Live streams subscribe once per process (plugins/live-streams.ts).
   */
  subscribe(bookingId: number | '*', listener: (signal: BookingSignal) => void): () => void;
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
  const databaseUrl = config.databaseUrl;

  const connectListener = async (): Promise<void> => {
    if (!databaseUrl || closing) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        deliver(JSON.parse(msg.payload) as BookingSignal);
      } catch (err) {
        app.log.warn({ err }, 'bad booking event payload');
      }
    });
    client.on('error', (err) => {
      app.log.error({ err }, 'booking events listener failed; reconnecting');
      listener = null;
      client.end().catch(() => {});
      if (!closing) setTimeout(() => void connectListener().catch((e: unknown) => app.log.error({ err: e }, 'booking events reconnect failed')), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
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
    subscribe(bookingId, fn) {
      const key = String(bookingId);
      local.on(key, fn);
      return () => local.off(key, fn);
    },
  };
  app.decorate('bookingEvents', events);
  app.addHook('onClose', async () => {
    closing = true;
    local.removeAllListeners();
    if (listener) await listener.end().catch(() => {});
  });
};

/** Registers live booking events for the whole app. */
export const bookingEventsPlugin = globalPlugin(plugin, 'booking-events');
