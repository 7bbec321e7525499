import * as v from 'valibot';
import { ApiError, request, transport } from '@forwarder/shared/api';
import { ApiErrorBodySchema, IdAnswerSchema, type StaffPiBody } from '@forwarder/shared/contract';

/** POST /staff/pi: issues the invoice (the buyer gets a mail in their language); answers its id. */
export const postPi = (body: StaffPiBody) => request('/staff/pi', IdAnswerSchema, { method: 'POST', body });

/**
 * POST /staff/pi/preview: the exact PDF the buyer would get for `body`, saved nowhere. Answers
 * the PDF's bytes; a refusal rejects with ApiError like every call (status 0 when nothing came back).
 */
export async function fetchPiPreview(body: StaffPiBody, signal?: AbortSignal): Promise<Blob> {
  let res: Response;
  try {
    res = await transport.fetch('/staff/pi/preview', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/pdf, application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (err) {
    throw new ApiError(0, 'NETWORK', err instanceof Error ? err.message : String(err));
  }
  if (!res.ok) {
    let json: unknown;
    try {
      json = JSON.parse(await res.text());
    } catch {
      json = undefined;
    }
    const parsed = v.safeParse(ApiErrorBodySchema, json);
    throw new ApiError(res.status, parsed.success ? parsed.output.errorCode : `HTTP_${res.status}`, parsed.success ? parsed.output.message : res.statusText);
  }
  const blob = await res.blob();
  // The type comes from the answer; a Blob without one would open as text.
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}
