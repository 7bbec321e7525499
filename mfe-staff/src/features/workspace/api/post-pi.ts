import { request, requestBlob } from '@forwarder/shared/api';
import { IdAnswerSchema, type StaffPiBody } from '@forwarder/shared/contract';

/** POST /staff/pi: issues the invoice (the buyer gets a mail in their language); answers its id. */
export const postPi = (body: StaffPiBody) => request('/staff/pi', IdAnswerSchema, { method: 'POST', body });

/**
 * POST /staff/pi/preview: the exact PDF the buyer would get for `body`, saved nowhere. Answers
 * the PDF's bytes; a refusal rejects with ApiError like every call (status 0 when nothing came
 * back). No timeout: the PDF is made while the staff member waits with the dialog open.
 */
export async function fetchPiPreview(body: StaffPiBody, signal?: AbortSignal): Promise<Blob> {
  const blob = await requestBlob('/staff/pi/preview', { method: 'POST', body, signal, timeoutMs: 0, headers: { Accept: 'application/pdf, application/json' } });
  // The type comes from the answer; a Blob without one would open as text.
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}
