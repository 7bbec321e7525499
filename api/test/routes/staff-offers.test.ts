/**
 * Spot offers from the staff desk (issue 24): the list's tabs and counts, create (the route named
 * from the port table, the next offer number, the trail with the staff member), what buyers see at
 * once (the cached spot list is dropped, the offer page reads the change), edit with the changed
 * fields on the trail, sold out / open again / end now, and every refusal: a deadline after the
 * departure, a negative price, a container offer without a size, a port or line the tables do not
 * have, a customer (403) or a visitor (401), nothing half-saved.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import * as v from 'valibot';
import { contract, type StaffOfferBody } from '../../src/lib/shared.ts';
import { createTestApp, errorOf, json, signIn, type TestApp } from '../helpers.ts';

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

/** An offer to Tema for next week, as the desk's form sends it. */
const temaNextWeek = (): StaffOfferBody => ({
  dptPort: 'KRPTK',
  arvPort: 'GHTEM',
  cargoType: 'RORO',
  cargoSize: null,
  vehicleCategory: 'Sedan',
  tradeCondition: 'CFR',
  freLine: 'C300',
  paymentMethod: 'T/T (Bank Transfer)',
  costDisplay: 1190,
  depositExpirationDate: day(4),
  dptEstimateDate: day(7),
  notice: 'Price per unit up to 5.0 m length.',
});

