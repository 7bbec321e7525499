import { useQueryClient } from '@tanstack/react-query';
import { uploadBookingDocument, useDocumentUpload, type UploadOptions } from '@forwarder/shared/api';
import type { BookingDocument } from '@forwarder/shared/contract';
import { documentsKey } from './get-documents';

/**
 * POST /svc/booking/document?bookingId=&kind=RECEIPT&name=: the buyer's transfer receipt, its
 * bytes as the body, with its progress (`uploadWithProgress` of @forwarder/shared/api). Rejects
 * with ApiError like every call.
 */
export const uploadReceipt = (bookingId: number, file: File, options?: Omit<UploadOptions, 'query'>): Promise<BookingDocument> =>
  uploadBookingDocument('buyer', { bookingId, kind: 'RECEIPT', file, fallbackName: 'receipt' }, options);

/**
 * Upload the buyer's transfer receipt with its progress (0 to 1, null when idle); refetches the
 * booking's documents once it is stored. `cancel` aborts the running upload.
 */
export function useUploadReceipt(bookingId: number) {
  const client = useQueryClient();
  return useDocumentUpload((file: File, options) => uploadReceipt(bookingId, file, options), () => client.invalidateQueries({ queryKey: documentsKey(bookingId) }));
}
