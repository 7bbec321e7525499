/**
 * The quotation: a price in whole US dollars computed from the rate tables (route x shipping
 * type x container size or vehicle category), with its lines and what is and is not included.
 * Used by POST /svc/quote and again by POST /svc/booking/quote, so a booking request always
 * carries the price the api computes, never one the client sends.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { RORO_BASE_TONS } from '../db/seed/reference.ts';
import { addDays, isoDay } from './dates.ts';
import { badRequest, notFound } from './errors.ts';
import type { QuoteAnswer, QuoteRequest } from './shared.ts';

/** Fixed charges of the optional services and of a vehicle that does not run. */
export const SERVICE_USD = { INSPECTION: 60, DOCUMENTS: 80 } as const;
/** A non-runner needs a forklift or a tow at both ends of the Korean leg. */
export const NON_RUNNER_USD = 150;
/** Korean inland transport and export customs, included in every quote. */
export const KOREA_INLAND_USD = 180;
export const EXPORT_CUSTOMS_USD = 90;
/** Days a quote holds. */
const VALID_DAYS = 7;

/** Compute the quote for `req`; 404 QUOTE_ROUTE_NOT_FOUND for a route without rates. */
export async function computeQuote(db: Kysely<Database>, req: QuoteRequest, today = new Date()): Promise<QuoteAnswer> {
  if (req.cargoType === 'CONT' && !req.item.containerSize) throw badRequest('item.containerSize: a container quote needs 20ft or 40HQ', 'QUOTE_SIZE_REQUIRED');
  const key = req.cargoType === 'CONT' ? req.item.containerSize! : req.item.category;
  const [ports, rate] = await Promise.all([
    db.selectFrom('quote_ports').selectAll().where('port', 'in', [req.dptPort, req.arvPort]).execute(),
    db
      .selectFrom('quote_rates')
      .selectAll()
      .where('dpt_port', '=', req.dptPort)
      .where('arv_port', '=', req.arvPort)
      .where('cargo_type', '=', req.cargoType)
      .where('size_or_category', '=', key)
      .executeTakeFirst(),
  ]);
  const dpt = ports.find((p) => p.port === req.dptPort && p.kind === 'LOADING');
  const arv = ports.find((p) => p.port === req.arvPort && p.kind === 'DISCHARGE');
  if (!dpt || !arv || !rate) throw notFound('QUOTE_ROUTE_NOT_FOUND', 'No rate for this route.');

  const lines: QuoteAnswer['lines'] = [{ term: 'OCEAN_FREIGHT', usd: rate.base_usd }];
  if (req.cargoType === 'RORO') {
    const extraTons = Math.max(0, req.item.loadingWeight - (RORO_BASE_TONS[req.item.category] ?? 2));
    if (extraTons > 0) lines.push({ term: 'HEAVY', usd: Math.ceil(extraTons * rate.per_ton_usd) });
  }
  lines.push({ term: 'KOREA_INLAND', usd: KOREA_INLAND_USD }, { term: 'EXPORT_CUSTOMS', usd: EXPORT_CUSTOMS_USD });
  if (!req.item.runs) lines.push({ term: 'NON_RUNNER', usd: NON_RUNNER_USD });
  for (const s of ['INSPECTION', 'DOCUMENTS'] as const) if (req.item.services.includes(s)) lines.push({ term: s, usd: SERVICE_USD[s] });

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
    validUntil: isoDay(addDays(today, VALID_DAYS)),
  };
}