describe('spot offers from the staff desk', () => {
  let t: TestApp;
  let staff: string;
  let buyer: string;
  before(async () => {
    t = await createTestApp();
    staff = await signIn(t.app, 'staff');
    buyer = await signIn(t.app, 'buyer');
  });
  after(() => t.close());

  /** `cookie` null: a visitor. */
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, cookie: string | null = staff) =>
    t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
  const list = async (query = '') => {
    const res = await call('GET', `/staff/offers${query}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    return v.parse(contract.StaffOfferListSchema, json(res));
  };
  const spotList = async () => v.parse(contract.SpotListSchema, json(await call('GET', '/svc/freight/spot/list', undefined, null)));
  const offerCount = async () => (await t.app.db.selectFrom('spot_freight').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

  it('lists the seeded offers with a count per status, each tab its own order', async () => {
    const all = await list();
    assert.ok(all.counts.LIVE > 0 && all.counts.SOLD_OUT > 0 && all.counts.EXPIRED > 0, JSON.stringify(all.counts));
    assert.equal(all.total, all.counts.LIVE + all.counts.SOLD_OUT + all.counts.EXPIRED);
    const live = await list('?status=LIVE');
    assert.equal(live.total, all.counts.LIVE);
    assert.ok(live.list.every((o) => o.status === 'LIVE' && o.isActive));
    const deadlines = live.list.map((o) => o.depositExpirationDate);
    assert.deepEqual(deadlines, [...deadlines].sort());
    const expired = await list('?status=EXPIRED');
    assert.ok(expired.list.every((o) => o.status === 'EXPIRED' && !o.isActive && o.depositExpirationDate < day(0)));
    const soldOut = await list('?status=SOLD_OUT');
    assert.ok(soldOut.list.every((o) => o.status === 'SOLD_OUT'));
    // The keyword: an offer number, or a port, line or category in part.
    const tema = await list('?q=tema');
    assert.ok(tema.total > 0 && tema.list.every((o) => o.arvPortNm === 'Tema'));
    const one = await list(`?q=${tema.list[0]!.freRateLegacyId}`);
    assert.deepEqual(one.list.map((o) => o.freRateLegacyId), [tema.list[0]!.freRateLegacyId]);
    assert.equal((await list('?q=%25')).total, 0, 'a % is a character, not a wildcard');
  });

  it('creates an offer buyers see at once, numbered after the last, with the staff member on its trail', async () => {
    // The buyers' list is cached: read it first so the create must drop the copy.
    const before = await spotList();
    const res = await call('POST', '/staff/offers', temaNextWeek());
    assert.equal(res.statusCode, 201, res.body);
    const created = v.parse(contract.StaffOfferSchema, json<{ data: unknown }>(res).data);
    assert.equal(created.arvPortNm, 'Tema');
    assert.equal(created.dptPortNm, 'Pyeongtaek');
    assert.equal(created.arvCountryNm, 'Ghana');
    assert.equal(created.freLineNm, 'Sallaum Lines');
    assert.equal(created.status, 'LIVE');
    assert.equal(created.updatedBy?.name, 'Mina Park');
    assert.ok(created.freRateLegacyId > Math.max(...before.list.map((o) => o.freRateLegacyId)));

    const after = await spotList();
    assert.equal(after.list.length, before.list.length + 1);
    const seen = after.list.find((o) => o.freRateLegacyId === created.freRateLegacyId);
    assert.equal(seen?.costDisplay, 1190);
    const page = json(await call('GET', `/svc/freight/spot?freRateLegacyId=${created.freRateLegacyId}`, undefined, null));
    assert.equal(page.arvPortNm, 'Tema');

    const detail = v.parse(contract.StaffOfferDetailSchema, json(await call('GET', `/staff/offer?freRateLegacyId=${created.freRateLegacyId}`)));
    assert.deepEqual(detail.activity.map((a) => [a.kind, a.staff?.name]), [['CREATED', 'Mina Park']]);
  });

  it('edits an offer: buyers see the new price, the trail names the changed fields; an unchanged save writes nothing', async () => {
    const [offer] = (await list('?q=tema&status=LIVE')).list;
    const id = offer!.freRateLegacyId;
    const body: StaffOfferBody = {
      dptPort: offer!.dptPort,
      arvPort: offer!.arvPort,
      cargoType: offer!.cargoType,
      cargoSize: offer!.cargoSize,
      vehicleCategory: offer!.vehicleCategory,
      tradeCondition: offer!.tradeCondition,
      freLine: offer!.freLine,
      paymentMethod: offer!.paymentMethod,
      costDisplay: 999,
      depositExpirationDate: offer!.depositExpirationDate,
      dptEstimateDate: offer!.dptEstimateDate,
      notice: offer!.notice,
    };
    await spotList();
    const res = await call('PUT', `/staff/offer?freRateLegacyId=${id}`, body);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await spotList()).list.find((o) => o.freRateLegacyId === id)?.costDisplay, 999);
    const trail = async () => v.parse(contract.StaffOfferDetailSchema, json(await call('GET', `/staff/offer?freRateLegacyId=${id}`))).activity;
    const [line] = await trail();
    assert.equal(line?.kind, 'EDITED');
    assert.equal(line?.detail, `costDisplay ${offer!.costDisplay ?? '-'} -> 999`);
    const count = (await trail()).length;
    assert.equal((await call('PUT', `/staff/offer?freRateLegacyId=${id}`, body)).statusCode, 200);
    assert.equal((await trail()).length, count, 'nothing changed, nothing recorded');
  });

  it('marks an offer sold out, opens it again, and ends it: buyers see each at once', async () => {
    const [offer] = (await list('?status=LIVE')).list;
    const id = offer!.freRateLegacyId;
    const act = async (action: string) => {
      const res = await call('POST', `/staff/offer/status?freRateLegacyId=${id}`, { action });
      assert.equal(res.statusCode, 200, res.body);
      return v.parse(contract.StaffOfferSchema, json<{ data: unknown }>(res).data);
    };
    const buyerSees = async () => (await spotList()).list.find((o) => o.freRateLegacyId === id);
    await spotList();
    assert.equal((await act('SOLD_OUT')).status, 'SOLD_OUT');
    assert.equal((await buyerSees())?.isActive, false);
    assert.equal((await act('REOPEN')).status, 'LIVE');
    assert.equal((await buyerSees())?.isActive, true);
    const ended = await act('END');
    assert.equal(ended.status, 'EXPIRED');
    assert.ok(ended.depositExpirationDate < day(0));
    // Its window has passed: gone from the buyers' list, closed when asked for alone.
    assert.equal(await buyerSees(), undefined);
    assert.equal(v.parse(contract.SpotOfferSchema, json(await call('GET', `/svc/freight/spot?freRateLegacyId=${id}`, undefined, null))).isActive, false);
    // The booking call refuses it like any closed offer.
    const again = await call('POST', `/staff/offer/status?freRateLegacyId=${id}`, { action: 'REOPEN' });
    assert.equal(again.statusCode, 409);
    assert.equal(errorOf(again).errorCode, 'OFFER_CLOSED');
    const kinds = v.parse(contract.StaffOfferDetailSchema, json(await call('GET', `/staff/offer?freRateLegacyId=${id}`))).activity.map((a) => a.kind);
    assert.deepEqual(kinds.slice(0, 3), ['ENDED', 'REOPENED', 'SOLD_OUT']);
  });

  it('keeps the tab counts with every change: what counting the offers gives, and an offer page as buyers see it', async () => {
    const counted = async () => {
      const { rows } = await sql<{ status: 'LIVE' | 'SOLD_OUT' | 'EXPIRED'; n: number }>`
        select case when deposit_expiration_date < current_date - 1 then 'EXPIRED' when not is_active then 'SOLD_OUT' else 'LIVE' end as status, count(*)::int as n
        from spot_freight group by 1`.execute(t.app.db);
      const n = (s: 'LIVE' | 'SOLD_OUT' | 'EXPIRED') => rows.find((r) => r.status === s)?.n ?? 0;
      return { LIVE: n('LIVE'), SOLD_OUT: n('SOLD_OUT'), EXPIRED: n('EXPIRED') };
    };
    const check = async (when: string) => {
      const all = await list();
      assert.deepEqual(all.counts, await counted(), when);
      assert.equal(all.total, all.counts.LIVE + all.counts.SOLD_OUT + all.counts.EXPIRED, when);
      assert.equal((await list('?status=EXPIRED')).total, all.counts.EXPIRED, when);
    };
    await check('seeded');
    const created = await call('POST', '/staff/offers', temaNextWeek());
    assert.equal(created.statusCode, 201, created.body);
    const id = json<{ data: { freRateLegacyId: number } }>(created).data.freRateLegacyId;
    await check('created');
    await call('POST', `/staff/offer/status?freRateLegacyId=${id}`, { action: 'SOLD_OUT' });
    await check('sold out');
    await call('POST', `/staff/offer/status?freRateLegacyId=${id}`, { action: 'END' });
    await check('ended');
    // Whatever writes the table (a bulk insert, a removal by hand) keeps them too.
    await sql`
      insert into spot_freight (fre_rate_legacy_id, is_active, deposit_expiration_date, dpt_estimate_date, dpt_country, dpt_port, dpt_port_nm, arv_country,
                                arv_port, arv_port_nm, cargo_type, vehicle_category, cargo_size, trade_condition, fre_line, fre_line_nm, payment_method, cost_display, notice)
      select fre_rate_legacy_id + 900000, is_active, deposit_expiration_date, dpt_estimate_date, dpt_country, dpt_port, dpt_port_nm, arv_country,
             arv_port, arv_port_nm, cargo_type, vehicle_category, cargo_size, trade_condition, fre_line, fre_line_nm, payment_method, cost_display, notice
      from spot_freight`.execute(t.app.db);
    await check('copied in bulk');
    await t.app.db.deleteFrom('spot_freight').where('fre_rate_legacy_id', '>', 900000).execute();
    await check('removed');

    // Each row of a page is the offer as buyers get it (their card and page), with the desk's own fields.
    const page = (await list()).list;
    const spot = (await spotList()).list;
    assert.ok(page.some((o) => o.status !== 'EXPIRED'));
    for (const row of page.filter((o) => o.status !== 'EXPIRED')) {
      const { status: _status, bookingCount: _bookings, createdAt: _created, updatedAt: _updated, updatedBy: _by, ...asBuyers } = row;
      assert.deepEqual(asBuyers, spot.find((o) => o.freRateLegacyId === row.freRateLegacyId), String(row.freRateLegacyId));
    }
    const detail = v.parse(contract.StaffOfferDetailSchema, json(await call('GET', `/staff/offer?freRateLegacyId=${page[0]!.freRateLegacyId}`)));
    assert.deepEqual(detail.offer, page[0]);
  });

  it('refuses what makes no sense with a clear message, and saves nothing', async () => {
    const n = await offerCount();
    const cases: Array<[Partial<StaffOfferBody>, RegExp]> = [
      [{ depositExpirationDate: day(9), dptEstimateDate: day(7) }, /deposit deadline must be on or before the departure/],
      [{ costDisplay: -5 }, /costDisplay/],
      [{ costDisplay: 0 }, /costDisplay/],
      [{ costDisplay: 12.5 }, /costDisplay/],
      [{ cargoType: 'CONT', cargoSize: null }, /Choose the container size/],
      [{ cargoType: 'RORO', cargoSize: 'HQ40' }, /A RoRo offer has no container size/],
      [{ arvPort: 'KRPUS' }, /arvPort: not a port of discharge/],
      [{ dptPort: 'GHTEM' }, /dptPort: not a port of loading/],
      [{ arvPort: 'XXXXX' }, /arvPort/],
      [{ freLine: 'C999' }, /freLine: not a partner line/],
      [{ vehicleCategory: '   ' }, /vehicleCategory/],
      [{ vehicleCategory: '<img src=x onerror=alert(1)>' }, /vehicleCategory/],
      [{ depositExpirationDate: '2026-02-31' }, /Not a calendar day/],
    ];
    for (const [patch, message] of cases) {
      const res = await call('POST', '/staff/offers', { ...temaNextWeek(), ...patch });
      assert.equal(res.statusCode, 400, `${JSON.stringify(patch)}: ${res.body}`);
      assert.match(String(json(res).message), message, JSON.stringify(patch));
    }
    assert.equal(await offerCount(), n);
  });

  it('answers a visitor 401 and a customer 403, whatever they call', async () => {
    const calls: Array<['GET' | 'POST' | 'PUT', string, unknown]> = [
      ['GET', '/staff/offers', undefined],
      ['GET', '/staff/offer?freRateLegacyId=240101', undefined],
      ['GET', '/staff/offer/choices', undefined],
      ['POST', '/staff/offers', temaNextWeek()],
      ['PUT', '/staff/offer?freRateLegacyId=240101', temaNextWeek()],
      ['POST', '/staff/offer/status?freRateLegacyId=240101', { action: 'SOLD_OUT' }],
    ];
    for (const [method, url, body] of calls) {
      assert.equal((await call(method, url, body, null)).statusCode, 401, `${method} ${url}`);
      assert.equal((await call(method, url, body, buyer)).statusCode, 403, `${method} ${url}`);
    }
    assert.equal((await call('GET', '/staff/offer?freRateLegacyId=99')).statusCode, 404);
  });

  it('gives the form its choices: Korean ports of loading, ports of discharge, the partner lines', async () => {
    const res = await call('GET', '/staff/offer/choices');
    assert.equal(res.statusCode, 200);
    const choices = v.parse(contract.StaffOfferChoicesSchema, json(res));
    assert.deepEqual(choices.loading.map((p) => p.port).sort(), ['KRINC', 'KRPTK', 'KRPUS']);
    assert.ok(choices.discharge.some((p) => p.port === 'GHTEM' && p.portNm === 'Tema'));
    assert.equal(choices.lines.length, 17);
  });
});
