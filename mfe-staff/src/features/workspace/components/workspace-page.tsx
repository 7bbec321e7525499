/**
 * /desk/booking/:id, the booking workspace (issue 23): the customer, the booking's facts and
 * milestones with the step control, its invoices with the P.I editor, its documents and the
 * activity trail on the left; the chat, live and sticky, on the right. At 599 px and below one
 * section at a time behind a tab bar, the chat first (staff answer chats from phones).
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useParams } from '@forwarder/shared/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { ApiError } from '@forwarder/shared/api';
import type { StaffBooking } from '@forwarder/shared/contract';
import { paths } from '@forwarder/shared/paths';
import { CountryFlag } from '../../../components/country-flag';
import { useDeskTitle } from '../../../components/desk-title';
import { inboxReturnUrl } from '../../../components/inbox-return';
import { languageName } from '../../../components/format';
import { LiveStatus } from '../../../components/live-status';
import { DeskEmpty, DeskLoadError } from '../../../components/states';
import { StepBadge } from '../../../components/step-badge';
import { tabKeyTarget } from '../../../components/tab-keys';
import { useStaffBooking } from '../api/get-staff-booking';
import { useNarrowScreen } from '../../../components/use-narrow-screen';
import { useWorkspaceLive } from '../hooks/use-workspace-live';
import { ActivityTrail } from './activity-trail';
import { BookingFacts } from './booking-facts';
import { ChatPanel } from './chat-panel';
import { CustomerCard } from './customer-card';
import { DocumentsPanel } from './documents-panel';
import { InvoicesPanel } from './invoices-panel';
import { StepsPanel } from './steps-panel';
import styles from './workspace.module.css';

const idOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : null);

/** The workspace's sections, in the phone's tab order (the chat first). */
const SECTIONS = ['chat', 'booking', 'pi', 'documents', 'activity'] as const;
type Section = (typeof SECTIONS)[number];
const tabId = (s: Section) => `workspace-tab-${s}`;
const panelId = (s: Section) => `workspace-panel-${s}`;

/** The phone's tab bar over the sections (WAI-ARIA tabs, automatic activation); the chat's tab counts messages that arrived while another tab was open. */
function SectionTabs({ current, unseen, onSelect }: { current: Section; unseen: number; onSelect: (s: Section) => void }) {
  const { t } = useLingui();
  const refs = useRef<Partial<Record<Section, HTMLButtonElement | null>>>({});
  const labels: Record<Section, string> = { chat: t`Chat`, booking: t`Booking`, pi: t`P.I`, documents: t`Documents`, activity: t`Activity` };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const to = tabKeyTarget(e.key, i, SECTIONS.length);
    if (to === null) return;
    e.preventDefault();
    const s = SECTIONS[to]!;
    refs.current[s]?.focus();
    onSelect(s);
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={t`Workspace sections`}>
      {SECTIONS.map((s, i) => (
        <button
          key={s}
          ref={(el) => {
            refs.current[s] = el;
          }}
          type="button"
          role="tab"
          id={tabId(s)}
          className={styles.tab}
          aria-selected={s === current}
          aria-controls={panelId(s)}
          tabIndex={s === current ? 0 : -1}
          onClick={() => onSelect(s)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {labels[s]}
          {s === 'chat' && unseen > 0 && (
            <span className={styles.tabDot}>
              <span aria-hidden="true">{unseen}</span>
              <span className="visually-hidden">{t`new messages: ${unseen}`}</span>
            </span>
          )}
        </button>
      ))}
    </div>
  );
}

