/**
 * Staff accounts for a production site (issue 24: staff publish the catalogue from the desk, and
 * production has no demo accounts): create one, or make an existing account staff, with a
 * password of at least STAFF_PASSWORD_MIN characters. Used by `pnpm staff` (db/staff-cli.ts).
 */
import type { Kysely } from 'kysely';
import { hashPassword } from '../lib/passwords.ts';
import { data } from '../lib/shared.ts';
import { browserPasswordHash } from './demo-accounts.ts';
import type { Database } from './schema.ts';

/** Staff open every booking: a longer password than a buyer's. */
export const STAFF_PASSWORD_MIN = 12;

/** Why an account was not made staff. */
export class StaffAccountError extends Error {
  override name = 'StaffAccountError';
}

/** Create the staff account `email` (or make that account staff) with `password`; answers what was done. */
export async function upsertStaffAccount(db: Kysely<Database>, { email, name, password }: { email: string; name: string; password: string }): Promise<'created' | 'promoted'> {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) || address.length > 254) throw new StaffAccountError(`not an email address: ${email}`);
  const who = name.trim();
  if (!who || who.length > 100) throw new StaffAccountError('the name is required (at most 100 characters): buyers read it beside every reply');
  if (password.length < STAFF_PASSWORD_MIN) throw new StaffAccountError(`the password needs at least ${STAFF_PASSWORD_MIN} characters`);
  // What the browser sends is the sha256 of the typed password; the server hashes that (lib/passwords.ts).
  const pwd_hash = await hashPassword(browserPasswordHash(password));
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('users').select('id').where('email', '=', address).executeTakeFirst();
    if (existing) {
      await trx.updateTable('users').set({ role: 'STAFF', name: who, pwd_hash, email_confirmed: true, price_masked: false }).where('id', '=', existing.id).execute();
      // Sessions opened with the old password end.
      await trx.deleteFrom('sessions').where('user_id', '=', existing.id).execute();
      return 'promoted';
    }
    await trx
      .insertInto('users')
      .values({ email: address, name: who, pwd_hash, country: data.KOREA_CODE, mobile_country: '82', mobile_number: null, flag_subscribe: false, lang: 'en', curr: 'USD', role: 'STAFF', price_masked: false, email_confirmed: true })
      .execute();
    return 'created';
  });
}
