import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Who moved a booking to a step (issue 23): the buyer's milestones name the staff member. Null
 * for the first step (the booking itself), for steps recorded before this, and once the staff
 * account is gone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('booking_step_history')
    .addColumn('staff_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

/** Drop the column. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_step_history').dropColumn('staff_id').execute();
}
