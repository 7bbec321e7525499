import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiError } from '@forwarder/shared/api';
import { ApiErrorBodySchema, DOCUMENT_MAX_BYTES, DocumentUploadAnswerSchema, type BookingDocument } from '@forwarder/shared/contract';
import { documentsKey } from './get-documents';

/** Why an upload did not happen, for the message the page shows (one place for every status and code). */
export type UploadProblem = 'EMPTY' | 'TOO_LARGE' | 'WRONG_TYPE' | 'TOO_MANY' | 'FINISHED' | 'NETWORK' | 'CANCELLED' | 'OTHER';

/** Extensions and types the file picker offers; the api judges the bytes. */
export const RECEIPT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];
const TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
/** The api takes names of at most this many characters. */
const NAME_MAX = 200;

/** A quick look before sending (size, and type by name or browser type): the api still decides. */
export function checkFile(file: File): UploadProblem | null {
  if (file.size === 0) return 'EMPTY';
  if (file.size > DOCUMENT_MAX_BYTES) return 'TOO_LARGE';
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (!(ext && EXTENSIONS.includes(ext)) && !TYPES.includes(file.type)) return 'WRONG_TYPE';
  return null;
}

/** The name sent: at most NAME_MAX characters, keeping the extension. */
export function uploadName(name: string): string {
  const chars = [...(name.trim() || 'receipt')];
  if (chars.length <= NAME_MAX) return chars.join('');
  const ext = /\.[^.]{1,10}$/.exec(name)?.[0] ?? '';
  return chars.slice(0, NAME_MAX - ext.length).join('') + ext;
}

/** What went wrong with an upload, from the api's status and errorCode. */
export function uploadProblemOf(err: unknown): UploadProblem {
  if (!(err instanceof ApiError)) return 'OTHER';
  if (err.errorCode === 'CANCELLED') return 'CANCELLED';
  if (err.status === 0) return err.errorCode === 'NETWORK' || err.errorCode === 'TIMEOUT' ? 'NETWORK' : 'OTHER';
  if (err.errorCode === 'EMPTY_FILE') return 'EMPTY';
  // A gateway in front may refuse an oversize body itself (no api error body): the status says it.
  if (err.status === 413) return 'TOO_LARGE';
  if (err.status === 415) return 'WRONG_TYPE';
  if (err.errorCode === 'TOO_MANY_DOCUMENTS') return 'TOO_MANY';
  if (err.errorCode === 'BOOKING_FINISHED') return 'FINISHED';
  return 'OTHER';
}

/** Options of `uploadReceipt`. */
export interface UploadOptions {
  /** Called as the bytes go out, with the share sent (0 to 1). */
  onProgress?: (share: number) => void;
  /** Aborts the upload (the promise rejects with errorCode CANCELLED). */
  signal?: AbortSignal;
}

/**
 * POST /svc/booking/document?bookingId=&kind=RECEIPT&name=: the file's bytes as the body. Sent
 * with XMLHttpRequest, whose upload events give a real progress bar (fetch has none). Rejects
 * with ApiError like every call: status 0 and NETWORK when nothing came back.
 */
export function uploadReceipt(bookingId: number, file: File, { onProgress, signal }: UploadOptions = {}): Promise<BookingDocument> {
  return new Promise((resolve, reject) => {
    const query = new URLSearchParams({ bookingId: String(bookingId), kind: 'RECEIPT', name: uploadName(file.name) });
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/svc/booking/document?${query.toString()}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = v.safeParse(DocumentUploadAnswerSchema, json);
        if (parsed.success) resolve(parsed.output.data);
        else reject(new ApiError(0, 'BAD_RESPONSE', 'Unexpected answer from /svc/booking/document'));
        return;
      }
      const body = v.safeParse(ApiErrorBodySchema, json);
      reject(new ApiError(xhr.status, body.success ? body.output.errorCode : `HTTP_${xhr.status}`, body.success ? body.output.message : xhr.statusText));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'The upload did not reach the server.'));
    xhr.ontimeout = () => reject(new ApiError(0, 'TIMEOUT', 'The upload took too long.'));
    xhr.onabort = () => reject(new ApiError(0, 'CANCELLED', 'The upload was cancelled.'));
    if (signal?.aborted) {
      xhr.abort();
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    onProgress?.(0);
    xhr.send(file);
  });
}

/**
 * Upload the buyer's transfer receipt with its progress (0 to 1, null when idle); refetches the
 * booking's documents once it is stored. `cancel` aborts the running upload.
 */
export function useUploadReceipt(bookingId: number) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      const ctrl = new AbortController();
      controller.current = ctrl;
      return uploadReceipt(bookingId, file, { onProgress: setProgress, signal: ctrl.signal });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: documentsKey(bookingId) }),
    onSettled: () => {
      controller.current = null;
      setProgress(null);
    },
  });
  return { ...mutation, progress, cancel: () => controller.current?.abort() };
}
