import { request } from '@forwarder/shared/api';
import { OkSchema } from '@forwarder/shared/contract';

/** PUT /svc/pi/download?piId=: records a download (the file itself is GET /svc/pi/pdf). */
export const putPiDownload = (piId: number) => request('/svc/pi/download', OkSchema, { method: 'PUT', query: { piId } });

/** URL of the invoice's PDF (an attachment, in the buyer's language). */
export const piPdfUrl = (piId: number) => `/svc/pi/pdf?piId=${piId}`;
