// @both-databases
/**
 * Issue 24, production reference data (PGlite and PostgreSQL): `SEED=reference` is accepted with
 * NODE_ENV=production and loads the partner lines, the quotation ports and rates (so the
 * quotation wizard quotes) and nothing of the demo: no accounts, bookings, offers, posts,
 * sailings nor hot items. The loader is idempotent and never overwrites rows already there.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import * as v from 'valibot';
import { loadConfig } from '../../src/config.ts';
import { seedReference } from '../../src/db/seed/reference.ts';
import { contract } from '../../src/lib/shared.ts';
import { createTestApp, errorOf, json, type TestApp } from '../helpers.ts';

type Table = 'users' | 'bookings' | 'spot_freight' | 'board_posts' | 'shipping_schedules' | 'hot_items' | 'booking_inquiries' | 'shipping_lines' | 'quote_ports' | 'quote_rates';
const count = async (t: TestApp, table: Table) => (await t.app.db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
/** The rate table in one comparable value: rows and the sum of their amounts. */
const rateSum = async (t: TestApp) =>
  (await t.app.db.selectFrom('quote_rates').select([sql<number>`count(*)::int`.as('n'), sql<number>`sum(base_usd + per_ton_usd)::int`.as('usd')]).executeTakeFirstOrThrow());

/** A quotation item (as in test/routes/freight-services.test.ts). */
const item = { category: 'CAR', loadingWeight: 1.4, year: 2019, make: 'Hyundai', model: 'Tucson', detailedModel: '2.0 CRDi', fuel: 'DIESEL', runs: true, services: [], containerSize: null };

describe('SEED=reference in the configuration', () => {
  it('is accepted with NODE_ENV=production: the reference data, never the demo seed', () => {
    for (const value of ['reference', ' Reference ']) {
      const c = loadConfig({ NODE_ENV: 'production', SEED: value });
      assert.equal(c.isProduction, true);
      assert.equal(c.seed, false, value);
      assert.equal(c.seedReference, true, value);
    }
  });

  it('any other truthy SEED is still refused in production; unset or 0 loads nothing there', () => {
    for (const value of ['1', 'yes', 'true', 'demo', 'references']) assert.throws(() => loadConfig({ NODE_ENV: 'production', SEED: value }), /SEED/, value);
    for (const value of [undefined, '0', 'off']) {
      const c = loadConfig({ NODE_ENV: 'production', SEED: value });
      assert.deepEqual([c.seed, c.seedReference], [false, false], String(value));
    }
  });

  it('development and test keep the demo seed (which includes the reference data)', () => {
    for (const env of ['development', 'test']) {
      const c = loadConfig({ NODE_ENV: env, SEED: undefined });
      assert.deepEqual([c.seed, c.seedReference], [true, true], env);
      assert.deepEqual([loadConfig({ NODE_ENV: env, SEED: '0' }).seedReference, loadConfig({ NODE_ENV: env, SEED: 'reference' }).seed], [false, false], env);
    }
  });
});

