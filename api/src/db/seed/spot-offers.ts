/**
 * Demo spot ocean-freight offers: real Korean export ports, real trade lanes and carriers.
 * Dates are offsets from the seed day, so a demo started on any day shows live countdowns,
 * offers expiring today, sold-out offers and expired ones (which the front end hides).
 */
import { addDays, isoDay } from '../../lib/dates.ts';
import { data } from '../../lib/shared.ts';
import type { NewSpotFreight } from '../schema.ts';

/** Korean ports of loading (UN/LOCODE). */
const KR_PORTS = {
  INC: { port: 'KRINC', name: 'Incheon' },
  PTK: { port: 'KRPTK', name: 'Pyeongtaek' },
  PUS: { port: 'KRPUS', name: 'Busan' },
} as const;

/** Ports of discharge (UN/LOCODE) and their country (ISO alpha-2). */
const LANES = {
  TEMA: { iso2: 'GH', port: 'GHTEM', name: 'Tema' },
  LAGOS: { iso2: 'NG', port: 'NGLOS', name: 'Lagos (Tin Can Island)' },
  COTONOU: { iso2: 'BJ', port: 'BJCOO', name: 'Cotonou' },
  LOME: { iso2: 'TG', port: 'TGLFW', name: 'Lomé' },
  ABIDJAN: { iso2: 'CI', port: 'CIABJ', name: 'Abidjan' },
  DAKAR: { iso2: 'SN', port: 'SNDKR', name: 'Dakar' },
  DOUALA: { iso2: 'CM', port: 'CMDLA', name: 'Douala' },
  LUANDA: { iso2: 'AO', port: 'AOLAD', name: 'Luanda' },
  MOMBASA: { iso2: 'KE', port: 'KEMBA', name: 'Mombasa' },
  DAR: { iso2: 'TZ', port: 'TZDAR', name: 'Dar es Salaam' },
  MAPUTO: { iso2: 'MZ', port: 'MZMPM', name: 'Maputo' },
  DURBAN: { iso2: 'ZA', port: 'ZADUR', name: 'Durban' },
  PORT_LOUIS: { iso2: 'MU', port: 'MUPLU', name: 'Port Louis' },
  JEBEL_ALI: { iso2: 'AE', port: 'AEJEA', name: 'Jebel Ali' },
  AQABA: { iso2: 'JO', port: 'JOAQJ', name: 'Aqaba' },
  JEDDAH: { iso2: 'SA', port: 'SAJED', name: 'Jeddah' },
  SOHAR: { iso2: 'OM', port: 'OMSOH', name: 'Sohar' },
  UMM_QASR: { iso2: 'IQ', port: 'IQUQR', name: 'Umm Qasr' },
  TARTUS: { iso2: 'SY', port: 'SYTTS', name: 'Tartus' },
  LATAKIA: { iso2: 'SY', port: 'SYLTK', name: 'Latakia' },
  BEIRUT: { iso2: 'LB', port: 'LBBEY', name: 'Beirut' },
  ALEXANDRIA: { iso2: 'EG', port: 'EGALY', name: 'Alexandria' },
  MISRATA: { iso2: 'LY', port: 'LYMRA', name: 'Misrata' },
  MERSIN: { iso2: 'TR', port: 'TRMER', name: 'Mersin' },
  POTI: { iso2: 'GE', port: 'GEPTI', name: 'Poti' },
  LIMASSOL: { iso2: 'CY', port: 'CYLMS', name: 'Limassol' },
  DURRES: { iso2: 'AL', port: 'ALDRZ', name: 'Durrës' },
  VALPARAISO: { iso2: 'CL', port: 'CLVAP', name: 'Valparaíso' },
  CALLAO: { iso2: 'PE', port: 'PECLL', name: 'Callao' },
  GUAYAQUIL: { iso2: 'EC', port: 'ECGYE', name: 'Guayaquil' },
  MANZANILLO: { iso2: 'MX', port: 'MXZLO', name: 'Manzanillo' },
  SANTO_DOMINGO: { iso2: 'DO', port: 'DOSDQ', name: 'Santo Domingo' },
  KINGSTON: { iso2: 'JM', port: 'JMKIN', name: 'Kingston' },
  PUERTO_QUETZAL: { iso2: 'GT', port: 'GTPRQ', name: 'Puerto Quetzal' },
  COLON: { iso2: 'PA', port: 'PAONX', name: 'Colón' },
  SIHANOUKVILLE: { iso2: 'KH', port: 'KHKOS', name: 'Sihanoukville' },
  MANILA: { iso2: 'PH', port: 'PHMNL', name: 'Manila' },
  AUCKLAND: { iso2: 'NZ', port: 'NZAKL', name: 'Auckland' },
} as const;

