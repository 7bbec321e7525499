/**
 * The api's door to `@forwarder/shared` (contract schemas, country table, runtime-config shape).
 *
 * Why this file: `shared/package.json` has no `"type": "module"`, so tsx loads shared's `.ts`
 * files as CommonJS and Node cannot see the names re-exported with `export * from`. A namespace
 * import then only holds `default` (the CommonJS `module.exports`). Taking `default` when it is
 * there keeps working unchanged if shared ever becomes an ES module.
 */
import * as contractNs from '@forwarder/shared/contract';
import * as dataNs from '@forwarder/shared/data';
import * as configNs from '@forwarder/shared/config';
import * as pathsNs from '@forwarder/shared/paths';
import * as countryCodesNs from '@forwarder/shared/country-codes';
import * as postHtmlNs from '@forwarder/shared/post-html';
import * as seoNs from '@forwarder/shared/seo';

function unwrap<T extends object>(ns: T): T {
  const maybeDefault = (ns as { default?: unknown }).default;
  return (maybeDefault && typeof maybeDefault === 'object' ? maybeDefault : ns) as T;
}

/** Contract schemas (valibot). */
export const contract = unwrap(contractNs);
/** The static country table and its lookups. */
export const data = unwrap(dataNs);
/** The runtime-config schema and defaults. */
export const runtimeConfig = unwrap(configNs);
/** The light country list the remotes show names from (en, es, ru). */
export const countryCodes = unwrap(countryCodesNs);
/** The blog post HTML policy (what a post may hold), shared with the blog and the desk. */
export const postHtml = unwrap(postHtmlNs);
/** Each page's title and description in en, es and ru (the head of a page, api/src/lib/page-head.ts). */
export const seo = unwrap(seoNs);
/** The suite's route table (which remote owns a path, which first screen a page has). */
export const paths = unwrap(pathsNs);

export type {
  AuthUser, BoardList, BoardListQuery, BoardPost, BookingConfirmation, BookingDetail, CodeItem, DevMail, ExchangeRate, Lang, SimpleBookingBody, SpotFreight, SpotList,
  QuoteAnswer, QuoteRequest, QuoteBookingBody, QuoteItem,
  BookingEvent, BookingListItem, BookingListQuery, ChatMessage, ProformaInvoice, StaffPiBody,
  HotItemsAnswer,
  StaffRate, QuoteSetting, RateChange,
  StaffOffer, StaffOfferBody, StaffOfferList, StaffOfferListQuery, StaffOfferStatus, OfferActivity, StaffOfferChoices,
  StaffPost, StaffPostBody, StaffPostListQuery, PostActivity, PostPicture,
  BankDetails, StaffInboxQuery, StaffInboxRow, StaffInbox, StaffBooking, StaffInvoice, Activity, PiState, BookingDocument,
} from '@forwarder/shared/contract';
export type { Country } from '@forwarder/shared/data';
export type { RuntimeConfig } from '@forwarder/shared/config';
