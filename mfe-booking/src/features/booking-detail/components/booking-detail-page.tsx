import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, List, RefreshCw } from 'lucide-react';
import { paths } from '@forwarder/shared/paths';
import { useNavigate, useParams } from '@forwarder/shared/router';
import { Button, Skeleton } from '@forwarder/shared/ui';
import { RequireCustomer } from '../../booking-common/components/require-customer';
import { StepLabel } from '../../booking-common/components/step-label';
import { useBookingDetail } from '../api/get-booking-detail';
import { chatListKey } from '../api/get-chat-list';
import { documentsKey } from '../api/get-documents';
import { piKey, usePi } from '../api/get-pi';
import { useBookingStream } from '../hooks/use-booking-stream';
import { BookingDetailsDialog } from './booking-details-dialog';
import { BookingInfo } from './booking-info';
import { ChatPanel } from './chat-panel';
import { DocumentsPanel } from './documents-panel';
import { MilestoneTimeline } from './milestone-timeline';
import { PiPanel } from './pi-panel';
import styles from './booking-detail.module.css';

function DetailSkeleton() {
  return (
    <div className={`${styles.page} ${styles.skeleton}`} aria-busy="true">
      <Skeleton width={260} height={34} />
      <div className={styles.grid}>
        <Skeleton height={520} radius={12} />
        <Skeleton height={520} radius={12} />
      </div>
    </div>
  );
}

/** Back to where the customer came from, or to the list when this page was the first one. */
function useBack() {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(paths.myBookingList);
  };
}

function BookingDetailView({ bookingId }: { bookingId: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const client = useQueryClient();
  const back = useBack();
  const detail = useBookingDetail(bookingId);
  const pi = usePi(bookingId);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useBookingStream(bookingId, detail.isSuccess);

  // Spec 2 section 8: a failed booking fetch goes back to the list.
  useEffect(() => {
    if (detail.isError) void navigate(paths.myBookingList, { replace: true });
  }, [detail.isError, navigate]);

  if (!detail.data) return <DetailSkeleton />;
  const booking = detail.data;
  const refresh = () => {
    void detail.refetch();
    void client.invalidateQueries({ queryKey: chatListKey(bookingId) });
    void client.invalidateQueries({ queryKey: piKey(bookingId) });
    void client.invalidateQueries({ queryKey: documentsKey(bookingId) });
  };

  return (
    <div className={styles.page}>
      {/* Mobile: back arrow, step name, refresh; then the summary bar with Details. */}
      <div className={styles.mobileBar}>
        <button type="button" className={styles.iconButton} onClick={back} aria-label={t`Back`}>
          <ArrowLeft size={22} aria-hidden="true" />
        </button>
        <p className={styles.mobileStep}>
          <StepLabel step={booking.bookingStep} />
        </p>
        <button type="button" className={styles.iconButton} onClick={refresh} aria-label={t`Refresh`}>
          <RefreshCw size={20} aria-hidden="true" />
        </button>
      </div>
      <div className={styles.summary}>
        <span>
          <Trans>No. {booking.bookingId}</Trans>
        </span>
        <Button variant="secondary" onClick={() => setDetailsOpen(true)} data-testid="details-button">
          <Trans>Details</Trans>
        </Button>
      </div>

      <div className={styles.head}>
        <h1 ref={headingRef} className={styles.title}>
          <Trans>Booking No. {booking.bookingId}</Trans>
        </h1>
        <span className={styles.stepBadge} data-testid="detail-step">
          <StepLabel step={booking.bookingStep} />
        </span>
        <Button variant="ghost" className={styles.toList} onClick={back}>
          <List size={18} aria-hidden="true" /> <Trans>Go to list</Trans>
        </Button>
      </div>

      <div className={styles.grid}>
        <div className={styles.side}>
          <BookingInfo booking={booking} />
          <MilestoneTimeline booking={booking} />
          <PiPanel pi={pi.data} />
        </div>
        <ChatPanel bookingId={bookingId} flagInquiry={booking.flagInquiry} />
        <div className={styles.documents}>
          <DocumentsPanel bookingId={bookingId} canUpload={booking.bookingStep !== 'COMPLETE' && booking.bookingStep !== 'CANCEL'} />
        </div>
      </div>

      <BookingDetailsDialog open={detailsOpen} onClose={() => setDetailsOpen(false)} booking={booking} pi={pi.data} />
    </div>
  );
}

/** /my-booking-list/detail/{id}: the booking, its chat and its proforma invoice. */
export function BookingDetailPage() {
  const { id } = useParams();
  const bookingId = Number(id);
  const valid = Number.isInteger(bookingId) && bookingId > 0 && bookingId <= 2147483647;
  const navigate = useNavigate();
  useEffect(() => {
    if (!valid) void navigate(paths.myBookingList, { replace: true });
  }, [valid, navigate]);
  return <RequireCustomer fallback={<DetailSkeleton />}>{valid ? <BookingDetailView key={bookingId} bookingId={bookingId} /> : <DetailSkeleton />}</RequireCustomer>;
}

export default BookingDetailPage;
