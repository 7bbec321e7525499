/**
 * Reference data: what the suite needs in every database, production included, as opposed to
 * the demo data (accounts, bookings, spot offers, blog posts, sailings, hot items). The 17
 * partner shipping lines (the schedule's line tabs, the staff desk's offer form), the quotation
 * wizard's ports (3 Korean ports of loading, the ports of discharge) and its starting rates.
 * Vessel types (routes/freight/schedule.ts) and countries (`data`, shared) are code, not tables.
 *
 * `seedReference` fills each table only when it is empty, so it is safe on every start and never
 * overwrites rates or lines an operator has changed since. It runs with the demo seed (through
 * seedFreight) and alone with `SEED=reference` (the production mode, config.ts).
 */
import { sql, type Kysely } from 'kysely';
import { data } from '../../lib/shared.ts';
import type { Database } from '../schema.ts';

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
export const LOADING = [
  { port: 'KRINC', name: 'Incheon' },
  { port: 'KRPTK', name: 'Pyeongtaek' },
  { port: 'KRPUS', name: 'Busan' },
] as const;

/**
 * One port of discharge per destination country: ISO alpha-2, UN/LOCODE, port name. A name with
 * "(via ...)" is an inland destination the schedule lists but the quote desk does not price.
 */
export const DESTINATIONS: ReadonlyArray<readonly [string, string, string]> = [
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
 * A small deterministic generator (mulberry32): the starting rates (and the demo schedule,
 * seed/freight.ts) are the same in every database.
 */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Quotation discharge ports: the schedule's destinations whose lanes the quote desk prices. */
export function quotePorts() {
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
export function quoteRates() {
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

/** What seedReference added (0 for a table that already had rows). */
export interface ReferenceSeedResult {
  lines: number;
  ports: number;
  rates: number;
}

type ReferenceTable = 'shipping_lines' | 'quote_ports' | 'quote_rates';

/**
 * Load the reference data into each of its tables that is empty, in one transaction. Inserts
 * skip rows already there (two replicas starting on one empty database add them once); the
 * starting rates are limited to the ports the database holds (an operator may have removed some).
 */
export async function seedReference(db: Kysely<Database>): Promise<ReferenceSeedResult> {
  return db.transaction().execute(async (trx) => {
    const isEmpty = async (table: ReferenceTable) => {
      const { rows } = await sql<{ found: boolean }>`select exists (select 1 from ${sql.table(table)}) as found`.execute(trx);
      return !rows[0]?.found;
    };
    const result: ReferenceSeedResult = { lines: 0, ports: 0, rates: 0 };
    if (await isEmpty('shipping_lines')) {
      const rows = PARTNER_LINES.map((l, i) => ({ line_code: l.code, line_name: l.name, sort_order: i }));
      await trx.insertInto('shipping_lines').values(rows).onConflict((oc) => oc.column('line_code').doNothing()).execute();
      result.lines = rows.length;
    }
    if (await isEmpty('quote_ports')) {
      const rows = quotePorts();
      await trx.insertInto('quote_ports').values(rows).onConflict((oc) => oc.column('port').doNothing()).execute();
      result.ports = rows.length;
    }
    if (await isEmpty('quote_rates')) {
      const have = new Set((await trx.selectFrom('quote_ports').select('port').execute()).map((p) => p.port));
      const rows = quoteRates().filter((r) => have.has(r.dpt_port) && have.has(r.arv_port));
      for (let i = 0; i < rows.length; i += 500) {
        await trx
          .insertInto('quote_rates')
          .values(rows.slice(i, i + 500))
          .onConflict((oc) => oc.columns(['dpt_port', 'arv_port', 'cargo_type', 'size_or_category']).doNothing())
          .execute();
      }
      result.rates = rows.length;
    }
    return result;
  });
}
