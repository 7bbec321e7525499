/**
 * The quotation: a price in whole US dollars computed from the rate tables (route x shipping
 * type x container size or vehicle category), with its lines and what is and is not included.
 * Used by POST /svc/quote and again by POST /svc/booking/quote, so a booking request always
 * carries the price the api computes, never one the client sends.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { RORO_BASE_TONS } from '../db/seed/reference.ts';
import { addDays, isoDay } from './dates.ts';
import { badRequest, notFound } from './errors.ts';
import { contract, type QuoteAnswer, type QuoteRequest } from './shared.ts';

/** The subject of a rate in quote_rate_changes ("KRPTK GHTEM CONT HQ40"). */
export const rateSubject = (dptPort: string, arvPort: string, cargoType: string, key: string) => `${dptPort} ${arvPort} ${cargoType} ${key}`;

/** What a quote adds to the route's rate, and the days it holds (quote_settings, set from the desk). */
export type QuoteSettings = Record<'INSPECTION' | 'DOCUMENTS' | 'NON_RUNNER' | 'KOREA_INLAND' | 'EXPORT_CUSTOMS' | 'VALID_DAYS', number>;

/**
 * The values of `subjects` at `asOf`: for each subject changed since, the values before its first
 * change after `asOf` (quote_rate_changes keeps both sides of every change).
 */
async function valuesAt(db: Kysely<Database>, subjects: string[], asOf: Date): Promise<Map<string, { a: number; b: number }>> {
  if (!subjects.length) return new Map();
  const rows = await db
    .selectFrom('quote_rate_changes')
    .select(['subject', 'before_a', 'before_b', 'created_at'])
    .where('subject', 'in', subjects)
    // `asOf` has millisecond precision (a quote's ISO time), the change's time microseconds: a change
    // in the same millisecond as the quote came before it (the quote that followed it read it).
    .where(sql<Date>`date_trunc('milliseconds', created_at)`, '>', asOf)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const out = new Map<string, { a: number; b: number }>();
  for (const r of rows) if (!out.has(r.subject)) out.set(r.subject, { a: r.before_a, b: r.before_b });
  return out;
}

/** The quote settings now. */
export async function readQuoteSettings(db: Kysely<Database>): Promise<QuoteSettings> {
  const rows = await db.selectFrom('quote_settings').select(['key', 'value']).execute();
  const s = Object.fromEntries(rows.map((r) => [r.key, r.value])) as Partial<QuoteSettings>;
  return { INSPECTION: s.INSPECTION ?? 0, DOCUMENTS: s.DOCUMENTS ?? 0, NON_RUNNER: s.NON_RUNNER ?? 0, KOREA_INLAND: s.KOREA_INLAND ?? 0, EXPORT_CUSTOMS: s.EXPORT_CUSTOMS ?? 0, VALID_DAYS: s.VALID_DAYS ?? 7 };
}

/**
 * Compute the quote for `req`; 404 QUOTE_ROUTE_NOT_FOUND for a route without rates. With `quotedAt`
 * (the quote a buyer saw, while it holds: no later than now, no earlier than the days a quote holds),
 * the rates and charges are the ones of that moment, so a booking keeps the price the buyer was quoted.
 */
export async function computeQuote(db: Kysely<Database>, req: QuoteRequest, today = new Date(), quotedAt?: string): Promise<QuoteAnswer> {
  // The same rule as the wizard's (the contract's), with its own error code.
  if (contract.quoteNeedsContainerSize(req.cargoType) && !req.item.containerSize) throw badRequest('item.containerSize: a container quote needs 20ft or 40HQ', 'QUOTE_SIZE_REQUIRED');
  const key = req.cargoType === 'CONT' ? req.item.containerSize! : req.item.category;
  const [ports, current, settings] = await Promise.all([
    db.selectFrom('quote_ports').selectAll().where('port', 'in', [req.dptPort, req.arvPort]).execute(),
    db
      .selectFrom('quote_rates')
      .selectAll()
      .where('dpt_port', '=', req.dptPort)
      .where('arv_port', '=', req.arvPort)
      .where('cargo_type', '=', req.cargoType)
      .where('size_or_category', '=', key)
      .executeTakeFirst(),
    readQuoteSettings(db),
  ]);
  const dpt = ports.find((p) => p.port === req.dptPort && p.kind === 'LOADING');
  const arv = ports.find((p) => p.port === req.arvPort && p.kind === 'DISCHARGE');
  if (!dpt || !arv || !current) throw notFound('QUOTE_ROUTE_NOT_FOUND', 'No rate for this route.');

  let rate = { base_usd: current.base_usd, per_ton_usd: current.per_ton_usd };
  let charges = settings;
  let at = today;
  const then = quotedAt ? new Date(quotedAt) : null;
  if (then && !Number.isNaN(then.getTime()) && then <= today && today.getTime() - then.getTime() <= settings.VALID_DAYS * 86_400_000) {
    const subject = rateSubject(req.dptPort, req.arvPort, req.cargoType, key);
    const before = await valuesAt(db, [subject, ...Object.keys(settings)], then);
    const r = before.get(subject);
    if (r) rate = { base_usd: r.a, per_ton_usd: r.b };
    charges = { ...settings };
    for (const k of Object.keys(settings) as Array<keyof QuoteSettings>) {
      const v = before.get(k);
      if (v) charges[k] = v.a;
    }
    at = then;
  }

  const lines: QuoteAnswer['lines'] = [{ term: 'OCEAN_FREIGHT', usd: rate.base_usd }];
  if (req.cargoType === 'RORO') {
    const extraTons = Math.max(0, req.item.loadingWeight - (RORO_BASE_TONS[req.item.category] ?? 2));
    if (extraTons > 0) lines.push({ term: 'HEAVY', usd: Math.ceil(extraTons * rate.per_ton_usd) });
  }
  lines.push({ term: 'KOREA_INLAND', usd: charges.KOREA_INLAND }, { term: 'EXPORT_CUSTOMS', usd: charges.EXPORT_CUSTOMS });
  if (!req.item.runs) lines.push({ term: 'NON_RUNNER', usd: charges.NON_RUNNER });
  for (const s of ['INSPECTION', 'DOCUMENTS'] as const) if (req.item.services.includes(s)) lines.push({ term: s, usd: charges[s] });

  const included: QuoteAnswer['included'] = ['OCEAN_FREIGHT', 'KOREA_INLAND', 'EXPORT_CUSTOMS', req.cargoType === 'CONT' ? 'LOADING' : 'LASHING'];
  for (const s of ['INSPECTION', 'DOCUMENTS'] as const) if (req.item.services.includes(s)) included.push(s);
  const excluded: QuoteAnswer['excluded'] = ['DESTINATION_CHARGES', 'IMPORT_DUTIES', 'INSURANCE'];
  for (const s of ['INSPECTION', 'DOCUMENTS'] as const) if (!req.item.services.includes(s)) excluded.push(s);

  return {
    dptPort: { port: dpt.port, portNm: dpt.port_nm, country: dpt.country },
    arvPort: { port: arv.port, portNm: arv.port_nm, country: arv.country },
    cargoType: req.cargoType,
    totalUsd: lines.reduce((sum, l) => sum + l.usd, 0),
    lines,
    included,
    excluded,
    validUntil: isoDay(addDays(at, charges.VALID_DAYS)),
    quotedAt: at.toISOString(),
  };
}
