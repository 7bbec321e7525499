import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** The quote's settings as the code had them (lib/quote.ts before issue 24). */
const SETTINGS: Array<[string, number]> = [
  ['INSPECTION', 60],
  ['DOCUMENTS', 80],
  ['NON_RUNNER', 150],
  ['KOREA_INLAND', 180],
  ['EXPORT_CUSTOMS', 90],
  ['VALID_DAYS', 7],
];

/**
 * Staff set the quotation rates from the desk (issue 24):
 * - quote_rates.updated_at / updated_by: the last change of each rate;
 * - quote_settings: the charges a quote adds (services, non-runner, inland, customs) and the days
 *   it holds, reference values of the business, so a migration writes them (every database has them);
 * - quote_rate_changes: every change, with the values before and after and the staff member; the
 *   values a quote of time T was computed with are the `before` of the first change after T.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quote_rates').addColumn('updated_at', 'timestamptz').execute();
  await db.schema.alterTable('quote_rates').addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null')).execute();
  await db.schema
    .createTable('quote_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addCheckConstraint('quote_settings_value_check', sql`value >= 0`)
    .execute();
  await db.insertInto('quote_settings').values(SETTINGS.map(([key, value]) => ({ key, value }))).execute();
  await db.schema
    .createTable('quote_rate_changes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('before_a', 'integer', (c) => c.notNull())
    .addColumn('before_b', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('after_a', 'integer', (c) => c.notNull())
    .addColumn('after_b', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
  await db.schema.createIndex('quote_rate_changes_subject_idx').on('quote_rate_changes').columns(['subject', 'created_at']).execute();
  await db.schema.createIndex('quote_rate_changes_recent_idx').on('quote_rate_changes').column('created_at desc').execute();
}

/** Undo the desk's rate tables and columns. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quote_rate_changes').execute();
  await db.schema.dropTable('quote_settings').execute();
  await db.schema.alterTable('quote_rates').dropColumn('updated_by').execute();
  await db.schema.alterTable('quote_rates').dropColumn('updated_at').execute();
}
