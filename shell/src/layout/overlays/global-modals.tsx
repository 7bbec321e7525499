import { AlertModal, ConfirmModal } from '@forwarder/shared/ui';
import { closeModal, useUi } from '@forwarder/shared/stores';

/**
 * The global alert and confirm dialogs (spec 1 section 2 "Global modals"): the front of the UI
 * store's queue, opened by `openModal` or the bus's `modal:open` from any app. The store is
 * updated before the item's callback runs, so a callback may queue the next modal.
 */
export function GlobalModals() {
  const front = useUi((s) => s.queue[0]);
  if (!front) return null;

  if (front.kind === 'alert') {
    return (
      <AlertModal
        open
        tone={front.tone}
        message={front.message}
        onClose={() => {
          closeModal();
          front.onClose?.();
        }}
      />
    );
  }

  return (
    <ConfirmModal
      open
      message={front.message}
      confirmLabel={front.confirmLabel}
      onConfirm={() => {
        closeModal();
        front.onConfirm();
      }}
      onCancel={() => {
        closeModal();
        front.onCancel?.();
      }}
    />
  );
}
