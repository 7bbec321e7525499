/**
 * Demo freight reference data: the shipping schedule of the v2 stand-in (the 17 partner lines,
 * sailings from the Korean ports to 110+ destination countries over the coming weeks, in the
 * three vessel types) and the quotation rate tables. Generated from a fixed pseudo-random
 * sequence, so every seeded database holds the same sailings, dated from the seed day.
 */
import { sql, type Kysely } from 'kysely';
import { addDays, daysBetween, isoDay } from '../../lib/dates.ts';
import { data } from '../../lib/shared.ts';
import type { Insertable } from 'kysely';
import type { Database, ShippingSchedulesTable } from '../schema.ts';

const FREIGHT_SEED_DAY_KEY = 'freight_seed_day';

/** The 17 partner lines: code (the logo key), name and the vessel types they run. */
export const PARTNER_LINES: ReadonlyArray<{ code: string; name: string; types: ReadonlyArray<'C010' | 'C020' | 'C050'> }> = [
  { code: 'C040', name: 'Maersk', types: ['C010', 'C050'] },
  { code: 'C050', name: 'MSC', types: ['C010', 'C050'] },
  { code: 'C060', name: 'CMA CGM', types: ['C010', 'C050'] },
  { code: 'C070', name: 'Hapag-Lloyd', types: ['C010'] },
  { code: 'C080', name: 'ONE', types: ['C010'] },
  { code: 'C090', name: 'Evergreen', types: ['C010', 'C050'] },
  { code: 'C110', name: 'ZIM', types: ['C010'] },
  { code: 'C120', name: 'COSCO Shipping', types: ['C010', 'C050'] },
  { code: 'C160', name: 'PIL', types: ['C010'] },
  { code: 'C180', name: 'SITC', types: ['C010', 'C050'] },
  { code: 'C230', name: 'EUKOR', types: ['C020'] },
  { code: 'C240', name: 'Höegh Autoliners', types: ['C020'] },
  { code: 'C250', name: 'Wallenius Wilhelmsen', types: ['C020'] },
  { code: 'C260', name: 'K Line', types: ['C020'] },
  { code: 'C270', name: 'NYK Line', types: ['C020'] },
  { code: 'C280', name: 'MOL ACE', types: ['C020'] },
  { code: 'C300', name: 'Sallaum Lines', types: ['C020'] },
];

/** Korean ports of loading. */
const LOADING = [
  { port: 'KRINC', name: 'Incheon' },
  { port: 'KRPTK', name: 'Pyeongtaek' },
  { port: 'KRPUS', name: 'Busan' },
] as const;

