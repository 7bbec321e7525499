/**
 * Quotation rates from the staff desk (issue 24; role STAFF, a USER gets 403): a port of
 * discharge's rates from every port of loading (per container size and RoRo category), the quote
 * settings (the charges a quote adds, the days it holds), and the latest changes; set a rate or a
 * setting. Every change keeps its values before and after with the staff member
 * (quote_rate_changes): the wizard quotes with the new values at once, while a booking made from
 * an earlier quote keeps that quote's price (lib/quote.ts computeQuote with `quotedAt`).
 */
import { sql } from 'kysely';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requireStaff } from '../../lib/booking-access.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { rateSubject } from '../../lib/quote.ts';
import { contract, type QuoteSetting, type RateChange, type StaffRate } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const SETTING_KEYS = contract.QuoteSettingKeySchema.options;

/** Registers the desk's rate routes. */
export const staffRateRoutes: FastifyPluginAsync = async (app) => {
  app.get('/staff/rates', async (req, reply) => {
    await requireStaff(app, req);
    const { arvPort } = parseInput(contract.StaffRatesQuerySchema, req.query);
    const port = await app.db.selectFrom('quote_ports').select('port').where('port', '=', arvPort).where('kind', '=', 'DISCHARGE').executeTakeFirst();
    if (!port) throw notFound('PORT_NOT_FOUND', 'No such port of discharge.');
    const [rates, settings, changes] = await Promise.all([
      app.db
        .selectFrom('quote_rates as r')
        .leftJoin('users as u', 'u.id', 'r.updated_by')
        .select(['r.dpt_port', 'r.arv_port', 'r.cargo_type', 'r.size_or_category', 'r.base_usd', 'r.per_ton_usd', 'r.updated_at', 'r.updated_by', 'u.name as editor'])
        .where('r.arv_port', '=', arvPort)
        .orderBy('r.dpt_port')
        .orderBy('r.cargo_type', 'desc')
        .orderBy('r.size_or_category')
        .execute(),
      app.db
        .selectFrom('quote_settings as s')
        .leftJoin('users as u', 'u.id', 's.updated_by')
        .select(['s.key', 's.value', 's.updated_at', 's.updated_by', 'u.name as editor'])
        .execute(),
      app.db
        .selectFrom('quote_rate_changes as c')
        .leftJoin('users as u', 'u.id', 'c.staff_id')
        .select(['c.id', 'c.subject', 'c.before_a', 'c.before_b', 'c.after_a', 'c.after_b', 'c.created_at', 'c.staff_id', 'u.name as staff_name'])
        .where((eb) => eb.or([eb('c.subject', 'like', `% ${arvPort} %`), eb('c.subject', 'in', [...SETTING_KEYS])]))
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(50)
        .execute(),
    ]);
    const who = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);
    const isSetting = (subject: string) => (SETTING_KEYS as readonly string[]).includes(subject);
    const answer = {
      rates: rates.map(
        (r): StaffRate => ({
          dptPort: r.dpt_port,
          arvPort: r.arv_port,
          cargoType: r.cargo_type,
          sizeOrCategory: r.size_or_category,
          baseUsd: r.base_usd,
          perTonUsd: r.per_ton_usd,
          updatedAt: iso(r.updated_at),
          updatedBy: who(r.updated_by, r.editor),
        }),
      ),
      settings: SETTING_KEYS.map((key): QuoteSetting => {
        const s = settings.find((x) => x.key === key);
        return { key, value: s?.value ?? 0, updatedAt: iso(s?.updated_at ?? null), updatedBy: who(s?.updated_by ?? null, s?.editor ?? null) };
      }),
      changes: changes.map(
        (c): RateChange => ({
          id: c.id,
          at: new Date(c.created_at).toISOString(),
          staff: who(c.staff_id, c.staff_name),
          subject: c.subject,
          before: isSetting(c.subject) ? String(c.before_a) : `${c.before_a} / ${c.before_b}`,
          after: isSetting(c.subject) ? String(c.after_a) : `${c.after_a} / ${c.after_b}`,
        }),
      ),
    };
    return noStore(reply).send(answer);
  });

  app.put('/staff/rate', async (req, reply) => {
    const staff = await requireStaff(app, req);
    const body = parseInput(contract.StaffRateBodySchema, req.body);
    const keys = contract.RATE_KEYS[body.cargoType] as readonly string[];
    if (!keys.includes(body.sizeOrCategory)) throw badRequest(`sizeOrCategory: ${body.cargoType} rates are for ${keys.join(', ')}.`);
    const changed = await app.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('quote_rates')
        .select(['base_usd', 'per_ton_usd'])
        .where('dpt_port', '=', body.dptPort)
        .where('arv_port', '=', body.arvPort)
        .where('cargo_type', '=', body.cargoType)
        .where('size_or_category', '=', body.sizeOrCategory)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound('RATE_NOT_FOUND', 'No rate for this route, size or category.');
      if (before.base_usd === body.baseUsd && before.per_ton_usd === body.perTonUsd) return false;
      await trx
        .updateTable('quote_rates')
        .set({ base_usd: body.baseUsd, per_ton_usd: body.perTonUsd, updated_at: sql`now()`, updated_by: staff.id })
        .where('dpt_port', '=', body.dptPort)
        .where('arv_port', '=', body.arvPort)
        .where('cargo_type', '=', body.cargoType)
        .where('size_or_category', '=', body.sizeOrCategory)
        .execute();
      await trx
        .insertInto('quote_rate_changes')
        .values({
          subject: rateSubject(body.dptPort, body.arvPort, body.cargoType, body.sizeOrCategory),
          staff_id: staff.id,
          before_a: before.base_usd,
          before_b: before.per_ton_usd,
          after_a: body.baseUsd,
          after_b: body.perTonUsd,
        })
        .execute();
      return true;
    });
    return noStore(reply).send({ ok: true, changed });
  });

  app.put('/staff/quote-setting', async (req, reply) => {
    const staff = await requireStaff(app, req);
    const body = parseInput(contract.StaffQuoteSettingBodySchema, req.body);
    if (body.key === 'VALID_DAYS' && (body.value < 1 || body.value > 60)) throw badRequest('value: a quote holds 1 to 60 days.');
    const changed = await app.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('quote_settings').select('value').where('key', '=', body.key).forUpdate().executeTakeFirst();
      if (!before) throw notFound('SETTING_NOT_FOUND', 'No such setting.');
      if (before.value === body.value) return false;
      await trx.updateTable('quote_settings').set({ value: body.value, updated_at: sql`now()`, updated_by: staff.id }).where('key', '=', body.key).execute();
      await trx.insertInto('quote_rate_changes').values({ subject: body.key, staff_id: staff.id, before_a: before.value, after_a: body.value }).execute();
      return true;
    });
    return noStore(reply).send({ ok: true, changed });
  });
};