/** Carriers, keyed by the codes C030..C300 the front end uses for logos. */
export const SHIPPING_LINES = {
  C030: 'HMM',
  C040: 'Maersk',
  C050: 'MSC',
  C060: 'CMA CGM',
  C070: 'Hapag-Lloyd',
  C080: 'ONE',
  C090: 'Evergreen',
  C100: 'Yang Ming',
  C110: 'ZIM',
  C120: 'COSCO Shipping',
  C130: 'KMTC',
  C140: 'Sinokor',
  C150: 'Pan Ocean',
  C160: 'PIL',
  C170: 'Wan Hai',
  C180: 'SITC',
  C190: 'Heung-A',
  C200: 'Namsung',
  C210: 'Dongjin',
  C220: 'Hyundai Glovis',
  C230: 'EUKOR',
  C240: 'Höegh Autoliners',
  C250: 'Wallenius Wilhelmsen',
  C260: 'K Line',
  C270: 'NYK Line',
  C280: 'MOL ACE',
  C290: 'Grimaldi',
  C300: 'Sallaum Lines',
} as const;

type Lane = keyof typeof LANES;
type Line = keyof typeof SHIPPING_LINES;
type Size = NonNullable<NewSpotFreight['cargo_size']>;

/**
 * One offer: lane, port of loading, cargo type and size (null for RoRo, priced per unit),
 * vehicle category, carrier, USD price (null: price on request), trade condition, days from
 * the seed day to the deposit deadline, active (false = sold out), and a notice.
 */
type Row = [Lane, keyof typeof KR_PORTS, 'RORO' | 'CONT', Size | null, string, Line, number | null, 'FOB' | 'CFR' | 'EXW', number, boolean, string | null];