function Workspace({ data, back, onUnread }: { data: StaffBooking; back: ReactNode; onUnread: (total: number) => void }) {
  const { i18n } = useLingui();
  const { booking, customer } = data;
  const bookingId = booking.bookingId;
  const narrow = useNarrowScreen();
  const [tab, setTab] = useState<Section>('chat');
  // On a phone a section is built when first opened, then kept (with what was typed in it): the
  // page's first render on a phone is the chat alone, not five sections behind `hidden`.
  const [opened, setOpened] = useState<ReadonlySet<Section>>(() => new Set<Section>(['chat']));
  const [unseen, setUnseen] = useState(0);
  const chatShown = !narrow || tab === 'chat';
  const shownRef = useRef(chatShown);
  useEffect(() => {
    shownRef.current = chatShown;
  }, [chatShown]);

  const onCustomerMessage = useCallback(() => {
    if (!shownRef.current) setUnseen((n) => n + 1);
  }, []);
  const status = useWorkspaceLive(bookingId, { onCustomerMessage, onUnread });

  const select = (s: Section) => {
    setTab(s);
    setOpened((was) => (was.has(s) ? was : new Set([...was, s])));
    if (s === 'chat') setUnseen(0);
    // The new section starts at its top, under the tab bar.
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  };

  const section = (s: Section, children: ReactNode, className?: string) =>
    narrow ? (
      <div role="tabpanel" id={panelId(s)} aria-labelledby={tabId(s)} hidden={tab !== s} className={[styles.section, className ?? ''].join(' ')}>
        {opened.has(s) && children}
      </div>
    ) : (
      <div className={className}>{children}</div>
    );

  const language = languageName(customer.lang, i18n.locale);
  // Below 1024 px the left column's wrapper lets its parts into the one column (CSS `display:
  // contents`), so the heading comes first, then the chat, then the booking's cards.
  return (
    <div className={styles.grid}>
      <div className={styles.side}>
        <div className={styles.top}>
          <div className={styles.head}>
            {back}
            <h1 id="workspace-title" className={styles.title}>
              <Trans>Booking No. {bookingId}</Trans>
            </h1>
            <StepBadge step={booking.bookingStep} />
            <span className={styles.headCustomer}>
              <CountryFlag code={customer.country} />
              {customer.name}
            </span>
            <LiveStatus status={status} />
          </div>
          {narrow && <SectionTabs current={tab} unseen={unseen} onSelect={select} />}
        </div>
        {section(
          'booking',
          <div className={styles.stack}>
            <CustomerCard customer={customer} pendingOwner={data.pendingOwner} />
            <BookingFacts booking={booking} />
            <StepsPanel booking={booking} />
          </div>,
        )}
        {section('pi', <InvoicesPanel data={data} customerLanguage={language} />)}
        {section('documents', <DocumentsPanel bookingId={bookingId} documents={data.documents} />)}
        {section('activity', <ActivityTrail activity={data.activity} />)}
      </div>
      {section('chat', <ChatPanel bookingId={bookingId} customerName={customer.name} flagInquiry={booking.flagInquiry} shown={chatShown} onUnread={onUnread} />, styles.chatColumn)}
    </div>
  );
}

function WorkspaceSkeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="workspace-skeleton">
      <span className="visually-hidden">{t`Loading the booking`}</span>
      <span className={styles.bone} style={{ width: 260, height: 30 }} />
      <div className={styles.grid}>
        <div className={styles.side}>
          <span className={styles.bone} style={{ height: 220 }} />
          <span className={styles.bone} style={{ height: 280 }} />
        </div>
        <span className={`${styles.bone} ${styles.chatColumn}`} />
      </div>
    </div>
  );
}

/** /desk/booking/:id: the workspace, or its loading, not-found and error states. */
export function WorkspacePage() {
  const { t } = useLingui();
  const bookingId = idOf(useParams().id);
  const query = useStaffBooking(bookingId);
  const [unread, setUnread] = useState<number>();
  useDeskTitle(unread, bookingId === null ? undefined : t`Booking ${bookingId}`);

  const back = (
    <Link to={inboxReturnUrl(paths.desk)} className={styles.back}>
      <ArrowLeft size={18} aria-hidden="true" />
      <span className={styles.backText}>
        <Trans>Back to the inbox</Trans>
      </span>
    </Link>
  );

  if (bookingId === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <section className={styles.page} aria-label={t`Booking`}>
        <DeskEmpty title={<Trans>This booking does not exist.</Trans>}>
          <Link to={paths.desk} className={styles.link}>
            <Trans>Back to the inbox</Trans>
          </Link>
        </DeskEmpty>
      </section>
    );
  }

  if (query.data) {
    return (
      <section className={styles.page} aria-labelledby="workspace-title">
        <Workspace data={query.data} back={back} onUnread={setUnread} />
      </section>
    );
  }

  let body;
  if (query.isError) {
    body = <DeskLoadError error={query.error} message={<Trans>The booking could not be loaded.</Trans>} onRetry={() => void query.refetch()} />;
  } else {
    body = <WorkspaceSkeleton />;
  }

  return (
    <section className={styles.page} aria-label={t`Booking`}>
      <div className={styles.head}>{back}</div>
      {body}
    </section>
  );
}

export default WorkspacePage;
