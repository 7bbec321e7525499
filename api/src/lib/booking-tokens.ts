/**
 * Capabilities on one booking (issue 22): nobody reads a booking without its account's session
 * or one of these.
 * - ACCESS: the booking call hands the browser that made the booking an HttpOnly cookie (path
 *   /svc/booking, ACCESS_TTL_MS), so its confirmation page reads the booking, also after a reload,
 *   without a session. One cookie per booking (`fw_bk_<id>`): a second booking in another tab
 *   keeps the first one's.
 * - CLAIM: the link of the mail sent to a confirmed account's owner when someone who was not
 *   signed in to it booked with its email; used once, it moves the booking into their list.
 * 192 random bits each, only their SHA-256 stored.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { BookingTokenPurpose, Database } from '../db/schema.ts';
import { randomToken, sha256Hex } from './crypto.ts';

/** How long the booking browser may read its booking without a session. */
export const ACCESS_TTL_MS = 2 * 3_600_000;
/** Days the owner's confirmation link stays valid. */
export const CLAIM_TTL_DAYS = 7;
/** The path the access cookie is sent to: the confirmation page's call and nothing else. */
const ACCESS_COOKIE_PATH = '/svc/booking';

const accessCookieName = (bookingId: number) => `fw_bk_${bookingId}`;

/** Issue a token of `purpose` on `bookingId`, valid for `ttlMs`; answers the raw token. */
export async function issueBookingToken(db: Kysely<Database>, bookingId: number, purpose: BookingTokenPurpose, ttlMs: number, now = new Date()): Promise<string> {
  const token = randomToken(24);
  await db
    .insertInto('booking_tokens')
    .values({ token_hash: sha256Hex(token), booking_id: bookingId, purpose, expires_at: new Date(now.getTime() + ttlMs) })
    .execute();
  return token;
}

/** The booking an unexpired, unused token of `purpose` is for, or null. */
export async function bookingOfToken(db: Kysely<Database>, token: string, purpose: BookingTokenPurpose, now = new Date()): Promise<number | null> {
  const row = await db
    .selectFrom('booking_tokens')
    .select('booking_id')
    .where('token_hash', '=', sha256Hex(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.booking_id ?? null;
}

/** Use a CLAIM token once (one atomic update: two concurrent uses cannot both win); its booking or null. */
export async function consumeClaimToken(db: Kysely<Database>, token: string, now = new Date()): Promise<number | null> {
  const row = await db
    .updateTable('booking_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', sha256Hex(token))
    .where('purpose', '=', 'CLAIM')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('booking_id')
    .executeTakeFirst();
  return row?.booking_id ?? null;
}

/** Hand the booking browser its access cookie for `bookingId`. */
export async function grantBookingAccess(db: Kysely<Database>, config: Config, reply: FastifyReply, bookingId: number): Promise<void> {
  const token = await issueBookingToken(db, bookingId, 'ACCESS', ACCESS_TTL_MS);
  reply.setCookie(accessCookieName(bookingId), token, {
    path: ACCESS_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: ACCESS_TTL_MS / 1000,
  });
}

/** True when the request carries a valid access cookie for `bookingId`. */
export async function hasBookingAccess(db: Kysely<Database>, req: FastifyRequest, bookingId: number): Promise<boolean> {
  const token = req.cookies[accessCookieName(bookingId)];
  if (!token || token.length > 64) return false;
  return (await bookingOfToken(db, token, 'ACCESS')) === bookingId;
}
