/**
 * Booking documents as both sides upload them (the buyer's transfer receipt on
 * `/svc/booking/document`, staff's papers on `/staff/booking/document`): the quick look before
 * sending, the name sent, the upload itself with its progress, and why one did not happen.
 */
import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  OkSchema,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NAME_MAX,
  DocumentContentTypeSchema,
  DocumentUploadAnswerSchema,
  type BookingDocument,
  type DocumentKind,
} from '../contract';
import { ApiError, request, uploadWithProgress, type UploadOptions } from './client';

/** File name extensions of the types a booking takes (DocumentContentTypeSchema). */
export const DOCUMENT_EXTENSIONS: readonly string[] = ['pdf', 'jpg', 'jpeg', 'png'];

/**
 * What the file picker offers (`accept`): those extensions and DocumentContentTypeSchema's types
 * (documents.test.ts keeps them equal); the api judges the bytes.
 */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/**
 * Why an upload did not happen, for the message a page shows: one place for every status and
 * code. FINISHED only answers the buyer (staff may add to a finished booking); SIGNED_OUT is a
 * refused session (401/403).
 */
export type DocumentUploadProblem = 'EMPTY' | 'TOO_LARGE' | 'WRONG_TYPE' | 'TOO_MANY' | 'FINISHED' | 'NETWORK' | 'CANCELLED' | 'SIGNED_OUT' | 'OTHER';

/** A quick look before sending (size, and type by name or browser type): the api still decides. */
export function checkDocumentFile(file: Pick<File, 'name' | 'size' | 'type'>): DocumentUploadProblem | null {
  if (file.size === 0) return 'EMPTY';
  if (file.size > DOCUMENT_MAX_BYTES) return 'TOO_LARGE';
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (!(ext && DOCUMENT_EXTENSIONS.includes(ext)) && !(DocumentContentTypeSchema.options as readonly string[]).includes(file.type)) return 'WRONG_TYPE';
  return null;
}

/** The name sent: at most DOCUMENT_NAME_MAX characters, keeping the extension; `fallback` for a blank one. */
export function documentUploadName(name: string, fallback: string): string {
  const chars = [...(name.trim() || fallback)];
  if (chars.length <= DOCUMENT_NAME_MAX) return chars.join('');
  const ext = /\.[^.]{1,10}$/.exec(name)?.[0] ?? '';
  return chars.slice(0, DOCUMENT_NAME_MAX - ext.length).join('') + ext;
}

/** What went wrong with an upload, from the api's status and errorCode. */
export function documentUploadProblem(err: unknown): DocumentUploadProblem {
  if (!(err instanceof ApiError)) return 'OTHER';
  if (err.errorCode === 'CANCELLED') return 'CANCELLED';
  if (err.status === 0) return err.errorCode === 'NETWORK' || err.errorCode === 'TIMEOUT' ? 'NETWORK' : 'OTHER';
  if (err.status === 401 || err.status === 403) return 'SIGNED_OUT';
  if (err.errorCode === 'EMPTY_FILE') return 'EMPTY';
  // A gateway in front may refuse an oversize body itself (no api error body): the status says it.
  if (err.status === 413) return 'TOO_LARGE';
  if (err.status === 415) return 'WRONG_TYPE';
  if (err.errorCode === 'TOO_MANY_DOCUMENTS') return 'TOO_MANY';
  if (err.errorCode === 'BOOKING_FINISHED') return 'FINISHED';
  return 'OTHER';
}

/**
 * Where a side reaches a booking's documents: the buyer on `/svc/booking/document`, staff on
 * `/staff/booking/document` (the same path uploads with POST and downloads with GET).
 */
export const DOCUMENT_PATHS = { buyer: '/svc/booking/document', staff: '/staff/booking/document' } as const;
/** The side a page works for. */
export type DocumentSide = keyof typeof DOCUMENT_PATHS;

/**
 * URL of a document's bytes (GET `?documentId=`), as an attachment, or with `inline` shown in
 * place (images only; the api still sends a PDF as an attachment).
 */
export const bookingDocumentUrl = (side: DocumentSide, documentId: number, inline = false) => `${DOCUMENT_PATHS[side]}?documentId=${documentId}${inline ? '&inline=1' : ''}`;

/** What an upload sends beside the bytes: the booking, what the file is, and the name used for a blank one. */
export interface DocumentUpload {
  bookingId: number;
  kind: DocumentKind;
  file: File;
  /** The name sent when the file's own is blank. */
  fallbackName: string;
}

/**
 * POST the side's document path ?bookingId=&kind=&name=: the file's bytes as the body, with its
 * progress; answers the stored document.
 */
export async function uploadBookingDocument(side: DocumentSide, { bookingId, kind, file, fallbackName }: DocumentUpload, options: Omit<UploadOptions, 'query'> = {}): Promise<BookingDocument> {
  const query = { bookingId, kind, name: documentUploadName(file.name, fallbackName) };
  return (await uploadWithProgress(DOCUMENT_PATHS[side], DocumentUploadAnswerSchema, file, { ...options, query })).data;
}

/** DELETE the side's document path ?documentId=: the side takes back a document it uploaded (the api refuses the other side's). */
export const removeBookingDocument = (side: DocumentSide, documentId: number) => request(DOCUMENT_PATHS[side], OkSchema, { method: 'DELETE', query: { documentId } });

/** Whether a document can be shown in place (an image; a PDF is only downloaded). */
export const isImageDocument = (doc: Pick<BookingDocument, 'contentType'>) => doc.contentType !== 'application/pdf';

/**
 * Upload a booking document with its progress (0 to 1, null when idle) and a way to stop it:
 * `upload` sends `vars` (uploadBookingDocument for one side), `onStored` runs once the document is
 * stored (refetch what lists it), `cancel` aborts the running upload. The buyer's receipt and the
 * staff's documents use it alike.
 */
export function useDocumentUpload<V>(upload: (vars: V, options: Pick<UploadOptions, 'onProgress' | 'signal'>) => Promise<BookingDocument>, onStored: () => unknown) {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (vars: V) => {
      const ctrl = new AbortController();
      controller.current = ctrl;
      return upload(vars, { onProgress: setProgress, signal: ctrl.signal });
    },
    onSuccess: () => void onStored(),
    onSettled: () => {
      controller.current = null;
      setProgress(null);
    },
  });
  return { ...mutation, progress, cancel: () => controller.current?.abort() };
}
