import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Bookings as the spec describes them (spec 2 sections 3 and 7): every shipping type (RORO,
 * CONT, CONS, BULK), ports of loading and discharge, the request's memo and currency, the
 * freight amounts, chat and deletion flags, an idempotency key for the double-submit guard,
 * item lines and the history of steps (for the milestone timeline). Existing rows are filled
 * from the spot offer they were made from.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bookings drop constraint bookings_cargo_type_check`.execute(db);
  await sql`alter table bookings add constraint bookings_cargo_type_check check (cargo_type in ('RORO', 'CONT', 'CONS', 'BULK'))`.execute(db);

  await db.schema
    .alterTable('bookings')
    .addColumn('dpt_country', 'text', (c) => c.notNull().defaultTo('C1570'))
    .addColumn('dpt_port', 'text')
    .addColumn('dpt_port_nm', 'text')
    .addColumn('arv_port', 'text')
    .addColumn('arv_port_nm', 'text')
    .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('flag_spot', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('flag_inquiry', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('flag_del', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ocean_freight', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('surcharge', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('curr', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('curr_rate', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('curr_date', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('request_id', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`alter table bookings add constraint bookings_curr_check check (curr in ('USD', 'EUR'))`.execute(db);
  await sql`alter table bookings add constraint bookings_amounts_check check (ocean_freight >= 0 and surcharge >= 0 and curr_rate >= 0)`.execute(db);
  // One booking per (owner, client request id): a repeated submit finds the first one.
  await db.schema.createIndex('bookings_request_idx').on('bookings').columns(['user_id', 'request_id']).unique().where(sql.ref('request_id'), 'is not', null).execute();
  await db.schema.createIndex('bookings_user_created_idx').on('bookings').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('booking_items')
    .addColumn('item_id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.booking_id').onDelete('cascade'))
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('item_detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cargo_size', 'text')
    .addColumn('trade_condition', 'text')
    .addColumn('fre_rate_legacy_id', 'integer', (c) => c.references('spot_freight.fre_rate_legacy_id').onDelete('set null'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('booking_items_cargo_size_check', sql`cargo_size is null or cargo_size in ('FT20', 'FT40', 'HQ40', 'HQ45', 'FT45')`)
    .addCheckConstraint('booking_items_trade_condition_check', sql`trade_condition is null or trade_condition in ('FOB', 'CFR', 'EXW')`)
    .execute();
  await db.schema.createIndex('booking_items_booking_idx').on('booking_items').columns(['booking_id', 'sort_order']).execute();

  await db.schema
    .createTable('booking_step_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.booking_id').onDelete('cascade'))
    .addColumn('booking_step', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('booking_step_history_step_check', sql`booking_step in ('STEP1', 'STEP2', 'STEP3', 'STEP4', 'COMPLETE', 'CANCEL')`)
    .execute();
  await db.schema.createIndex('booking_step_history_booking_idx').on('booking_step_history').columns(['booking_id', 'created_at']).execute();

  // Rows made before this migration: ports and price from their spot offer, one item line, and
  // the current step as their only known milestone.
  await sql`
    update bookings b set
      dpt_country = s.dpt_country, dpt_port = s.dpt_port, dpt_port_nm = s.dpt_port_nm,
      arv_port = s.arv_port, arv_port_nm = s.arv_port_nm, flag_spot = true,
      ocean_freight = coalesce(s.cost_display, 0)
    from spot_freight s where s.fre_rate_legacy_id = b.fre_rate_legacy_id`.execute(db);
  await sql`
    insert into booking_items (booking_id, item_name, item_detail, cargo_size, trade_condition, fre_rate_legacy_id, sort_order)
    select b.booking_id, s.vehicle_category, '', s.cargo_size, s.trade_condition, s.fre_rate_legacy_id, 0
    from bookings b join spot_freight s on s.fre_rate_legacy_id = b.fre_rate_legacy_id`.execute(db);
  await sql`insert into booking_step_history (booking_id, booking_step, created_at) select booking_id, booking_step, created_at from bookings`.execute(db);
}

/** Undo the bookings extension. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_step_history').ifExists().execute();
  await db.schema.dropTable('booking_items').ifExists().execute();
  for (const c of ['dpt_country', 'dpt_port', 'dpt_port_nm', 'arv_port', 'arv_port_nm', 'memo', 'flag_spot', 'flag_inquiry', 'flag_del', 'ocean_freight', 'surcharge', 'curr', 'curr_rate', 'curr_date', 'request_id', 'updated_at']) {
    await db.schema.alterTable('bookings').dropColumn(c).execute();
  }
  await sql`alter table bookings drop constraint bookings_cargo_type_check`.execute(db);
  await sql`alter table bookings add constraint bookings_cargo_type_check check (cargo_type in ('RORO', 'CONT'))`.execute(db);
}
