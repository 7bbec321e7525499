/**
 * Single-use tokens of the member emails: 192 random bits (base64url) sent once by mail, only
 * their SHA-256 stored, consumed by one atomic update (two concurrent uses cannot both win),
 * expiring after a fixed time. Issuing a new token retires the user's unused ones of the same
 * purpose, so only the latest link works.
 */
import type { Kysely } from 'kysely';
import type { Database, UserTokenPurpose } from '../db/schema.ts';
import { randomToken, sha256Hex } from './crypto.ts';

/** The stored hash of an account made without a password (a booking form's requester): it matches no password. */
export const UNUSABLE_PASSWORD_PREFIX = '!unusable:';

/** Issue a token for `userId`, valid for `ttlHours`; answers the raw token for the link. */
export async function issueToken(db: Kysely<Database>, userId: number, purpose: UserTokenPurpose, ttlHours: number, now = new Date(), payload: string | null = null): Promise<string> {
  const token = randomToken(24);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('user_tokens').set({ used_at: now }).where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
    await trx
      .insertInto('user_tokens')
      .values({ user_id: userId, purpose, token_hash: sha256Hex(token), expires_at: new Date(now.getTime() + ttlHours * 3_600_000), payload })
      .execute();
  });
  return token;
}

/** Use a token once: the owner's user id, or null when it is unknown, of another purpose, used or expired. */
export async function consumeToken(db: Kysely<Database>, token: string, purpose: UserTokenPurpose, now = new Date()): Promise<number | null> {
  return (await consumeTokenRow(db, token, purpose, now))?.userId ?? null;
}

/** Use a token of one of `purposes` once: its owner and payload, or null (see consumeToken). */
export async function consumeTokenRow(
  db: Kysely<Database>,
  token: string,
  purposes: UserTokenPurpose | readonly UserTokenPurpose[],
  now = new Date(),
): Promise<{ userId: number; payload: string | null } | null> {
  const row = await db
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', sha256Hex(token))
    .where('purpose', 'in', typeof purposes === 'string' ? [purposes] : purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'payload'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, payload: row.payload } : null;
}