/** One port of discharge per destination country: ISO alpha-2, UN/LOCODE, port name. */
const DESTINATIONS: ReadonlyArray<readonly [string, string, string]> = [
  ['AE', 'AEJEA', 'Jebel Ali'], ['AL', 'ALDRZ', 'Durrës'], ['AO', 'AOLAD', 'Luanda'], ['AR', 'ARBUE', 'Buenos Aires'],
  ['AU', 'AUMEL', 'Melbourne'], ['AZ', 'AZBAK', 'Baku'], ['BD', 'BDCGP', 'Chittagong'], ['BE', 'BEANR', 'Antwerp'],
  ['BG', 'BGVAR', 'Varna'], ['BH', 'BHKBS', 'Khalifa Bin Salman'], ['BJ', 'BJCOO', 'Cotonou'], ['BN', 'BNMUA', 'Muara'],
  ['BO', 'BOARI', 'Arica (for Bolivia)'], ['BR', 'BRSSZ', 'Santos'], ['BS', 'BSNAS', 'Nassau'], ['BY', 'BYMSQ', 'Minsk (via Klaipėda)'],
  ['BZ', 'BZBZE', 'Belize City'], ['CA', 'CAVAN', 'Vancouver'], ['CD', 'CDMAT', 'Matadi'], ['CG', 'CGPNR', 'Pointe-Noire'],
  ['CI', 'CIABJ', 'Abidjan'], ['CL', 'CLVAP', 'Valparaíso'], ['CM', 'CMDLA', 'Douala'], ['CN', 'CNSHA', 'Shanghai'],
  ['CO', 'COBUN', 'Buenaventura'], ['CR', 'CRPAS', 'Puerto Caldera'], ['CY', 'CYLMS', 'Limassol'], ['DE', 'DEBRV', 'Bremerhaven'],
  ['DJ', 'DJJIB', 'Djibouti'], ['DK', 'DKAAR', 'Aarhus'], ['DO', 'DOSDQ', 'Santo Domingo'], ['DZ', 'DZALG', 'Algiers'],
  ['EC', 'ECGYE', 'Guayaquil'], ['EE', 'EETLL', 'Tallinn'], ['EG', 'EGALY', 'Alexandria'], ['ES', 'ESVLC', 'Valencia'],
  ['FI', 'FIHEL', 'Helsinki'], ['FJ', 'FJSUV', 'Suva'], ['FR', 'FRLEH', 'Le Havre'], ['GA', 'GALBV', 'Libreville'],
  ['GB', 'GBSOU', 'Southampton'], ['GE', 'GEPTI', 'Poti'], ['GH', 'GHTEM', 'Tema'], ['GM', 'GMBJL', 'Banjul'],
  ['GN', 'GNCKY', 'Conakry'], ['GR', 'GRPIR', 'Piraeus'], ['GT', 'GTPRQ', 'Puerto Quetzal'], ['GY', 'GYGEO', 'Georgetown'],
  ['HN', 'HNPCR', 'Puerto Cortés'], ['HR', 'HRRJK', 'Rijeka'], ['HT', 'HTPAP', 'Port-au-Prince'], ['ID', 'IDTPP', 'Tanjung Priok'],
  ['IE', 'IEDUB', 'Dublin'], ['IL', 'ILASH', 'Ashdod'], ['IN', 'INNSA', 'Nhava Sheva'], ['IQ', 'IQUQR', 'Umm Qasr'],
  ['IT', 'ITGOA', 'Genoa'], ['JM', 'JMKIN', 'Kingston'], ['JO', 'JOAQJ', 'Aqaba'], ['JP', 'JPYOK', 'Yokohama'],
  ['KE', 'KEMBA', 'Mombasa'], ['KG', 'KGFRU', 'Bishkek (via Poti)'], ['KH', 'KHKOS', 'Sihanoukville'], ['KW', 'KWSAA', 'Shuaiba'],
  ['KZ', 'KZAKX', 'Aktau'], ['LB', 'LBBEY', 'Beirut'], ['LK', 'LKCMB', 'Colombo'], ['LR', 'LRMLW', 'Monrovia'],
  ['LT', 'LTKLJ', 'Klaipėda'], ['LV', 'LVRIX', 'Riga'], ['LY', 'LYMRA', 'Misrata'], ['MA', 'MACAS', 'Casablanca'],
  ['MD', 'MDGIU', 'Giurgiulești'], ['ME', 'MEBAR', 'Bar'], ['MG', 'MGTMM', 'Toamasina'], ['MM', 'MMRGN', 'Yangon'],
  ['MN', 'MNULN', 'Ulaanbaatar (via Tianjin)'], ['MR', 'MRNKC', 'Nouakchott'], ['MT', 'MTMAR', 'Marsaxlokk'], ['MU', 'MUPLU', 'Port Louis'],
  ['MX', 'MXZLO', 'Manzanillo'], ['MY', 'MYPKG', 'Port Klang'], ['MZ', 'MZMPM', 'Maputo'], ['NA', 'NAWVB', 'Walvis Bay'],
  ['NG', 'NGLOS', 'Lagos (Tin Can Island)'], ['NI', 'NICIO', 'Corinto'], ['NL', 'NLRTM', 'Rotterdam'], ['NO', 'NODRM', 'Drammen'],
  ['NZ', 'NZAKL', 'Auckland'], ['OM', 'OMSOH', 'Sohar'], ['PA', 'PAONX', 'Colón'], ['PE', 'PECLL', 'Callao'],
  ['PG', 'PGLAE', 'Lae'], ['PH', 'PHMNL', 'Manila'], ['PK', 'PKKHI', 'Karachi'], ['PL', 'PLGDN', 'Gdańsk'],
  ['PT', 'PTLIS', 'Lisbon'], ['PY', 'PYASU', 'Asunción'], ['QA', 'QAHMD', 'Hamad'], ['RO', 'ROCND', 'Constanța'],
  ['RU', 'RUVVO', 'Vladivostok'], ['SA', 'SAJED', 'Jeddah'], ['SB', 'SBHIR', 'Honiara'], ['SD', 'SDPZU', 'Port Sudan'],
  ['SE', 'SEGOT', 'Gothenburg'], ['SG', 'SGSIN', 'Singapore'], ['SI', 'SIKOP', 'Koper'], ['SL', 'SLFNA', 'Freetown'],
  ['SN', 'SNDKR', 'Dakar'], ['SO', 'SOMGQ', 'Mogadishu'], ['SR', 'SRPBM', 'Paramaribo'], ['SV', 'SVAQJ', 'Acajutla'],
  ['SY', 'SYLTK', 'Latakia'], ['TG', 'TGLFW', 'Lomé'], ['TH', 'THLCH', 'Laem Chabang'], ['TJ', 'TJDYU', 'Dushanbe (via Bandar Abbas)'],
  ['TL', 'TLDIL', 'Dili'], ['TN', 'TNRAD', 'Radès'], ['TR', 'TRMER', 'Mersin'], ['TT', 'TTPOS', 'Port of Spain'],
  ['TW', 'TWKHH', 'Kaohsiung'], ['TZ', 'TZDAR', 'Dar es Salaam'], ['UA', 'UAODS', 'Odesa'], ['UG', 'UGKLA', 'Kampala (via Mombasa)'],
  ['US', 'USLAX', 'Los Angeles'], ['UY', 'UYMVD', 'Montevideo'], ['UZ', 'UZTAS', 'Tashkent (via Poti)'], ['VE', 'VELAG', 'La Guaira'],
  ['VN', 'VNHPH', 'Haiphong'], ['WS', 'WSAPW', 'Apia'], ['YE', 'YEADE', 'Aden'], ['ZA', 'ZADUR', 'Durban'],
  ['ZM', 'ZMLUN', 'Lusaka (via Dar es Salaam)'], ['ZW', 'ZWHRE', 'Harare (via Beira)'],
];

