import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BL_MAX_LENGTH, CARRIER_RULES, findCarrier, NUMERIC_RULES, sanitizeBl, trackingUrl } from './model';

/** A number of `length` that contains `key` and nothing that could match an earlier rule. */
const numberFor = (key: string, length: number) => (key + '7'.repeat(length)).slice(0, length);

describe('numeric B/L numbers map by length', () => {
  it.each([
    ['123456789', 'Maersk / Safmarine', 'maersk.com'],
    ['1234567890', 'COSCO', 'coscoshipping.com'],
    ['12345678901', 'MOL', 'one-line.com'],
    ['123456789012', 'Evergreen', 'shipmentlink.com'],
  ])('%s -> %s', (bl, carrier, host) => {
    expect(findCarrier(bl)?.carrier).toBe(carrier);
    expect(trackingUrl(bl)).toContain(host);
    expect(trackingUrl(bl)).toContain(bl);
  });

  it('misses 8 and 13 digits', () => {
    expect(findCarrier('12345678')).toBeNull();
    expect(findCarrier('1234567890123')).toBeNull();
  });
});

describe('each carrier: prefix and exact length', () => {
  it.each(CARRIER_RULES.map((r) => [r.carrier, r.includesKey, r.length] as const))('%s (%s, %i characters)', (carrier, key, length) => {
    const bl = numberFor(key, length);
    // Shared keys (SEL, KR/A): the first rule in the table wins, as the spec lists them.
    const first = CARRIER_RULES.find((r) => r.length === length && bl.includes(r.includesKey))!;
    expect(findCarrier(bl)?.carrier).toBe(first.carrier);
    if (first.carrier === carrier) expect(trackingUrl(bl)).toContain(bl);
    // One character more or less is a miss for this carrier (a 17th character is cut by the input).
    if (length < BL_MAX_LENGTH) expect(findCarrier(`${bl}7`)?.carrier).not.toBe(carrier);
    expect(findCarrier(bl.slice(0, -1))?.carrier).not.toBe(carrier);
  });

  it('tells carriers with a shared key apart by length', () => {
    expect(findCarrier('SEL1234567')?.carrier).toBe('CMA CGM');
    expect(findCarrier('SEL123456789')?.carrier).toBe('PIL');
    expect(findCarrier('KR12345678')?.carrier).toBe('Swire Shipping');
    expect(findCarrier('A123456789')?.carrier).toBe('Interasia');
  });
});

describe('edges', () => {
  it('15 vs 16 characters: EUKOR needs 15, Hapag-Lloyd 16', () => {
    expect(findCarrier('EUKO12345678901')?.carrier).toBe('EUKOR');
    expect(findCarrier('EUKO123456789012')).toBeNull();
    expect(findCarrier('HLCU123456789012')?.carrier).toBe('Hapag-Lloyd');
    expect(findCarrier('HLCU12345678901')).toBeNull();
  });

  it('lower-case input is upper-cased', () => {
    expect(sanitizeBl('hlcu123456789012')).toBe('HLCU123456789012');
    expect(findCarrier('medu12345678')?.carrier).toBe('MSC');
  });

  it('separators and spaces are dropped', () => {
    expect(sanitizeBl(' MAEU-123 456.789/0 ')).toBe('MAEU1234567890');
    expect(findCarrier('MAEU-123-456-789')?.carrier).toBe('Maersk');
    expect(findCarrier('123-456-789')?.carrier).toBe('Maersk / Safmarine');
  });

  it('keeps at most 16 characters', () => {
    expect(sanitizeBl('ONE1234567890123456789')).toHaveLength(BL_MAX_LENGTH);
    expect(findCarrier('ONE1234567890123456789')?.carrier).toBe('ONE');
  });

  it('misses unknown and empty numbers', () => {
    expect(findCarrier('')).toBeNull();
    expect(findCarrier('XYZ1234567890')).toBeNull();
    expect(trackingUrl('QQQQ')).toBeNull();
  });
});

it('has a logo file in media/lines for every carrier', () => {
  const missing = [...CARRIER_RULES, ...NUMERIC_RULES].filter((r) => !existsSync(join(__dirname, '../../media/lines', `${r.logo}.svg`)));
  expect(missing.map((r) => r.carrier)).toEqual([]);
});
