import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * booking_step_counts (migration 0017) is updated at commit (issue 27): its triggers on bookings
 * become constraint triggers, deferred to the end of the transaction. Every customer message of a
 * step (through bookings.unread_cnt) and every staff read of them updates that step's one row, and
 * the transaction held its lock from that statement to its commit, across its last client round
 * trips: under 200 buyers the bench's load scenario saw chat posts of different bookings waiting
 * on one another (and the pool's connections with them, then every call of the replica). Now the
 * row is locked only while PostgreSQL commits. The same function, the same names (the scaled seed
 * turns them off by name); a transaction reading the counts after changing a booking sees them
 * before its own change (nothing does).
 */
const WHEN_UPDATE = sql.raw(
  'old.booking_step is distinct from new.booking_step or old.flag_del is distinct from new.flag_del or old.unread_cnt is distinct from new.unread_cnt',
);

export async function up(db: Kysely<any>): Promise<void> {
  for (const t of ['bookings_step_count_insert', 'bookings_step_count_update', 'bookings_step_count_delete']) await sql`drop trigger ${sql.id(t)} on bookings`.execute(db);
  await sql`
    create constraint trigger bookings_step_count_insert after insert on bookings deferrable initially deferred for each row
    when (not new.flag_del) execute function bookings_step_count()`.execute(db);
  await sql`
    create constraint trigger bookings_step_count_update after update of booking_step, flag_del, unread_cnt on bookings deferrable initially deferred for each row
    when (${WHEN_UPDATE}) execute function bookings_step_count()`.execute(db);
  await sql`
    create constraint trigger bookings_step_count_delete after delete on bookings deferrable initially deferred for each row
    when (not old.flag_del) execute function bookings_step_count()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['bookings_step_count_insert', 'bookings_step_count_update', 'bookings_step_count_delete']) await sql`drop trigger ${sql.id(t)} on bookings`.execute(db);
  await sql`
    create trigger bookings_step_count_insert after insert on bookings for each row
    when (not new.flag_del) execute function bookings_step_count()`.execute(db);
  await sql`
    create trigger bookings_step_count_update after update of booking_step, flag_del, unread_cnt on bookings for each row
    when (${WHEN_UPDATE}) execute function bookings_step_count()`.execute(db);
  await sql`
    create trigger bookings_step_count_delete after delete on bookings for each row
    when (not old.flag_del) execute function bookings_step_count()`.execute(db);
}
