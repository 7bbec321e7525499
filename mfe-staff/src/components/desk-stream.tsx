/**
 * The desk's one live stream per tab (GET /staff/stream, server-sent events of every booking,
 * STAFF only), shared by the inbox and the booking workspace: the provider in the desk's frame
 * holds the EventSource, so moving between the inbox and a booking keeps the same connection.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { StaffEventSchema, type StaffEvent } from '@forwarder/shared/contract';

/** The desk's live stream. */
export const STAFF_STREAM_URL = '/staff/stream';

/** The stream's frames: named after the event's type, or plain messages. */
const EVENT_NAMES = ['message', 'booking', 'inquiry', 'document'] as const;

/** Waits before each new attempt after the stream failed (then the last one, again and again), jittered ±20 %. */
export const RECONNECT_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000];

/** `connecting` until the first answer, `live` while open, `down` between a failure and the next attempt. */
export type StreamStatus = 'connecting' | 'live' | 'down';

/**
 * One change the stream reported: the booking it names and the parsed event, or both null when
 * the stream opened again after a failure (what happened meanwhile was not sent: ask afresh).
 */
export interface DeskChange {
  bookingId: number | null;
  event: StaffEvent | null;
}

/** The change a frame reports (StaffEventSchema); a frame of another shape still names its booking when it can. */
export function changeOf(data: string): DeskChange {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { bookingId: null, event: null };
  }
  const parsed = v.safeParse(StaffEventSchema, json);
  if (parsed.success) return { bookingId: parsed.output.bookingId, event: parsed.output };
  const id = (json as { bookingId?: unknown } | null)?.bookingId;
  return { bookingId: typeof id === 'number' ? id : null, event: null };
}

type Listener = (change: DeskChange) => void;

interface DeskStream {
  status: StreamStatus;
  subscribe: (listener: Listener) => () => void;
}

const DeskStreamContext = createContext<DeskStream | null>(null);

/**
 * Opens GET /staff/stream once for the desk's pages below it and passes every frame to the
 * subscribed pages. A failed stream (dropped, or the endpoint refusing or missing) is closed and
 * opened again after a backoff; when it opens again every subscriber hears a change without a
 * booking (refetch what is shown). The pages poll while the status is `down`.
 */
export function DeskStreamProvider({ children }: { children: ReactNode }) {
  // The api's live render (no window) shows what a browser shows first: connecting.
  const [status, setStatus] = useState<StreamStatus>(() => (typeof window !== 'undefined' && typeof EventSource === 'undefined' ? 'down' : 'connecting'));
  const listeners = useRef(new Set<Listener>());

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const emit = (change: DeskChange) => {
      for (const fn of [...listeners.current]) {
        try {
          fn(change);
        } catch (err) {
          console.error('[staff] stream listener failed', err);
        }
      }
    };
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    const connect = () => {
      if (stopped) return;
      const es = new EventSource(STAFF_STREAM_URL, { withCredentials: true });
      source = es;
      es.onopen = () => {
        if (failures > 0) emit({ bookingId: null, event: null });
        failures = 0;
        setStatus('live');
      };
      for (const name of EVENT_NAMES) es.addEventListener(name, (e) => emit(changeOf(String((e as MessageEvent).data))));
      es.onerror = () => {
        es.close();
        if (source === es) source = null;
        setStatus('down');
        const base = RECONNECT_BACKOFF_MS[Math.min(failures, RECONNECT_BACKOFF_MS.length - 1)]!;
        failures += 1;
        timer = setTimeout(connect, Math.round(base * (0.8 + Math.random() * 0.4)));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, []);

  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const value = useMemo(() => ({ status, subscribe }), [status, subscribe]);
  return <DeskStreamContext.Provider value={value}>{children}</DeskStreamContext.Provider>;
}

/**
 * Calls `onChange` for every change the desk's stream reports (see DeskChange) while the caller is
 * mounted, and returns the stream's status. Outside a DeskStreamProvider nothing is heard and the
 * status is `down` (the caller polls).
 */
export function useDeskEvents(onChange: (change: DeskChange) => void): StreamStatus {
  const stream = useContext(DeskStreamContext);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  const subscribe = stream?.subscribe;
  useEffect(() => subscribe?.((change) => latest.current(change)), [subscribe]);
  return stream?.status ?? 'down';
}

/** How often a desk page asks again while the live stream is down. */
export const POLL_WHILE_DOWN_MS = 20_000;

/** While the stream is `down`, calls `refresh` every 20 s when the tab is visible (the page's fallback for live updates). */
export function usePollWhileDown(status: StreamStatus, refresh: () => void): void {
  useEffect(() => {
    if (status !== 'down') return;
    const id = setInterval(() => {
      if (!document.hidden) refresh();
    }, POLL_WHILE_DOWN_MS);
    return () => clearInterval(id);
  }, [status, refresh]);
}

/**
 * A gate for refreshes that must never run twice at a time: `gate(run)` runs `run` at once when
 * idle; called while one runs, it runs the latest `run` once more after it (what that event
 * announced may be newer than the answer under way). A burst of events costs one request at a
 * time and the last answer is current.
 */
export function coalescer(): (run: () => Promise<unknown>) => void {
  let running = false;
  let next: (() => Promise<unknown>) | null = null;
  const start = (run: () => Promise<unknown>) => {
    running = true;
    void run()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        const again = next;
        next = null;
        if (again) start(again);
      });
  };
  return (run) => {
    if (running) next = run;
    else start(run);
  };
}
