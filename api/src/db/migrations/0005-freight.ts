import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Freight reference data: the shipping schedule behind the api's v2 stand-in (shipping lines,
 * sailings from Korea with their vessel type, ports and times) and the quotation rate tables
 * (ports of the wizard; a base rate per route x shipping type x container size or vehicle
 * category). Indexes serve the schedule's filters: destination, vessel type and line, each page
 * in departure order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shipping_lines')
    .addColumn('line_code', 'text', (c) => c.primaryKey())
    .addColumn('line_name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('shipping_lines_code_check', sql`line_code ~ '^C[0-3][0-9]0$'`)
    .execute();

  await db.schema
    .createTable('shipping_schedules')
    .addColumn('schedule_code', 'text', (c) => c.primaryKey())
    .addColumn('vessel_name', 'text', (c) => c.notNull())
    .addColumn('voy_no', 'text', (c) => c.notNull())
    .addColumn('vessel_type_code', 'text', (c) => c.notNull())
    .addColumn('line_code', 'text', (c) => c.notNull().references('shipping_lines.line_code'))
    .addColumn('from_country', 'text', (c) => c.notNull())
    .addColumn('from_port_nm', 'text', (c) => c.notNull())
    .addColumn('to_country', 'text', (c) => c.notNull())
    .addColumn('to_port_nm', 'text', (c) => c.notNull())
    .addColumn('departure_at', 'timestamptz')
    .addColumn('arrival_at', 'timestamptz')
    .addCheckConstraint('shipping_schedules_vessel_type_check', sql`vessel_type_code in ('C010', 'C020', 'C050')`)
    .execute();
  // Filter columns first, then the page order: a filtered page is an index range scan.
  await db.schema.createIndex('shipping_schedules_to_type_line_idx').on('shipping_schedules').columns(['to_country', 'vessel_type_code', 'line_code', 'departure_at']).execute();
  await db.schema.createIndex('shipping_schedules_type_line_idx').on('shipping_schedules').columns(['vessel_type_code', 'line_code', 'departure_at']).execute();
  await db.schema.createIndex('shipping_schedules_departure_idx').on('shipping_schedules').columns(['departure_at', 'schedule_code']).execute();

  await db.schema
    .createTable('quote_ports')
    .addColumn('port', 'text', (c) => c.primaryKey())
    .addColumn('port_nm', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addCheckConstraint('quote_ports_kind_check', sql`kind in ('LOADING', 'DISCHARGE')`)
    .execute();

  await db.schema
    .createTable('quote_rates')
    .addColumn('dpt_port', 'text', (c) => c.notNull().references('quote_ports.port'))
    .addColumn('arv_port', 'text', (c) => c.notNull().references('quote_ports.port'))
    .addColumn('cargo_type', 'text', (c) => c.notNull())
    // A container size (FT20, HQ40) for CONT; a vehicle category (CAR, TRUCK, BUS, EQUIPMENT, NONE) for RORO.
    .addColumn('size_or_category', 'text', (c) => c.notNull())
    .addColumn('base_usd', 'integer', (c) => c.notNull())
    // RoRo is priced by weight above the category's base weight.
    .addColumn('per_ton_usd', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('quote_rates_pk', ['dpt_port', 'arv_port', 'cargo_type', 'size_or_category'])
    .addCheckConstraint('quote_rates_cargo_type_check', sql`cargo_type in ('RORO', 'CONT')`)
    .addCheckConstraint('quote_rates_amounts_check', sql`base_usd > 0 and per_ton_usd >= 0`)
    .execute();
}

/** Undo the freight tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quote_rates').ifExists().execute();
  await db.schema.dropTable('quote_ports').ifExists().execute();
  await db.schema.dropTable('shipping_schedules').ifExists().execute();
  await db.schema.dropTable('shipping_lines').ifExists().execute();
}
