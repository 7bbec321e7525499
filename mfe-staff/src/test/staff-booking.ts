/** Test data of the booking workspace: a booking as GET /staff/booking/detail answers it, chat messages, invoices, documents, and the stubbed calls of one workspace. */
import type { BookingDocument, ChatMessage, StaffBooking, StaffInvoice } from '@forwarder/shared/contract';
import { stubFetch, type FetchAnswer, type SeenCall } from './render-desk';

/** A booking in the workspace: no. 7, STEP2, the demo customer (Ghana, English), one trail line; `over` replaces top-level parts. */
export function staffBooking(over: Partial<Omit<StaffBooking, 'booking'>> & { booking?: Partial<StaffBooking['booking']> } = {}): StaffBooking {
  const { booking, ...rest } = over;
  return {
    booking: {
      bookingId: 7,
      regDtm: '2026-11-20T09:00:00.000Z',
      bookingStep: 'STEP2',
      bookingStepNm: 'Request reviewed',
      cargoType: 'RORO',
      cargoTypeNm: 'Ro-Ro',
      dptCountry: 'C1570',
      dptCountryNm: 'South Korea',
      dptPortNm: 'Incheon',
      arvCountry: 'C0820',
      arvCountryNm: 'Ghana',
      arvPortNm: 'Tema',
      flagDel: false,
      flagInquiry: true,
      flagSpot: true,
      itemList: [{ itemName: 'Hyundai Tucson 2021', itemDetail: 'Silver, 42,000 km', cargoSize: null, quote: null }],
      memo: { content: 'Please load before December.' },
      freight: { oceanFreight: 1200, surcharge: 0, total: 1200 },
      curr: 'USD',
      currRate: 0,
      regUser: { name: 'Daniel Mensah', email: 'demo.buyer@example.com', country: 'C0820', countryNm: 'Ghana', mobileCountry: '233', mobileNumber: '24-555-0147' },
      milestones: [
        { bookingStep: 'STEP1', regDtm: '2026-11-20T09:00:00.000Z', staffName: null },
        { bookingStep: 'STEP2', regDtm: '2026-11-21T10:30:00.000Z', staffName: 'Mina Park' },
      ],
      ...booking,
    },
    customer: { id: 3, name: 'Daniel Mensah', email: 'demo.buyer@example.com', country: 'C0820', mobileCountry: '233', mobileNumber: '24-555-0147', lang: 'en', emailConfirmed: true },
    pendingOwner: false,
    activity: [{ id: 1, at: '2026-11-21T10:30:00.000Z', kind: 'STEP', staff: { id: 9, name: 'Mina Park' }, detail: 'STEP1 -> STEP2' }],
    invoices: [],
    documents: [],
    ...rest,
  };
}

/** A chat message of booking 7: the customer's unless `staff`. */
export function chatMessage(inquiryId: number, content: string, { staff = false, at = '2026-11-21T11:00:00.000Z' }: { staff?: boolean; at?: string } = {}): ChatMessage {
  return {
    inquiryId,
    bookingId: 7,
    content,
    regDtm: at,
    modDtm: at,
    clientReadDtm: null,
    regUser: staff ? { auth: 'STAFF', name: 'Mina Park' } : { auth: 'USER', name: 'Daniel Mensah' },
  };
}

/** An invoice of booking 7. */
export function staffInvoice(piId: number, over: Partial<StaffInvoice> = {}): StaffInvoice {
  return {
    piId,
    bookingId: 7,
    regDtm: '2026-11-22',
    dueDtm: '2026-12-01',
    buyerName: 'Daniel Mensah',
    staff: { name: 'Mina Park' },
    curr: 'USD',
    currRate: 0,
    itemList: [{ description: 'Ocean freight Incheon - Tema', unitSize: '1 units', total: 1200 }],
    memo: { content: '' },
    dptCountry: 'C1570',
    dptCountryNm: 'South Korea',
    dptPortNm: 'Incheon',
    arvCountry: 'C0820',
    arvCountryNm: 'Ghana',
    arvPortNm: 'Tema',
    totalUsd: 1200,
    totalCurr: 1200,
    downloadable: true,
    flagDel: false,
    withdrawnReason: null,
    downloadCnt: 0,
    ...over,
  };
}

/** A document of booking 7 (the customer's PDF receipt unless told). */
export function bookingDocument(documentId: number, over: Partial<BookingDocument> = {}): BookingDocument {
  return {
    documentId,
    bookingId: 7,
    kind: 'RECEIPT',
    fileName: 'wire-transfer.pdf',
    contentType: 'application/pdf',
    size: 245_000,
    uploadedAt: '2026-11-23T08:15:00.000Z',
    uploadedBy: 'CUSTOMER',
    uploaderName: 'Daniel Mensah',
    ...over,
  };
}

/** What the stubbed api of one workspace holds; tests change it between calls. */
export interface WorkspaceState {
  detail: StaffBooking;
  /** Newest first, as the api lists it. */
  chat: ChatMessage[];
  unreadTotal: number;
}

/**
 * Stub the workspace's calls (detail, chat, read, unread) over `state`, plus `extra` answers;
 * returns the calls seen.
 */
export function stubWorkspace(state: WorkspaceState, extra: Record<string, FetchAnswer | ((call: SeenCall) => FetchAnswer)> = {}): SeenCall[] {
  return stubFetch({
    'GET /staff/booking/detail': () => ({ status: 200, body: state.detail }),
    'GET /staff/inquiry/list': () => ({ status: 200, body: { list: state.chat } }),
    'PUT /staff/inquiry/read': () => ({ status: 200, body: { unreadTotal: state.unreadTotal } }),
    'GET /staff/unread': () => ({ status: 200, body: { unreadTotal: state.unreadTotal } }),
    ...extra,
  });
}

/** The calls to `method path` among `calls`. */
export const callsTo = (calls: SeenCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.url.split('?')[0] === path);
