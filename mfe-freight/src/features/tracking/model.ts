/**
 * B/L tracking rules (spec 2 sections 5 and 9) as data: the input keeps letters and digits,
 * upper-cased, at most 16 characters; a purely numeric number of 9 to 12 digits maps by its
 * length; otherwise the first carrier (in the spec's table order) whose key the number contains
 * and whose exact length it has. Each rule links to the carrier's public tracking page and names
 * the carrier's logo file.
 */

/** A carrier rule (spec 2 section 3 "Tracking carrier rule"). */
export interface CarrierRule {
  /** Carrier name as shown. */
  carrier: string;
  /** The number must contain this (for numeric rules: digits only). */
  includesKey: string;
  /** The exact length. */
  length: number;
  /** The carrier's public tracking page for a number. */
  links: (bl: string) => string;
  /**
   * The carrier's logo file in `media/lines` (without `.svg`): the schedule's line code where the
   * schedule has the line, so both pages share one logo set.
   */
  logo: string;
}

/** Longest B/L number the input keeps. */
export const BL_MAX_LENGTH = 16;

const q = encodeURIComponent;
const one = (bl: string) => `https://ecomm.one-line.com/one-ecom/manage-shipment/cargo-tracking?trakNoParam=${q(bl)}`;
const maersk = (bl: string) => `https://www.maersk.com/tracking/${q(bl)}`;
const cosco = (bl: string) => `https://elines.coscoshipping.com/ebusiness/cargoTracking?trackingType=BILLOFLADING&number=${q(bl)}`;
const evergreen = (bl: string) => `https://ct.shipmentlink.com/servlet/TDB1_CargoTracking.do?BL=${q(bl)}`;

/** Purely numeric numbers, by length: 9 Maersk/Safmarine, 10 Cosco, 11 MOL, 12 Evergreen. */
export const NUMERIC_RULES: readonly CarrierRule[] = [
  { carrier: 'Maersk / Safmarine', includesKey: '', length: 9, links: maersk, logo: 'C040' },
  { carrier: 'COSCO', includesKey: '', length: 10, links: cosco, logo: 'C120' },
  { carrier: 'MOL', includesKey: '', length: 11, links: one, logo: 'mol' },
  { carrier: 'Evergreen', includesKey: '', length: 12, links: evergreen, logo: 'C090' },
];

/** Prefix and exact length per carrier, in the spec's order (the first match wins). */
export const CARRIER_RULES: readonly CarrierRule[] = [
  { carrier: 'EUKOR', includesKey: 'EUKO', length: 15, links: (bl) => `https://www.eukor.com/en/tracking?blNo=${q(bl)}`, logo: 'C230' },
  { carrier: 'CMA CGM', includesKey: 'SEL', length: 10, links: (bl) => `https://www.cma-cgm.com/ebusiness/tracking/search?SearchBy=BL&Reference=${q(bl)}`, logo: 'C060' },
  { carrier: 'COSCO', includesKey: 'COSU', length: 14, links: cosco, logo: 'C120' },
  { carrier: 'Höegh Autoliners', includesKey: 'HOEG', length: 16, links: (bl) => `https://www.hoeghautoliners.com/tracking?bl=${q(bl)}`, logo: 'C240' },
  { carrier: 'Maersk', includesKey: 'MAEU', length: 13, links: maersk, logo: 'C040' },
  { carrier: 'MSC', includesKey: 'MEDU', length: 12, links: (bl) => `https://www.msc.com/en/track-a-shipment?agencyPath=msc&trackingNumber=${q(bl)}`, logo: 'C050' },
  { carrier: 'PIL', includesKey: 'SEL', length: 12, links: (bl) => `https://www.pilship.com/en--/120.html?search_type=bl&search_type_no=${q(bl)}`, logo: 'C160' },
  { carrier: 'Swire Shipping', includesKey: 'KR', length: 10, links: (bl) => `https://www.swireshipping.com/track-and-trace?bl=${q(bl)}`, logo: 'swire' },
  { carrier: 'K Line', includesKey: 'KKLU', length: 13, links: one, logo: 'C260' },
  { carrier: 'NYK Line', includesKey: 'NYK', length: 13, links: one, logo: 'C270' },
  { carrier: 'ZIM', includesKey: 'ZIM', length: 13, links: (bl) => `https://www.zim.com/tools/track-a-shipment?consnumber=${q(bl)}`, logo: 'C110' },
  { carrier: 'MOL', includesKey: 'MOLU', length: 15, links: one, logo: 'mol' },
  { carrier: 'Hapag-Lloyd', includesKey: 'HLCU', length: 16, links: (bl) => `https://www.hapag-lloyd.com/en/online-business/track/track-by-booking-solution.html?blno=${q(bl)}`, logo: 'C070' },
  { carrier: 'Evergreen', includesKey: 'EGLV', length: 16, links: evergreen, logo: 'C090' },
  { carrier: 'SITC', includesKey: 'SITI', length: 14, links: (bl) => `https://www.sitcline.com/track?blNo=${q(bl)}`, logo: 'C180' },
  { carrier: 'Interasia', includesKey: 'A', length: 10, links: (bl) => `https://www.interasia.cc/Service/Form?servicetype=0&bl=${q(bl)}`, logo: 'interasia' },
  { carrier: 'ONE', includesKey: 'ONE', length: 16, links: one, logo: 'C080' },
];

/** What the input keeps of typed or pasted text: letters and digits, upper-cased, at most 16. */
export function sanitizeBl(raw: string): string {
  return raw.replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, BL_MAX_LENGTH);
}

/** The carrier rule for a number (sanitized first), or null for a miss. */
export function findCarrier(raw: string): CarrierRule | null {
  const bl = sanitizeBl(raw);
  if (!bl) return null;
  if (/^\d+$/.test(bl)) return NUMERIC_RULES.find((r) => r.length === bl.length) ?? null;
  return CARRIER_RULES.find((r) => bl.length === r.length && bl.includes(r.includesKey)) ?? null;
}

/** The tracking page URL for a number, or null for a miss. */
export function trackingUrl(raw: string): string | null {
  const rule = findCarrier(raw);
  return rule ? rule.links(sanitizeBl(raw)) : null;
}
