import { useSyncExternalStore } from 'react';

/*
 * One 1-second clock for every countdown on the page: a card subscribes instead of starting
 * its own interval, so twelve cards still cost one timer and tick in step. The timer runs only
 * while something is subscribed.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function tick() {
  now = Date.now();
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(tick, 1000);
    // The clock may have been idle: catch up at once rather than a second late.
    tick();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

function getSnapshot(): number {
  // While idle, refresh on read so a first render is not stale; within the same second the value
  // stays identical, which useSyncExternalStore requires of consecutive reads.
  if (!timer && Date.now() - now >= 1000) now = Date.now();
  return now;
}

/** The current time in ms, updated once a second by the shared ticker. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