const ROWS: Row[] = [
  ['TEMA', 'PTK', 'RORO', null, 'Sedan', 'C300', 1250, 'CFR', 6, true, 'Price per unit up to 5.0 m length.'],
  ['TEMA', 'PUS', 'CONT', 'HQ40', 'Used cars (4 units)', 'C050', 3650, 'CFR', 9, true, null],
  ['TEMA', 'INC', 'CONT', 'FT20', 'SUV', 'C040', 2350, 'FOB', 0, true, 'Deposit closes today.'],
  ['LAGOS', 'PTK', 'RORO', null, 'SUV', 'C290', 1480, 'CFR', 4, true, 'Destination terminal handling not included.'],
  ['LAGOS', 'PUS', 'CONT', 'HQ40', 'Used cars (4 units)', 'C060', 4100, 'CFR', 12, true, null],
  ['COTONOU', 'PTK', 'RORO', null, 'Sedan', 'C300', 1190, 'CFR', 3, true, null],
  ['COTONOU', 'PUS', 'CONT', 'FT40', 'Trucks', 'C050', 3900, 'FOB', -5, true, null],
  ['LOME', 'PTK', 'RORO', null, 'Van', 'C290', 1320, 'CFR', 8, false, null],
  ['ABIDJAN', 'PUS', 'CONT', 'HQ40', 'Used cars (4 units)', 'C110', 3850, 'CFR', 10, true, null],
  ['DAKAR', 'PTK', 'RORO', null, 'Bus', 'C290', 2950, 'CFR', 14, true, 'Price per unit up to 12 m length.'],
  ['DOUALA', 'PUS', 'CONT', 'FT20', 'SUV', 'C060', 2600, 'CFR', 5, true, null],
  ['LUANDA', 'PUS', 'CONT', 'HQ40', 'Pickup trucks', 'C050', 4400, 'CFR', 7, true, null],
  ['MOMBASA', 'PTK', 'RORO', null, 'SUV', 'C230', 1350, 'CFR', 2, true, 'Kenya accepts vehicles up to 8 years old.'],
  ['MOMBASA', 'PUS', 'CONT', 'HQ40', 'Used cars (4 units)', 'C040', 3300, 'CFR', 0, true, 'Deposit closes today.'],
  ['DAR', 'PTK', 'RORO', null, 'Sedan', 'C230', 1280, 'CFR', 11, true, null],
  ['DAR', 'PUS', 'CONT', 'FT40', 'Heavy equipment', 'C120', null, 'FOB', 9, true, 'Price on request: send dimensions and weight.'],
  ['MAPUTO', 'PUS', 'CONT', 'FT20', 'Sedan', 'C080', 2450, 'CFR', 6, true, null],
  ['DURBAN', 'PTK', 'RORO', null, 'Truck', 'C250', 2100, 'CFR', 13, true, null],
  ['PORT_LOUIS', 'PUS', 'CONT', 'FT20', 'Compact cars (2 units)', 'C080', 1950, 'CFR', 4, false, null],
  ['JEBEL_ALI', 'PTK', 'RORO', null, 'Sedan', 'C220', 890, 'CFR', 5, true, null],
  ['JEBEL_ALI', 'PUS', 'CONT', 'HQ40', 'Used cars (4 units)', 'C030', 2250, 'FOB', 8, true, null],
  ['JEBEL_ALI', 'INC', 'CONT', 'FT20', 'Spare parts', 'C130', 1150, 'EXW', -3, true, null],
  ['AQABA', 'PTK', 'RORO', null, 'SUV', 'C220', 1050, 'CFR', 7, true, null],
  ['AQABA', 'PUS', 'CONT', 'HQ40', 'Used cars (4 units)', 'C070', 2700, 'CFR', 0, true, 'Deposit closes today.'],
  ['JEDDAH', 'PTK', 'RORO', null, 'Sedan', 'C260', 980, 'CFR', 10, true, null],
  ['SOHAR', 'PUS', 'CONT', 'FT40', 'Trucks', 'C030', 2500, 'CFR', 12, true, null],
  ['UMM_QASR', 'PTK', 'RORO', null, 'SUV', 'C220', 1150, 'CFR', 3, true, null],
  ['UMM_QASR', 'PUS', 'CONT', 'HQ40', 'Used cars (4 units)', 'C030', 2950, 'CFR', -8, true, null],
  ['TARTUS', 'PTK', 'RORO', null, 'Sedan', 'C290', 1390, 'CFR', 6, true, 'Via transshipment; allow 10 extra days.'],
  ['LATAKIA', 'PUS', 'CONT', 'HQ40', 'Used cars (4 units)', 'C060', 3500, 'CFR', 9, true, 'Via transshipment; allow 10 extra days.'],
  ['BEIRUT', 'PUS', 'CONT', 'FT20', 'SUV', 'C060', 2550, 'CFR', 5, false, null],
  ['ALEXANDRIA', 'PTK', 'RORO', null, 'Sedan', 'C290', 1240, 'CFR', 15, true, null],
  ['MISRATA', 'PTK', 'RORO', null, 'Pickup truck', 'C290', 1300, 'CFR', 8, true, null],
  ['MERSIN', 'PUS', 'CONT', 'HQ40', 'Used cars (4 units)', 'C050', 2800, 'FOB', 4, true, null],
  ['POTI', 'PUS', 'CONT', 'HQ40', 'Used cars (4 units)', 'C050', 3150, 'CFR', 11, true, null],
  ['POTI', 'PTK', 'RORO', null, 'SUV', 'C240', 1450, 'CFR', -2, true, null],
  ['LIMASSOL', 'PUS', 'CONT', 'FT20', 'Sedan', 'C110', 2300, 'CFR', 9, true, null],
  ['DURRES', 'PUS', 'CONT', 'HQ40', 'Used cars (4 units)', 'C070', 3400, 'CFR', 13, true, null],
  ['VALPARAISO', 'PTK', 'RORO', null, 'SUV', 'C280', 1650, 'CFR', 5, true, null],
  ['VALPARAISO', 'PUS', 'CONT', 'HQ45', 'Used cars (4 units)', 'C030', 3950, 'CFR', 10, true, null],
  ['CALLAO', 'PTK', 'RORO', null, 'Truck', 'C270', 2350, 'CFR', 7, true, null],
  ['GUAYAQUIL', 'PUS', 'CONT', 'FT40', 'Heavy equipment', 'C140', null, 'FOB', 12, true, 'Price on request: send dimensions and weight.'],
  ['MANZANILLO', 'PTK', 'RORO', null, 'Sedan', 'C250', 1550, 'CFR', 3, true, null],
  ['SANTO_DOMINGO', 'PTK', 'RORO', null, 'SUV', 'C240', 1700, 'CFR', 6, true, null],
  ['SANTO_DOMINGO', 'PUS', 'CONT', 'HQ40', 'Used cars (4 units)', 'C090', 4200, 'CFR', -6, true, null],
  ['KINGSTON', 'PTK', 'RORO', null, 'Sedan', 'C240', 1780, 'CFR', 14, false, null],
  ['PUERTO_QUETZAL', 'PTK', 'RORO', null, 'Pickup truck', 'C280', 1820, 'CFR', 9, true, null],
  ['COLON', 'PUS', 'CONT', 'FT45', 'Used cars (5 units)', 'C090', 4600, 'CFR', 8, true, null],
  ['SIHANOUKVILLE', 'INC', 'CONT', 'FT20', 'Sedan', 'C180', 950, 'CFR', 5, true, null],
  ['MANILA', 'PUS', 'CONT', 'FT40', 'Trucks', 'C170', 1650, 'CFR', 0, true, null],
  ['AUCKLAND', 'PTK', 'RORO', null, 'Sedan', 'C270', null, 'CFR', 10, true, null],
];

