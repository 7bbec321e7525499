import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Who may see a booking made without a session, and who owns an unconfirmed account (issue 22):
 * - bookings.pending_owner: a booking asked for with the email of a confirmed account by someone
 *   who was not signed in to it. It stays out of that account's list until the owner confirms it
 *   from a mail; staff see it marked.
 * - booking_tokens: single-use or short-lived capabilities on one booking, only their SHA-256
 *   stored. ACCESS is the HttpOnly cookie the booking call hands the browser that made it (the
 *   confirmation page reads the booking with it); CLAIM is the owner's link in the mail.
 * - user_tokens.payload: a sign-up for an email whose account nobody has confirmed yet (a booking
 *   form's password-less account, or an unconfirmed sign-up) waits in its confirmation token and
 *   takes the account over when the mail's link is used: the mailbox proves the owner.
 * - user_tokens purpose SETUP: after a visitor's booking made a password-less account, the mail's
 *   one-time link sets a password, confirms the account and signs in, landing on the booking.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_tokens').addColumn('payload', 'text').execute();
  await sql`alter table user_tokens drop constraint user_tokens_purpose_check`.execute(db);
  await sql`alter table user_tokens add constraint user_tokens_purpose_check check (purpose in ('CONFIRM', 'RESET', 'SETUP'))`.execute(db);
  await db.schema.alterTable('bookings').addColumn('pending_owner', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await db.schema
    .createTable('booking_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.booking_id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('booking_tokens_purpose_check', sql`purpose in ('ACCESS', 'CLAIM')`)
    .execute();
  await db.schema.createIndex('booking_tokens_booking_idx').on('booking_tokens').columns(['booking_id', 'purpose']).execute();
  await db.schema.createIndex('booking_tokens_expires_idx').on('booking_tokens').column('expires_at').execute();
}

/** Drop the booking tokens and the pending mark. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_tokens').ifExists().execute();
  await db.schema.alterTable('bookings').dropColumn('pending_owner').execute();
  await db.deleteFrom('user_tokens').where('purpose', '=', 'SETUP').execute();
  await sql`alter table user_tokens drop constraint user_tokens_purpose_check`.execute(db);
  await sql`alter table user_tokens add constraint user_tokens_purpose_check check (purpose in ('CONFIRM', 'RESET'))`.execute(db);
  await db.schema.alterTable('user_tokens').dropColumn('payload').execute();
}
