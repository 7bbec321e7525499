import type { KeyboardEvent, Ref } from 'react';
import { Link } from '@forwarder/shared/router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FileText, MessageSquareOff, UserRoundSearch } from 'lucide-react';
import { deskBookingUrl } from '@forwarder/shared/paths';
import type { StaffInboxRow } from '@forwarder/shared/contract';
import { unreadText } from '@forwarder/shared/format';
import { CountryFlag } from '../../../components/country-flag';
import { StepBadge } from '../../../components/step-badge';
import { ageOf, dateTime } from '../../../components/format';
import { countryName } from '../../../components/country-name';
import { useCargoTypeLabels, usePiStateLabels } from '../../../components/labels';
import styles from './inbox.module.css';

/** Props the list's roving focus gives each row's link. */
export interface RowLinkProps {
  ref: Ref<HTMLAnchorElement>;
  tabIndex: number;
  onFocus: () => void;
  onKeyDown: (e: KeyboardEvent<HTMLAnchorElement>) => void;
}

/**
 * One booking of the inbox, a link to its workspace: number, customer (flag, name), route, cargo
 * type, step, last message (first line, age), P.I state, documents, unread count. A table row on
 * desktop, a card at 1023 px and below.
 */
export function InboxRow({ row, fresh, now, link }: { row: StaffInboxRow; fresh: boolean; now: number; link: RowLinkProps }) {
  const { t, i18n } = useLingui();
  const cargo = useCargoTypeLabels();
  const pi = usePiStateLabels();
  const locale = i18n.locale;
  const country = countryName(row.customer.country, locale);
  const last = row.lastMessage;
  const age = last ? ageOf(last.regDtm, locale, now) : null;
  return (
    <li className={styles.item}>
      <Link to={deskBookingUrl(row.bookingId)} className={styles.row} data-fresh={fresh || undefined} data-testid="inbox-row" {...link}>
        <span className={styles.cellNumber}>
          <Trans>No. {row.bookingId}</Trans>
        </span>
        <span className={styles.cellCustomer}>
          <CountryFlag code={row.customer.country} />
          <span className={styles.ellipsis} title={`${row.customer.name} <${row.customer.email}>${country ? ` · ${country}` : ''}`}>
            {row.customer.name}
          </span>
          {country && <span className="visually-hidden">({country})</span>}
          {row.pendingOwner && (
            <span className={styles.owner} title={t`Booked without signing in: waits for the account owner to confirm`}>
              <UserRoundSearch size={14} aria-hidden="true" />
              <span className={styles.ownerText}>
                <Trans>Waiting for owner</Trans>
              </span>
            </span>
          )}
        </span>
        <span className={`${styles.cellRoute} ${styles.ellipsis}`}>
          {row.dptPortNm} → {row.arvPortNm}
        </span>
        <span className={styles.cellCargo}>{cargo[row.cargoType]}</span>
        <span className={styles.cellStep}>
          <StepBadge step={row.bookingStep} />
        </span>
        <span className={styles.cellMessage}>
          {!row.flagInquiry && (
            <span className={styles.chatEnded} title={t`Chat ended`}>
              <MessageSquareOff size={14} aria-hidden="true" />
              <span className="visually-hidden">
                <Trans>Chat ended</Trans>
              </span>
            </span>
          )}
          {last ? (
            <>
              <span className={`${styles.messageText} ${styles.ellipsis}`}>
                {last.fromStaff && (
                  <span className={styles.fromStaff}>
                    <Trans>Staff:</Trans>{' '}
                  </span>
                )}
                {last.content}
              </span>
              <time className={styles.age} dateTime={last.regDtm} title={dateTime(last.regDtm, locale)}>
                {age ?? <Trans>just now</Trans>}
              </time>
            </>
          ) : (
            <span className={styles.muted}>
              <Trans>No messages yet</Trans>
            </span>
          )}
        </span>
        <span className={styles.cellPi} data-pi={row.piState}>
          {pi[row.piState]}
        </span>
        <span className={styles.cellDocs}>
          {row.customerDocumentCnt > 0 ? (
            <span className={styles.docs} title={t`Documents the customer uploaded`}>
              <FileText size={14} aria-hidden="true" />
              <span aria-hidden="true">{row.customerDocumentCnt}</span>
              <span className="visually-hidden">
                <Plural value={row.customerDocumentCnt} one="# document received" other="# documents received" />
              </span>
            </span>
          ) : null}
        </span>
        <span className={styles.cellUnread}>
          {row.unreadCnt > 0 && (
            <span className={styles.unread} data-testid="row-unread">
              <span aria-hidden="true">{unreadText(row.unreadCnt)}</span>
              <span className="visually-hidden">
                <Plural value={row.unreadCnt} one="# unread message" other="# unread messages" />
              </span>
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
