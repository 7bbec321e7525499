import { convertPrice, countdownEnd, dotDay, dotDayTime, formatCountdown, formatDate, formatFileSize, formatPrice, formatWholeNumber, PRICE_MASK, unreadText } from './index';

describe('format', () => {
  it('writes dates as yyyy.MM.dd and - when missing', () => {
    expect(formatDate('2026-03-07')).toBe('2026.03.07');
    expect(formatDate(new Date(2026, 10, 21))).toBe('2026.11.21');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('garbage')).toBe('-');
  });

  it('rounds EUR up and leaves USD alone', () => {
    expect(convertPrice(1000, 'EUR', 0.9213)).toBe(922);
    expect(convertPrice(1000, 'EUR', 0.92)).toBe(920);
    expect(convertPrice(1000, 'USD', 0.92)).toBe(1000);
  });

  it('masks null prices and masked viewers', () => {
    expect(formatPrice(null, { curr: 'USD', rate: null })).toBe(PRICE_MASK);
    expect(formatPrice(1250, { curr: 'USD', rate: null, masked: true })).toBe(PRICE_MASK);
    expect(formatPrice(1250, { curr: 'USD', rate: null })).toBe('1,250');
    expect(formatPrice(1250, { curr: 'EUR', rate: 0.9 })).toBe('1,125');
  });

  it('writes whole numbers the way en-US Intl does, without creating an Intl formatter', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const values = [0, 1, 7, 12, 999, 1000, 1250, 9999.5, 10000, 123456, 999999.49, 1234567, 0.5, 1.5, 2.5, -1.5, -2.5, -1250, -999999.5, 1e15 + 2, 2 ** 66 + 2 ** 14, 1e20 / 3, 1e21, 1.5e22, Infinity, -Infinity, NaN];
    for (let i = 0; i < 200; i++) values.push(Math.round(Math.random() * 10 ** (i % 12)) / 100);
    for (const v of values) expect([v, formatWholeNumber(v)]).toEqual([v, intl.format(v)]);
    expect(formatWholeNumber(-0.4)).toBe('0');
  });

  it('writes whole numbers the way Intl does in each page language (issue 28: one way per page)', () => {
    const values = [0, 7, 999, 1000, 2350, 9999, 10000, 12500, 120000, 1250000, -1250, -12500];
    for (const locale of ['en', 'es', 'ru']) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' } as Intl.NumberFormatOptions);
      for (const v of values) expect([locale, v, formatWholeNumber(v, locale)]).toEqual([locale, v, intl.format(v)]);
    }
    expect(formatPrice(2350, { curr: 'USD', rate: null, locale: 'ru' })).toBe('2\u00a0350');
    // Spanish groups four-digit prices like five-digit ones: one price column reads one way.
    expect(formatPrice(2350, { curr: 'USD', rate: null, locale: 'es' })).toBe('2.350');
    expect(formatPrice(12500, { curr: 'USD', rate: null, locale: 'es' })).toBe('12.500');
  });

  it('ends a countdown at the end of the day after expiry', () => {
    const end = countdownEnd('2026-11-21');
    expect(end?.getDate()).toBe(23);
    expect(end?.getHours()).toBe(0);
    expect(formatCountdown(90061000)).toBe('1d 01:01:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });

  it('writes timestamps as yyyy.MM.dd (HH:mm) in the viewer\'s time zone, a day as it is, and nothing when missing', () => {
    const at = new Date(2026, 10, 5, 9, 7).toISOString();
    expect(dotDay(at)).toBe('2026.11.05');
    expect(dotDayTime(at)).toBe('2026.11.05 09:07');
    expect(dotDay('2026-11-26')).toBe('2026.11.26');
    for (const bad of [null, undefined, '', 'garbage']) {
      expect(dotDay(bad)).toBe('');
      expect(dotDayTime(bad)).toBe('');
    }
  });

  it('caps an unread badge at 999', () => {
    expect(unreadText(7)).toBe('7');
    expect(unreadText(999)).toBe('999');
    expect(unreadText(1000)).toBe('999+');
  });

  it('writes file sizes in kB (at least 1) or MB, 1024-based', () => {
    expect(formatFileSize(197, 'en')).toBe('1 kB');
    expect(formatFileSize(245_760, 'en')).toBe('240 kB');
    expect(formatFileSize(2_202_009, 'en')).toBe('2.1 MB');
  });
});
