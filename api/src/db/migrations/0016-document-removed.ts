import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

const KINDS_BEFORE = `'REPLY', 'CHAT_ENDED', 'STEP', 'PI_ISSUED', 'PI_WITHDRAWN', 'DOCUMENT', 'OWNER_CONFIRMED'`;

/** A removed booking document is a line of the activity trail too (issue 23: a wrong upload can be taken back). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table booking_activity drop constraint booking_activity_kind_check`.execute(db);
  await sql.raw(`alter table booking_activity add constraint booking_activity_kind_check check (kind in (${KINDS_BEFORE}, 'DOCUMENT_REMOVED'))`).execute(db);
}

/** Back to the earlier kinds (removal lines go first). */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from booking_activity where kind = 'DOCUMENT_REMOVED'`.execute(db);
  await sql`alter table booking_activity drop constraint booking_activity_kind_check`.execute(db);
  await sql.raw(`alter table booking_activity add constraint booking_activity_kind_check check (kind in (${KINDS_BEFORE}))`).execute(db);
}