/**
 * The first word of each partner line's vessel names, so a sailing's vessel belongs to its line
 * (issue 28: "MSC Pioneer" sailed for CMA CGM).
 */
const VESSEL_PREFIX: Readonly<Record<string, string>> = {
  C040: 'Maersk', C050: 'MSC', C060: 'CMA CGM', C070: 'Hapag', C080: 'ONE', C090: 'Ever', C110: 'ZIM', C120: 'Cosco', C160: 'Kota', C180: 'SITC',
  C230: 'Morning', C240: 'Hoegh', C250: 'Wallenius', C260: 'Drive Green', C270: 'NYK', C280: 'MOL', C300: 'Sallaum',
};
const VESSEL_SUFFIX = ['Harmony', 'Pioneer', 'Spirit', 'Horizon', 'Voyager', 'Liberty', 'Aurora', 'Titan', 'Star', 'Legend', 'Ocean', 'Crown'];

/** A small deterministic generator (mulberry32), so the demo schedule is the same everywhere. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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

/** Quotation discharge ports: the schedule's destinations whose lanes the quote desk prices. */
function quotePorts() {
  const loading = LOADING.map((p) => ({ port: p.port, port_nm: p.name, country: data.KOREA_CODE, kind: 'LOADING' as const }));
  const discharge = DESTINATIONS.filter(([, , name]) => !name.includes('(via')).map(([iso2, port, name]) => ({
    port,
    port_nm: name,
    country: data.countryByIso2(iso2)!.code,
    kind: 'DISCHARGE' as const,
  }));
  return [...loading, ...discharge];
}

