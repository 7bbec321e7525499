import { useQuery } from '@tanstack/react-query';
import { request } from '@forwarder/shared/api';
import { BookingDocumentListSchema } from '@forwarder/shared/contract';

/** Query key of a booking's documents. */
export const documentsKey = (bookingId: number) => ['svc', 'booking', 'documents', bookingId] as const;

/** GET /svc/booking/documents?bookingId=: both sides' documents, oldest first. */
export const fetchDocuments = (bookingId: number) => request('/svc/booking/documents', BookingDocumentListSchema, { query: { bookingId } });

/** The documents of a booking (the receipt the buyer sent, the photos and papers staff added). */
export function useDocuments(bookingId: number) {
  return useQuery({ queryKey: documentsKey(bookingId), queryFn: () => fetchDocuments(bookingId) });
}
