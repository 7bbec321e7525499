import { uploadBookingDocument, useDocumentUpload, type UploadOptions } from '@forwarder/shared/api';
import type { BookingDocument, DocumentKind } from '@forwarder/shared/contract';

/** What staff upload: loading photos and shipping documents (the receipt is the customer's). */
export const STAFF_DOCUMENT_KINDS = ['LOADING_PHOTO', 'BL_DRAFT', 'EXPORT_DECLARATION', 'OTHER'] as const satisfies readonly DocumentKind[];
/** A kind staff may upload. */
export type StaffDocumentKind = (typeof STAFF_DOCUMENT_KINDS)[number];

/**
 * POST /staff/booking/document?bookingId=&kind=&name=: the file's bytes as the body, with its
 * progress (`uploadWithProgress` of @forwarder/shared/api). Rejects with ApiError like every call.
 */
export const uploadDocument = (bookingId: number, kind: StaffDocumentKind, file: File, options?: Omit<UploadOptions, 'query'>): Promise<BookingDocument> =>
  uploadBookingDocument('staff', { bookingId, kind, file, fallbackName: 'document' }, options);

/**
 * Upload a staff document with its progress (0 to 1, null when idle); `onStored` runs once it is
 * stored (the caller refetches the booking). `cancel` aborts the running upload.
 */
export function useUploadDocument(bookingId: number, onStored: () => void) {
  return useDocumentUpload(({ kind, file }: { kind: StaffDocumentKind; file: File }, options) => uploadDocument(bookingId, kind, file, options), onStored);
}
