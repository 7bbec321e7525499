import { create } from 'zustand';
import { bus, type ModalRequest } from '../bus';

/** Global modals: one at a time, later requests wait in a queue. */
export interface UiState {
  queue: ModalRequest[];
}

/** The UI store behind the shell's global modals. */
export const useUi = create<UiState>(() => ({ queue: [] }));

/** Show a global modal (remotes may also emit `modal:open` on the bus). */
export function openModal(m: ModalRequest): void {
  useUi.setState((s) => ({ queue: [...s.queue, m] }));
}

/** Close the front modal. */
export function closeModal(): void {
  useUi.setState((s) => ({ queue: s.queue.slice(1) }));
}

bus.on('modal:open', openModal);
