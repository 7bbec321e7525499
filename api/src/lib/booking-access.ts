/**
 * Who may see which booking: a customer only their own (anything else answers 404, so ids
 * cannot be probed), staff every booking; the staff desk's calls need role STAFF (403 for a USER).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BookingStep, UserRow } from '../db/schema.ts';
import { HttpError, notFound } from './errors.ts';

/** The signed-in user and their booking `bookingId` (staff: any booking); 401 / 404 otherwise. */
export async function requireBooking(app: FastifyInstance, req: FastifyRequest, bookingId: number): Promise<{ user: UserRow; booking: { booking_id: number; user_id: number; flag_inquiry: boolean; booking_step: BookingStep } }> {
  const user = await app.sessions.requireUser(req);
  let q = app.db.selectFrom('bookings').select(['booking_id', 'user_id', 'flag_inquiry', 'booking_step']).where('booking_id', '=', bookingId).where('flag_del', '=', false);
  // A booking waiting for its owner's confirmation is not theirs yet (issue 22).
  if (user.role !== 'STAFF') q = q.where('user_id', '=', user.id).where('pending_owner', '=', false);
  const booking = await q.executeTakeFirst();
  if (!booking) throw notFound('BOOKING_NOT_FOUND', 'No such booking.');
  return { user, booking };
}

/** The signed-in staff member; 401 when signed out, 403 FORBIDDEN for a customer. */
export async function requireStaff(app: FastifyInstance, req: FastifyRequest): Promise<UserRow> {
  const user = await app.sessions.requireUser(req);
  if (user.role !== 'STAFF') throw new HttpError(403, 'FORBIDDEN', 'Staff only.');
  return user;
}
