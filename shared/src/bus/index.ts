/**
 * The typed event bus between the shell and the remotes. Remotes react to events; they never
 * reach into another remote. One instance exists because this module is a federation singleton.
 */
import type { Curr, Lang } from '../contract';

/** Every event and its payload. */
export interface BusEvents {
  'auth:signed-in': { email: string };
  'auth:signed-out': Record<string, never>;
  'currency:changed': { curr: Curr };
  'locale:changed': { locale: Lang };
  'nav:menu-navigated': { to: string };
  'modal:open': ModalRequest;
  /** The staff desk saw a new unread total (customer messages staff has not read): the header badge shows it at once. */
  'desk:unread': { count: number };
}

/** A request to show one of the global modals. */
export type ModalRequest =
  | { kind: 'alert'; tone: 'success' | 'warning'; message: string; onClose?: () => void }
  | { kind: 'confirm'; message: string; confirmLabel?: string; onConfirm: () => void; onCancel?: () => void };

type Handler<K extends keyof BusEvents> = (payload: BusEvents[K]) => void;

function createBus() {
  const handlers = new Map<keyof BusEvents, Set<Handler<never>>>();
  return {
    /** Subscribe; returns the unsubscribe function. */
    on<K extends keyof BusEvents>(event: K, handler: Handler<K>): () => void {
      const set = handlers.get(event) ?? new Set();
      set.add(handler as Handler<never>);
      handlers.set(event, set);
      return () => set.delete(handler as Handler<never>);
    },
    /** Publish to every current subscriber; a throwing handler does not stop the others. */
    emit<K extends keyof BusEvents>(event: K, payload: BusEvents[K]): void {
      for (const h of [...(handlers.get(event) ?? [])]) {
        try {
          (h as Handler<K>)(payload);
        } catch (err) {
          console.error(`[bus] handler of ${event} failed`, err);
        }
      }
    },
  };
}

/** The one event bus of the page. */
export const bus = createBus();