describe('a production app with SEED=reference on an empty database', () => {
  let prod: TestApp;
  let demo: TestApp;
  before(async () => {
    prod = await createTestApp({ NODE_ENV: 'production', SEED: 'reference' });
    demo = await createTestApp();
  });
  after(async () => {
    await prod?.close();
    await demo?.close();
  });

  it('has the 17 partner lines, the quotation ports and the starting rates', async () => {
    assert.equal(prod.config.isProduction, true);
    assert.equal(await count(prod, 'shipping_lines'), 17);
    const ports = await prod.app.db.selectFrom('quote_ports').select(['port', 'kind']).execute();
    assert.deepEqual(ports.filter((p) => p.kind === 'LOADING').map((p) => p.port).sort(), ['KRINC', 'KRPTK', 'KRPUS']);
    assert.ok(ports.filter((p) => p.kind === 'DISCHARGE').length >= 100);
    const rates = await rateSum(prod);
    assert.ok(rates.n >= 2000, `${rates.n} rates`);
    // The same loader as the demo seed: the same lines, ports and rates.
    assert.deepEqual(rates, await rateSum(demo));
    assert.equal(await count(prod, 'quote_ports'), await count(demo, 'quote_ports'));
    const lines = (t: TestApp) => t.app.db.selectFrom('shipping_lines').selectAll().orderBy('line_code').execute();
    assert.deepEqual(await lines(prod), await lines(demo));
  });

  it('has no demo data: no accounts, bookings, spot offers, blog posts, sailings nor hot items', async () => {
    for (const table of ['users', 'bookings', 'spot_freight', 'board_posts', 'booking_inquiries', 'shipping_schedules', 'hot_items'] as const) {
      assert.equal(await count(prod, table), 0, table);
    }
    // The stand-ins answer empty lists (production's schedule and hot items are SERVICE_*_URL's).
    const schedule = json<{ data: { data: { vesselType: Array<{ count: number }>; shippingLine: unknown[] } } }>(await prod.app.inject({ url: '/v2/shipping/schedule/count' }));
    assert.ok(schedule.data.data.vesselType.every((x) => x.count === 0));
    assert.deepEqual(schedule.data.data.shippingLine, []);
    const hot = json<{ data: { totalCount: number } }>(await prod.app.inject({ url: '/ext/equipment/items/equipments?pageOffset=0&pageSize=20' }));
    assert.equal(hot.data.totalCount, 0);
  });

  it('quotes: the wizard lists the ports and POST /svc/quote answers a price', async () => {
    const portsRes = await prod.app.inject({ url: '/svc/quote/ports' });
    assert.equal(portsRes.statusCode, 200, portsRes.body);
    const ports = v.parse(contract.QuotePortsSchema, json(portsRes));
    assert.ok(ports.discharge.some((p) => p.port === 'GHTEM'));
    const body = { dptPort: 'KRPTK', arvPort: 'GHTEM', cargoType: 'RORO', item };
    const res = await prod.app.inject({ method: 'POST', url: '/svc/quote', payload: body });
    assert.equal(res.statusCode, 200, res.body);
    const q = v.parse(contract.QuoteAnswerSchema, json(res));
    assert.equal(q.arvPort.portNm, 'Tema');
    assert.ok(q.totalUsd > 0);
    const same = v.parse(contract.QuoteAnswerSchema, json(await demo.app.inject({ method: 'POST', url: '/svc/quote', payload: body })));
    assert.equal(q.totalUsd, same.totalUsd, 'the price of the demo database');
    const cont = await prod.app.inject({ method: 'POST', url: '/svc/quote', payload: { ...body, dptPort: 'KRPUS', cargoType: 'CONT', item: { ...item, containerSize: 'HQ40' } } });
    assert.equal(cont.statusCode, 200, cont.body);
  });

  it('running the loader again changes nothing', async () => {
    const before = [await count(prod, 'shipping_lines'), await count(prod, 'quote_ports'), await rateSum(prod)];
    assert.deepEqual(await seedReference(prod.app.db), { lines: 0, ports: 0, rates: 0 });
    assert.deepEqual(await seedReference(prod.app.db), { lines: 0, ports: 0, rates: 0 });
    assert.deepEqual([await count(prod, 'shipping_lines'), await count(prod, 'quote_ports'), await rateSum(prod)], before);
    assert.equal(await count(prod, 'users'), 0);
  });

  it('never overwrites a changed rate, and fills only a table that is empty', async () => {
    const lane = { dpt: 'KRPUS', arv: 'GHTEM' };
    const rate = () =>
      prod.app.db.selectFrom('quote_rates').select('base_usd').where('dpt_port', '=', lane.dpt).where('arv_port', '=', lane.arv).where('size_or_category', '=', 'CAR').executeTakeFirstOrThrow();
    const original = (await rate()).base_usd;
    await prod.app.db.updateTable('quote_rates').set({ base_usd: 4321 }).where('dpt_port', '=', lane.dpt).where('arv_port', '=', lane.arv).where('size_or_category', '=', 'CAR').execute();
    await prod.app.db.updateTable('shipping_lines').set({ line_name: 'Renamed Line' }).where('line_code', '=', 'C040').execute();
    assert.deepEqual(await seedReference(prod.app.db), { lines: 0, ports: 0, rates: 0 });
    assert.equal((await rate()).base_usd, 4321);

    // An emptied rate table gets the starting rates back, for the ports the database holds.
    await prod.app.db.deleteFrom('quote_rates').execute();
    await prod.app.db.deleteFrom('quote_ports').where('port', '=', 'ZADUR').execute();
    const again = await seedReference(prod.app.db);
    assert.equal(again.lines, 0);
    assert.equal(again.ports, 0);
    assert.ok(again.rates > 0);
    assert.equal((await rate()).base_usd, original);
    assert.equal((await prod.app.db.selectFrom('quote_rates').select('arv_port').where('arv_port', '=', 'ZADUR').execute()).length, 0);
    const line = await prod.app.db.selectFrom('shipping_lines').select('line_name').where('line_code', '=', 'C040').executeTakeFirstOrThrow();
    assert.equal(line.line_name, 'Renamed Line');
    const res = await prod.app.inject({ method: 'POST', url: '/svc/quote', payload: { dptPort: 'KRPUS', arvPort: 'ZADUR', cargoType: 'RORO', item } });
    assert.equal(errorOf(res).errorCode, 'QUOTE_ROUTE_NOT_FOUND');
  });
});