/** Base weights (tons) included in a RoRo category's base rate; heavier units pay per ton. */
export const RORO_BASE_TONS: Record<string, number> = { CAR: 1.5, TRUCK: 5, BUS: 10, EQUIPMENT: 8, NONE: 2 };

/** Rates of every loading x discharge port: a lane factor by region-ish distance plus port spread. */
function quoteRates() {
  const rnd = random(19900314);
  const ports = quotePorts();
  const rows: Array<{ dpt_port: string; arv_port: string; cargo_type: 'RORO' | 'CONT'; size_or_category: string; base_usd: number; per_ton_usd: number }> = [];
  for (const to of ports.filter((p) => p.kind === 'DISCHARGE')) {
    const lane = 0.8 + rnd() * 0.9;
    for (const from of ports.filter((p) => p.kind === 'LOADING')) {
      const spread = from.port === 'KRPUS' ? 1 : 1.04;
      const r = (usd: number) => Math.round((usd * lane * spread) / 10) * 10;
      rows.push(
        { dpt_port: from.port, arv_port: to.port, cargo_type: 'CONT', size_or_category: 'FT20', base_usd: r(2100), per_ton_usd: 0 },
        { dpt_port: from.port, arv_port: to.port, cargo_type: 'CONT', size_or_category: 'HQ40', base_usd: r(3600), per_ton_usd: 0 },
        { dpt_port: from.port, arv_port: to.port, cargo_type: 'RORO', size_or_category: 'CAR', base_usd: r(1150), per_ton_usd: r(120) },
        { dpt_port: from.port, arv_port: to.port, cargo_type: 'RORO', size_or_category: 'TRUCK', base_usd: r(2300), per_ton_usd: r(110) },
        { dpt_port: from.port, arv_port: to.port, cargo_type: 'RORO', size_or_category: 'BUS', base_usd: r(3400), per_ton_usd: r(100) },
        { dpt_port: from.port, arv_port: to.port, cargo_type: 'RORO', size_or_category: 'EQUIPMENT', base_usd: r(3000), per_ton_usd: r(130) },
        { dpt_port: from.port, arv_port: to.port, cargo_type: 'RORO', size_or_category: 'NONE', base_usd: r(1300), per_ton_usd: r(120) },
      );
    }
  }
  return rows;
}

/**
 * Fill the freight tables when they are empty (also in a database seeded before they existed);
 * on a later day, move the sailings forward by the days since, like the spot offers.
 */
export async function seedFreight(db: Kysely<Database>, today = new Date()): Promise<{ sailings: number; rates: number; shiftedDays: number }> {
  const have = await db.selectFrom('shipping_lines').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  if (have.n > 0) return { sailings: 0, rates: 0, shiftedDays: await refreshFreightDates(db, today) };
  const schedule = sailings(today);
  const rates = quoteRates();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('shipping_lines').values(PARTNER_LINES.map((l, i) => ({ line_code: l.code, line_name: l.name, sort_order: i }))).execute();
    for (let i = 0; i < schedule.length; i += 500) await trx.insertInto('shipping_schedules').values(schedule.slice(i, i + 500)).execute();
    await trx.insertInto('quote_ports').values(quotePorts()).execute();
    for (let i = 0; i < rates.length; i += 500) await trx.insertInto('quote_rates').values(rates.slice(i, i + 500)).execute();
    await trx
      .insertInto('meta')
      .values({ key: FREIGHT_SEED_DAY_KEY, value: isoDay(today) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: isoDay(today) }))
      .execute();
  });
  return { sailings: schedule.length, rates: rates.length, shiftedDays: 0 };
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
