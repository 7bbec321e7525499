import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { countryNameIn } from '@forwarder/shared/country-codes';
import { formatDate } from '@forwarder/shared/format';
import { bookingDetailUrl, paths } from '@forwarder/shared/paths';
import { Navigate, useParams } from '@forwarder/shared/router';
import { useSession } from '@forwarder/shared/stores';
import { Button, ButtonLink, ErrorPanel, Loader } from '@forwarder/shared/ui';
import { MemberCard, memberStyles as styles } from '../../../components/member-card';
import { useBookingClaim, useConfirmBooking } from '../api';
import local from './confirm-booking-page.module.css';

/** /member/confirm-booking/{token}: an empty token goes to /. */
export function ConfirmBookingPage() {
  const token = useParams().token?.trim();
  if (!token) return <Navigate to={paths.home} replace />;
  return <ConfirmBooking token={token} />;
}

/**
 * The owner's confirmation of a booking someone asked for with their email without being signed
 * in (the mail's link, issue 22). The page shows what the booking is and changes nothing on load
 * (a mail scanner fetching the link adds nothing): the owner adds it with the button, once.
 */
function ConfirmBooking({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const signedIn = useSession((s) => s.status === 'signed-in');
  const confirm = useConfirmBooking();
  // Once added, the link is used: the page keeps what it showed instead of asking again.
  const claim = useBookingClaim(token, !confirm.isSuccess);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirm.isSuccess) doneRef.current?.focus();
  }, [confirm.isSuccess]);
  const invalid = t`This link is not valid, was already used or has expired.`;

  if (confirm.isSuccess) {
    const id = confirm.data.bookingId;
    return (
      <MemberCard title={t`Confirm your booking request`}>
        <div className={styles.result} ref={doneRef} tabIndex={-1} data-testid="confirm-booking-done">
          <CircleCheck className={styles.resultIcon} size={48} aria-hidden="true" />
          <p className={styles.resultText} role="status">
            {t`Booking ${id} is now in your bookings.`}
          </p>
          {signedIn ? (
            <ButtonLink to={bookingDetailUrl(id)} variant="primary" size="lg">
              {t`Open the booking`}
            </ButtonLink>
          ) : (
            <>
              <p className={styles.fineprint}>{t`Sign in to follow it in My Booking.`}</p>
              <ButtonLink to={paths.signIn} variant="primary" size="lg">
                {t`Sign In`}
              </ButtonLink>
            </>
          )}
        </div>
      </MemberCard>
    );
  }

  const b = claim.data;
  return (
    <MemberCard title={t`Confirm your booking request`} lead={b ? t`Someone who was not signed in asked for this booking with your email address. If it was you, add it to your bookings.` : undefined}>
      {claim.isError ? (
        <div className={styles.result}>
          <ErrorPanel message={invalid} />
          <ButtonLink to={paths.home} variant="secondary">
            {t`Back To Main`}
          </ButtonLink>
        </div>
      ) : !b ? (
        <div className={styles.result}>
          <Loader size="lg" label={t`Loading the booking`} />
        </div>
      ) : (
        <>
          <dl className={local.facts}>
            <div>
              <dt>{t`Booking number`}</dt>
              <dd>{b.bookingId}</dd>
            </div>
            <div>
              <dt>{t`Requested on`}</dt>
              <dd>{formatDate(b.regDtm)}</dd>
            </div>
            <div>
              <dt>{t`Port of loading`}</dt>
              <dd>
                {b.dptPortNm}, {countryNameIn(b.dptCountry, i18n.locale, b.dptCountryNm)}
              </dd>
            </div>
            <div>
              <dt>{t`Port of discharge`}</dt>
              <dd>{[b.arvPortNm, countryNameIn(b.arvCountry, i18n.locale, b.arvCountryNm)].filter(Boolean).join(', ')}</dd>
            </div>
            <div className={local.full}>
              <dt>{t`Item`}</dt>
              <dd>{b.itemList.map((i) => i.itemName).join(', ')}</dd>
            </div>
          </dl>
          {confirm.isError && <ErrorPanel message={invalid} className={local.error} />}
          <div className={styles.actions}>
            <Button variant="primary" size="lg" loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
              {t`Add to my bookings`}
            </Button>
          </div>
          <p className={`${styles.fineprint} ${local.ignore}`}>{t`If it was not you, close this page: the booking stays out of your account.`}</p>
        </>
      )}
    </MemberCard>
  );
}
