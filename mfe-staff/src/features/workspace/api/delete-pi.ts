import { request } from '@forwarder/shared/api';
import { OkSchema } from '@forwarder/shared/contract';

/** DELETE /staff/pi?piId=&reason=: withdraws an invoice; the reason is kept on the booking's trail. */
export const deletePi = (piId: number, reason: string) => request('/staff/pi', OkSchema, { method: 'DELETE', query: { piId, reason } });
