import { useLingui } from '@lingui/react/macro';
import type { BookingDetail, ProformaInvoice } from '@forwarder/shared/contract';
import { Modal } from '@forwarder/shared/ui';
import { BookingInfo } from './booking-info';
import { MilestoneTimeline } from './milestone-timeline';
import { PiPanel } from './pi-panel';

/**
 * The mobile Details popup (spec 2 "Booking detail"): the booking, its progress and the P.I in a
 * full-screen sheet. It opens at its top: focus goes to the heading, not to the P.I's Download
 * button further down, which scrolled the sheet past the booking on open (issue 28).
 */
export function BookingDetailsDialog({ open, onClose, booking, pi }: { open: boolean; onClose: () => void; booking: BookingDetail; pi: ProformaInvoice | null | undefined }) {
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={onClose} title={t`Booking details`} size="lg" initialFocus="title">
      <BookingInfo booking={booking} headingLevel={3} />
      <MilestoneTimeline booking={booking} />
      <PiPanel pi={pi} />
    </Modal>
  );
}
