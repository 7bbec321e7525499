/**
 * Demo freight data: the shipping schedule of the v2 stand-in (sailings of the 17 partner lines
 * from the Korean ports to 110+ destination countries over the coming weeks, in the three vessel
 * types). Generated from a fixed pseudo-random sequence, so every seeded database holds the same
 * sailings, dated from the seed day. The lines, the quotation ports and the rate tables are
 * reference data (seed/reference.ts), loaded first; production loads only those (`SEED=reference`)
 * and never these sailings: there the schedule is the v2 service's (`SERVICE_SCHEDULE_URL`).
 */
import { sql, type Kysely } from 'kysely';
import { addDays, daysBetween, isoDay } from '../../lib/dates.ts';
import { data } from '../../lib/shared.ts';
import type { Insertable } from 'kysely';
import type { Database, ShippingSchedulesTable } from '../schema.ts';
import { DESTINATIONS, LOADING, PARTNER_LINES, random, seedReference } from './reference.ts';

const FREIGHT_SEED_DAY_KEY = 'freight_seed_day';

/**
 * The first word of each partner line's vessel names, so a sailing's vessel belongs to its line
 * (issue 28: "MSC Pioneer" sailed for CMA CGM).
 */
const VESSEL_PREFIX: Readonly<Record<string, string>> = {
  C040: 'Maersk', C050: 'MSC', C060: 'CMA CGM', C070: 'Hapag', C080: 'ONE', C090: 'Ever', C110: 'ZIM', C120: 'Cosco', C160: 'Kota', C180: 'SITC',
  C230: 'Morning', C240: 'Hoegh', C250: 'Wallenius', C260: 'Drive Green', C270: 'NYK', C280: 'MOL', C300: 'Sallaum',
};
const VESSEL_SUFFIX = ['Harmony', 'Pioneer', 'Spirit', 'Horizon', 'Voyager', 'Liberty', 'Aurora', 'Titan', 'Star', 'Legend', 'Ocean', 'Crown'];

/** Sailings per destination: 24 to 36, departing from 2 days ago to 120 days ahead. */
function sailings(today: Date) {
  const rnd = random(20221001);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const rows: Array<Insertable<ShippingSchedulesTable>> = [];
  let n = 0;
  for (const [iso2, , portNm] of DESTINATIONS) {
    const country = data.countryByIso2(iso2);
    if (!country) throw new Error(`no country ${iso2}`);
    const count = 24 + Math.floor(rnd() * 13);
    for (let i = 0; i < count; i += 1) {
      const line = pick(PARTNER_LINES);
      const type = pick(line.types);
      const from = pick(LOADING);
      const dep = addDays(today, -2 + Math.floor(rnd() * 122));
      dep.setHours(6 + Math.floor(rnd() * 14), 0, 0, 0);
      const transit = 14 + Math.floor(rnd() * 40);
      const arr = addDays(dep, transit);
      arr.setHours(8, 0, 0, 0);
      n += 1;
      rows.push({
        schedule_code: `SCH${String(n).padStart(6, '0')}`,
        // One draw as before (the rest of the schedule stays as it was), the name from the line.
        vessel_name: `${pick([VESSEL_PREFIX[line.code] ?? line.name])} ${pick(VESSEL_SUFFIX)}`,
        voy_no: `${String(10 + Math.floor(rnd() * 89))}${pick(['W', 'E', 'S', 'N'])}${String(Math.floor(rnd() * 10))}`,
        vessel_type_code: type,
        line_code: line.code,
        from_country: data.KOREA_CODE,
        from_port_nm: from.name,
        to_country: country.code,
        to_port_nm: portNm,
        departure_at: dep.toISOString(),
        // About one sailing in twelve has no published arrival yet ("-" on the page).
        arrival_at: rnd() < 0.08 ? null : arr.toISOString(),
      });
    }
  }
  return rows;
}

/**
 * Fill the freight tables when they are empty (also in a database seeded before they existed):
 * the reference data (seedReference, each of its tables when empty), then the demo sailings when
 * there are none; on a later day, move the sailings forward by the days since, like the offers.
 */
export async function seedFreight(db: Kysely<Database>, today = new Date()): Promise<{ sailings: number; rates: number; shiftedDays: number }> {
  const reference = await seedReference(db);
  const have = await db.selectFrom('shipping_schedules').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  if (have.n > 0) return { sailings: 0, rates: reference.rates, shiftedDays: await refreshFreightDates(db, today) };
  const schedule = sailings(today);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < schedule.length; i += 500) await trx.insertInto('shipping_schedules').values(schedule.slice(i, i + 500)).execute();
    await trx
      .insertInto('meta')
      .values({ key: FREIGHT_SEED_DAY_KEY, value: isoDay(today) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: isoDay(today) }))
      .execute();
  });
  return { sailings: schedule.length, rates: reference.rates, shiftedDays: 0 };
}

/** Move every sailing forward by the days since the freight seed ran; answers the shift. */
async function refreshFreightDates(db: Kysely<Database>, today: Date): Promise<number> {
  const meta = await db.selectFrom('meta').select('value').where('key', '=', FREIGHT_SEED_DAY_KEY).executeTakeFirst();
  if (!meta) return 0;
  const shift = daysBetween(meta.value, isoDay(today));
  if (shift <= 0) return 0;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('shipping_schedules')
      .set({
        departure_at: sql`departure_at + make_interval(days => ${shift}::int)`,
        arrival_at: sql`arrival_at + make_interval(days => ${shift}::int)`,
      })
      .execute();
    await trx.updateTable('meta').set({ value: isoDay(today) }).where('key', '=', FREIGHT_SEED_DAY_KEY).execute();
  });
  return shift;
}
