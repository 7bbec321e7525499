import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** The first schema: users, sessions, spot offers, blog, subscribers, bookings, meta. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('pwd_hash', 'text', (c) => c.notNull())
    .addColumn('country', 'text')
    .addColumn('mobile_country', 'text')
    .addColumn('mobile_number', 'text')
    .addColumn('flag_subscribe', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('curr', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('USER'))
    .addColumn('price_masked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('email_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_role_check', sql`role in ('USER', 'STAFF')`)
    .addCheckConstraint('users_email_lower_check', sql`email = lower(email)`)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('curr', 'text')
    .addColumn('lang', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('spot_freight')
    .addColumn('fre_rate_legacy_id', 'integer', (c) => c.primaryKey())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('deposit_expiration_date', 'date', (c) => c.notNull())
    .addColumn('dpt_estimate_date', 'date', (c) => c.notNull())
    .addColumn('dpt_country', 'text', (c) => c.notNull())
    .addColumn('dpt_port', 'text', (c) => c.notNull())
    .addColumn('dpt_port_nm', 'text', (c) => c.notNull())
    .addColumn('arv_country', 'text', (c) => c.notNull())
    .addColumn('arv_port', 'text', (c) => c.notNull())
    .addColumn('arv_port_nm', 'text', (c) => c.notNull())
    .addColumn('cargo_type', 'text', (c) => c.notNull())
    .addColumn('vehicle_category', 'text', (c) => c.notNull())
    .addColumn('cargo_size', 'text')
    .addColumn('trade_condition', 'text', (c) => c.notNull())
    .addColumn('fre_line', 'text', (c) => c.notNull())
    .addColumn('fre_line_nm', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('cost_display', 'integer')
    .addColumn('notice', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('spot_cargo_type_check', sql`cargo_type in ('RORO', 'CONT')`)
    .addCheckConstraint('spot_cargo_size_check', sql`cargo_size is null or cargo_size in ('FT20', 'FT40', 'HQ40', 'HQ45', 'FT45')`)
    .addCheckConstraint('spot_trade_condition_check', sql`trade_condition in ('FOB', 'CFR', 'EXW')`)
    .execute();

  await db.schema
    .createTable('board_posts')
    .addColumn('board_id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('langs', 'text', (c) => c.notNull())
    .addColumn('flag_display', 'text', (c) => c.notNull().defaultTo('Y'))
    .addColumn('flag_del', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('reg_dtm', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('board_langs_check', sql`langs in ('en', 'es', 'ru')`)
    .addCheckConstraint('board_flags_check', sql`flag_display in ('Y', 'N') and flag_del in ('Y', 'N')`)
    .execute();
  await db.schema.createIndex('board_posts_list_idx').on('board_posts').columns(['langs', 'reg_dtm']).execute();

  await db.schema
    .createTable('board_attachments')
    .addColumn('attach_id', 'serial', (c) => c.primaryKey())
    .addColumn('board_id', 'integer', (c) => c.notNull().references('board_posts.board_id').onDelete('cascade'))
    .addColumn('attach_url', 'text', (c) => c.notNull())
    .addColumn('attach_name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('board_attachments_board_idx').on('board_attachments').column('board_id').execute();

  await db.schema
    .createTable('subscribers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('booking_id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('booking_step', 'text', (c) => c.notNull())
    .addColumn('cargo_type', 'text', (c) => c.notNull())
    .addColumn('arv_country', 'text')
    .addColumn('fre_rate_legacy_id', 'integer', (c) => c.references('spot_freight.fre_rate_legacy_id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('bookings_step_check', sql`booking_step in ('STEP1', 'STEP2', 'STEP3', 'STEP4', 'COMPLETE', 'CANCEL')`)
    .addCheckConstraint('bookings_cargo_type_check', sql`cargo_type in ('RORO', 'CONT')`)
    .execute();
  await db.schema.createIndex('bookings_user_idx').on('bookings').columns(['user_id', 'booking_step']).execute();

  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

/** Drop everything the first migration made. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['meta', 'bookings', 'subscribers', 'board_attachments', 'board_posts', 'spot_freight', 'sessions', 'users']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