/** First offer id; the ids look like the legacy system's. */
const FIRST_ID = 240101;

/** The demo offers, dated relative to `seedDay`. */
export function spotOffers(seedDay: Date): NewSpotFreight[] {
  const korea = data.countryByCode(data.KOREA_CODE);
  if (!korea) throw new Error('the country table has no South Korea');
  return ROWS.map(([lane, from, cargoType, size, category, line, cost, trade, depositIn, active, notice], i) => {
    const to = LANES[lane];
    const country = data.countryByIso2(to.iso2);
    if (!country) throw new Error(`no country ${to.iso2}`);
    const dpt = KR_PORTS[from];
    // The vessel leaves a few days after the deposit deadline; further lanes sail a little later.
    const sailIn = depositIn + 3 + (i % 5);
    return {
      fre_rate_legacy_id: FIRST_ID + i,
      is_active: active,
      deposit_expiration_date: isoDay(addDays(seedDay, depositIn)),
      dpt_estimate_date: isoDay(addDays(seedDay, sailIn)),
      dpt_country: korea.code,
      dpt_port: dpt.port,
      dpt_port_nm: dpt.name,
      arv_country: country.code,
      arv_port: to.port,
      arv_port_nm: to.name,
      cargo_type: cargoType,
      vehicle_category: category,
      cargo_size: size,
      trade_condition: trade,
      fre_line: line,
      fre_line_nm: SHIPPING_LINES[line],
      payment_method: 'T/T (Bank Transfer)',
      cost_display: cost,
      notice,
    };
  });
}

/** The route columns a demo booking takes from the spot offer it was made from. */
export function bookingRouteOf(offer: Pick<NewSpotFreight, 'cargo_type' | 'dpt_country' | 'dpt_port' | 'dpt_port_nm' | 'arv_country' | 'arv_port' | 'arv_port_nm' | 'fre_rate_legacy_id'>) {
  return {
    cargo_type: offer.cargo_type,
    dpt_country: offer.dpt_country,
    dpt_port: offer.dpt_port,
    dpt_port_nm: offer.dpt_port_nm,
    arv_country: offer.arv_country,
    arv_port: offer.arv_port,
    arv_port_nm: offer.arv_port_nm,
    fre_rate_legacy_id: offer.fre_rate_legacy_id,
    flag_spot: true,
  };
}
