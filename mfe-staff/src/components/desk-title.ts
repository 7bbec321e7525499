import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { bus } from '@forwarder/shared/bus';

/**
 * While a desk page is shown, the page title names it and carries the unread total ("(3) Staff
 * desk", "(3) Booking 7 · Staff desk"), and each new total is announced on the bus
 * (`desk:unread`) so the header's badge shows it at once. The title before is put back when the
 * page closes. `page` is the page's own name (none for the inbox); `unreadTotal` undefined until known.
 */
export function useDeskTitle(unreadTotal: number | undefined, page?: string): void {
  const { t } = useLingui();
  const desk = t`Staff desk`;
  const label = page ? `${page} · ${desk}` : desk;
  useEffect(() => {
    const before = document.title;
    return () => {
      document.title = before;
    };
  }, []);
  useEffect(() => {
    document.title = unreadTotal ? `(${unreadTotal}) ${label}` : label;
  }, [unreadTotal, label]);
  useEffect(() => {
    if (unreadTotal !== undefined) bus.emit('desk:unread', { count: unreadTotal });
  }, [unreadTotal]);
}
