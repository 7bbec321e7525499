import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, CalendarDays, Clock, FileText, Ship, Wallet } from 'lucide-react';
import { useRuntimeConfig } from '@forwarder/shared/config';
import type { SpotFreight } from '@forwarder/shared/contract';
import { countryNameIn } from '@forwarder/shared/country-codes';
import { formatCountdown, formatDate } from '@forwarder/shared/format';
import { paths, spotConfirmedUrl } from '@forwarder/shared/paths';
import { documentTitle, offerHeadline } from '@forwarder/shared/seo';
import { useNavigate, useParams } from '@forwarder/shared/router';
import { ApiError } from '@forwarder/shared/api';
import { AlertModal, Button, ButtonLink, Modal, Price, Skeleton } from '@forwarder/shared/ui';
import { registerBuyer } from '../../../lib/register-buyer';
import { postSimpleBooking } from '../api/post-simple-booking';
import { useSpotOffer } from '../api/get-spot-offer';
import { useIsMobile } from '../hooks/use-is-mobile';
import { useNow } from '../hooks/use-now';
import { CARGO_SIZE_LABEL, CARGO_TYPE_LABEL, TRADE_CONDITION_LABEL, confirmationEmailKey, offerEndsAt, paymentMethodLabel, vehicleCategoryText } from '../model';
import { ContactForm, type ContactFormValues } from '../../../components/contact-form';
import styles from './offer-detail-page.module.css';

/** The route's id when it is a positive 32-bit integer, else null. */
const parseId = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : null);

/** A client id for one booking attempt, so a repeated submit books once (the api is idempotent by it). */
const newRequestId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '');

/**
 * The countdown to the end of the booking window (the end of the day after the payment deadline,
 * spec 1), named for what ends then; the "Booking closes" date beside it is that same day, so the
 * two never disagree (issue 28).
 */
function BookingCountdown({ offer }: { offer: SpotFreight }) {
  const { t } = useLingui();
  const now = useNow();
  const end = offerEndsAt(offer);
  if (end === null || end <= now) return null;
  const left = formatCountdown(end - now, (days) => t({ message: `${days}d`, comment: 'Days left in a countdown, e.g. 2d 03:04:05' }));
  return (
    <p className={styles.countdown}>
      <Clock aria-hidden="true" size={18} />
      <span role="timer" aria-live="off">
        {t`Booking closes in ${left}`}
      </span>
    </p>
  );
}

/**
 * The booking form while the offer's window is open; once its countdown ends on an open page, a
 * note that the offer has closed and a way to the current offers instead (the api refuses the
 * booking from then on).
 */
function WhileBookable({ offer, children }: { offer: SpotFreight; children: ReactNode }) {
  const now = useNow();
  const end = offerEndsAt(offer);
  if (end === null || end > now) return children;
  return (
    <div className={styles.closed} role="status" data-testid="offer-closed">
      <p>
        <Trans>This offer has closed: its booking deadline has passed.</Trans>
      </p>
      <ButtonLink to={paths.oceanFreight} variant="primary" block>
        <Trans>See current offers</Trans>
      </ButtonLink>
    </div>
  );
}

/** The page's boxes at their final size while the offer loads (no layout shift when it arrives). */
function DetailSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" data-testid="offer-detail-loading">
      <div className={styles.main}>
        <Skeleton height={220} radius={12} />
        <Skeleton height={140} radius={12} />
        <Skeleton height={200} radius={12} />
      </div>
      <Skeleton height={560} radius={12} className={styles.sideSkeleton} />
    </div>
  );
}

/**
 * Offer detail (spec 2 "Ocean freight detail", section 4): route summary, payment dates, the
 * countdown, the note, shipping details, how it works and the booking form (on mobile behind a
 * Book button, in a full-height sheet closed with an arrow). An inactive offer redirects to /, a
 * failed fetch to the list. Submit registers the buyer (an existing account counts as success),
 * books, and replaces history with the confirmation page; any other error alerts and goes to /.
 */
