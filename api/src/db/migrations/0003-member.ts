import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The member area: single-use tokens of the email links (confirm the address, reset the
 * password). Only the SHA-256 of a token is stored; a token is used at most once and expires.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('user_tokens_purpose_check', sql`purpose in ('CONFIRM', 'RESET')`)
    .execute();
  await db.schema.createIndex('user_tokens_user_idx').on('user_tokens').columns(['user_id', 'purpose']).execute();
}

/** Drop the token table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_tokens').ifExists().execute();
}