export default function OfferDetailPage() {
  const { t, i18n } = useLingui();
  const { freRateLegacyId } = useParams();
  const id = parseId(freRateLegacyId);
  const navigate = useNavigate();
  const offer = useSpotOffer(id);
  const isMobile = useIsMobile();
  const [sheetOpen, setSheetOpen] = useState(false);
  /** Why the last booking attempt failed: the offer closed meanwhile, or anything else. */
  const [failed, setFailed] = useState<'closed' | 'other' | null>(null);
  const requestId = useRef(newRequestId());
  const host = useRuntimeConfig((s) => s.config.brand.host);
  const titleId = useId();

  useEffect(() => {
    if (id === null || offer.isError) void navigate(paths.oceanFreight, { replace: true });
    else if (offer.data && !offer.data.isActive) void navigate(paths.home, { replace: true });
  }, [id, offer.isError, offer.data, navigate]);

  // The document title the server sends for this page (@forwarder/shared/seo), in the page language.
  const lang = i18n.locale === 'es' || i18n.locale === 'ru' ? i18n.locale : 'en';
  useEffect(() => {
    const o = offer.data;
    if (!o?.isActive) return;
    document.title = documentTitle(offerHeadline(o, lang, countryNameIn(o.arvCountry, lang, o.arvCountryNm)), host);
  }, [offer.data, lang, host]);

  if (!offer.data || !offer.data.isActive) return <DetailSkeleton />;
  const o = offer.data;
  const end = offerEndsAt(o);
  /** The last day of the booking window (the countdown ends at its midnight). */
  const closesOn = end === null ? null : formatDate(new Date(end - 1));
  const dptCountry = countryNameIn(o.dptCountry, i18n.locale, o.dptCountryNm);
  const arvCountry = countryNameIn(o.arvCountry, i18n.locale, o.arvCountryNm);

  const book = async (values: ContactFormValues) => {
    try {
      await registerBuyer({
        name: values.name,
        email: values.email,
        country: values.country,
        mobileCountry: values.mobileCountry,
        mobileNumber: values.mobileNumber,
        flagSubscribe: true,
        lang,
      });
      const bookingId = await postSimpleBooking({
        cargoType: o.cargoType,
        dptCountry: o.dptCountry,
        dptPort: o.dptPort,
        arvCountry: o.arvCountry,
        arvPort: o.arvPort,
        email: values.email,
        itemList: [{ cargoSize: o.cargoSize, tradeCondition: o.tradeCondition, freRateLegacyId: o.freRateLegacyId, itemDetail: '' }],
        memo: values.memo,
        flagSpot: true,
        curr: values.curr,
        currRate: values.currRate,
        currDate: values.currDate,
        requestId: requestId.current,
      });
      try {
        sessionStorage.setItem(confirmationEmailKey(bookingId), values.email.trim().toLowerCase());
      } catch {
        /* storage blocked: the page reads the address back from the URL */
      }
      setSheetOpen(false);
      void navigate(spotConfirmedUrl(bookingId, values.email.trim().toLowerCase()), { replace: true });
    } catch (err) {
      console.error('[spot booking] failed', err);
      setFailed(err instanceof ApiError && err.errorCode === 'OFFER_NOT_ACTIVE' ? 'closed' : 'other');
    }
  };

  const form = (
    <ContactForm
      onSubmit={book}
      idPrefix={isMobile ? 'sheet' : 'side'}
      submitLabel={<Trans>Request booking</Trans>}
      footnote={<Trans>Offer #{o.freRateLegacyId}. Our staff reply within one business day with the invoice; nothing is charged now.</Trans>}
    />
  );

  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <header className={styles.summary}>
          <div className={styles.tags}>
            <span className={styles.tag}>{i18n._(CARGO_TYPE_LABEL[o.cargoType])}</span>
            {o.cargoSize && <span className={styles.tag}>{CARGO_SIZE_LABEL[o.cargoSize]}</span>}
          </div>
          <h1 className={styles.route} id={titleId}>
            <span>
              {o.dptPortNm}, {dptCountry}
            </span>
            <span aria-hidden="true" className={styles.arrow}>
              →
            </span>
            <span className="visually-hidden">
              <Trans>to</Trans>
            </span>
            <span>
              {o.arvPortNm}, {arvCountry}
            </span>
          </h1>
          <div className={styles.price}>
            <span className={styles.priceLabel}>
              <Trans>Ocean freight</Trans>
            </span>
            <Price usd={o.costDisplay} className={styles.priceValue} />
          </div>
          <BookingCountdown offer={o} />
        </header>

        <section className={styles.card} aria-labelledby={`${titleId}-dates`}>
          <h2 id={`${titleId}-dates`} className={styles.h2}>
            <CalendarDays aria-hidden="true" size={20} />
            <Trans>Payment dates</Trans>
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>
                <Trans>Payment deadline</Trans>
              </dt>
              <dd className={styles.num}>{formatDate(o.depositExpirationDate)}</dd>
            </div>
            {closesOn && (
              <div>
                <dt>
                  <Trans>Booking closes</Trans>
                </dt>
                <dd className={styles.num}>{closesOn}</dd>
              </div>
            )}
            <div>
              <dt>
                <Trans>Departure (est.)</Trans>
              </dt>
              <dd className={styles.num}>{formatDate(o.dptEstimateDate)}</dd>
            </div>
          </dl>
        </section>

        {o.notice && (
          <section className={styles.card} aria-labelledby={`${titleId}-note`}>
            <h2 id={`${titleId}-note`} className={styles.h2}>
              <FileText aria-hidden="true" size={20} />
              <Trans>Note</Trans>
            </h2>
            <p className={styles.note}>{o.notice}</p>
          </section>
        )}

        <section className={styles.card} aria-labelledby={`${titleId}-details`}>
          <h2 id={`${titleId}-details`} className={styles.h2}>
            <Ship aria-hidden="true" size={20} />
            <Trans>Shipping details</Trans>
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>
                <Trans>Cargo type</Trans>
              </dt>
              <dd>
                {i18n._(CARGO_TYPE_LABEL[o.cargoType])} · {vehicleCategoryText(o.vehicleCategory, i18n)}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Trade condition</Trans>
              </dt>
              <dd>{i18n._(TRADE_CONDITION_LABEL[o.tradeCondition])}</dd>
            </div>
            <div>
              <dt>
                <Trans>Shipping line</Trans>
              </dt>
              <dd>{o.freLineNm}</dd>
            </div>
            <div>
              <dt>
                <Trans>Payment method</Trans>
              </dt>
              <dd>{i18n._(paymentMethodLabel(o.paymentMethod))}</dd>
            </div>
            <div>
              <dt>
                <Trans>Partner</Trans>
              </dt>
              <dd>{host}</dd>
            </div>
          </dl>
        </section>

        <section className={styles.card} aria-labelledby={`${titleId}-how`}>
          <h2 id={`${titleId}-how`} className={styles.h2}>
            <Wallet aria-hidden="true" size={20} />
            <Trans>How it works</Trans>
          </h2>
          <ol className={styles.steps}>
            <li>
              <strong>
                <Trans>Request</Trans>
              </strong>
              <span>
                <Trans>Send the form: no payment now.</Trans>
              </span>
            </li>
            <li>
              <strong>
                <Trans>Invoice</Trans>
              </strong>
              <span>
                <Trans>Our staff send the invoice within one business day.</Trans>
              </span>
            </li>
            <li>
              <strong>
                <Trans>Payment</Trans>
              </strong>
              <span>
                <Trans>Pay by bank transfer before the deadline.</Trans>
              </span>
            </li>
            <li>
              <strong>
                <Trans>Loading and sailing</Trans>
              </strong>
              <span>
                <Trans>We load your cargo and share the B/L for tracking.</Trans>
              </span>
            </li>
          </ol>
        </section>
      </div>

      {isMobile ? (
        <>
          <div className={styles.sticky}>
            <WhileBookable offer={o}>
              <Button variant="cta" size="lg" block onClick={() => setSheetOpen(true)}>
                <Trans>Book</Trans>
              </Button>
            </WhileBookable>
          </div>
          <Modal open={sheetOpen} onClose={() => setSheetOpen(false)} labelledBy={`${titleId}-sheet`} hideCloseButton>
            <div className={styles.sheetHead}>
              <button type="button" className={styles.back} onClick={() => setSheetOpen(false)} aria-label={t`Close the booking form`}>
                <ArrowLeft aria-hidden="true" size={22} />
              </button>
              <h2 id={`${titleId}-sheet`} className={styles.sheetTitle}>
                <Trans>Book this offer</Trans>
              </h2>
            </div>
            <WhileBookable offer={o}>{form}</WhileBookable>
          </Modal>
        </>
      ) : (
        <aside className={styles.side} aria-labelledby={`${titleId}-form`}>
          <h2 id={`${titleId}-form`} className={styles.h2}>
            <Trans>Book this offer</Trans>
          </h2>
          <WhileBookable offer={o}>{form}</WhileBookable>
        </aside>
      )}

      <AlertModal
        open={failed !== null}
        tone="warning"
        message={failed === 'closed' ? t`This offer has closed and can no longer be booked.` : t`An error occurred. Please try again.`}
        onClose={() => {
          setFailed(null);
          void navigate(failed === 'closed' ? paths.oceanFreight : paths.home);
        }}
      />
    </div>
  );
}
