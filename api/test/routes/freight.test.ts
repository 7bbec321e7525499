import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { announceCatalogChange } from '../../src/lib/catalog-signal.ts';
import { DayCache } from '../../src/lib/day-cache.ts';
import { isoDay } from '../../src/lib/dates.ts';
import { contract, type SpotList } from '../../src/lib/shared.ts';
import { createTestApp, errorOf, json, signIn, type TestApp } from '../helpers.ts';

describe('GET /svc/freight/spot/list', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const spots = async (qs = '', cookie?: string): Promise<SpotList> => {
    const res = await t.app.inject({ url: `/svc/freight/spot/list${qs}`, headers: cookie ? { cookie } : {} });
    assert.equal(res.statusCode, 200, res.body);
    return v.parse(contract.SpotListSchema, json(res));
  };

  it('lists the offers buyers can see in the contract shape: 40+ offers to 20+ countries from Korea', async () => {
    const { list } = await spots('?userCountry=C0820');
    assert.ok(list.length >= 40, `${list.length} offers`);
    assert.ok(new Set(list.map((s) => s.arvCountry)).size >= 20);
    assert.ok(list.every((s) => s.dptCountry === 'C1570' && s.dptCountryNm === 'South Korea'));
    assert.deepEqual(new Set(list.map((s) => s.dptPortNm)), new Set(['Incheon', 'Pyeongtaek', 'Busan']));
    assert.ok(list.every((s) => /^\d{4}-\d{2}-\d{2}$/.test(s.depositExpirationDate) && /^\d{4}-\d{2}-\d{2}$/.test(s.dptEstimateDate)));
    assert.ok(list.every((s) => /^C(0[3-9]0|[12]\d0|300)$/.test(s.freLine) && s.freLineNm.length > 0));
    assert.ok(list.every((s) => s.paymentMethod === 'T/T (Bank Transfer)'));
    assert.ok(list.every((s) => (s.cargoType === 'RORO') === (s.cargoSize === null)), 'RoRo is priced per unit; containers have a size');
    assert.ok(list.every((s) => ['FOB', 'CFR', 'EXW'].includes(s.tradeCondition)));
    assert.ok(list.some((s) => s.tradeCondition === 'FOB') && list.some((s) => s.tradeCondition === 'CFR'));
    assert.equal(new Set(list.map((s) => s.freRateLegacyId)).size, list.length);
  });

  it('covers the card states: active, sold out, expiring today, price on request; an offer past its window is not listed', async () => {
    const { list } = await spots();
    const today = isoDay(new Date());
    const yesterday = isoDay(new Date(Date.now() - 86_400_000));
    assert.ok(list.filter((s) => s.isActive && s.depositExpirationDate > today).length >= 20, 'active');
    assert.ok(list.filter((s) => !s.isActive).length >= 3, 'sold out');
    assert.ok(list.filter((s) => s.depositExpirationDate === today).length >= 2, 'expiring today');
    // Past its booking window (the day after the deadline has passed) an offer is not listed: the table keeps it.
    assert.deepEqual(list.filter((s) => s.depositExpirationDate < yesterday), [], 'an offer past its window is not listed');
    const past = await t.app.db.selectFrom('spot_freight').select('fre_rate_legacy_id').where('deposit_expiration_date', '<', yesterday).execute();
    assert.ok(past.length >= 3, 'the seed has offers past their window');
    assert.ok(list.filter((s) => s.costDisplay === null).length >= 2, 'price on request');
    assert.ok(list.filter((s) => s.costDisplay !== null).length >= 30);
  });

  it('answers an offer past its countdown as closed alone, and leaves it out of the list (issue 28: it opened by URL with a form)', async () => {
    const { list } = await spots();
    const yesterday = isoDay(new Date(Date.now() - 86_400_000));
    const expired = await t.app.db.selectFrom('spot_freight').select(['fre_rate_legacy_id', 'is_active']).where('deposit_expiration_date', '<', yesterday).execute();
    assert.ok(expired.length >= 3);
    assert.ok(expired.every((r) => !list.some((s) => s.freRateLegacyId === r.fre_rate_legacy_id)), 'no offer past the day after its deadline is listed');
    for (const r of expired) {
      const one = await t.app.inject({ url: `/svc/freight/spot?freRateLegacyId=${r.fre_rate_legacy_id}` });
      assert.equal(one.statusCode, 200);
      assert.equal(one.json<{ isActive: boolean }>().isActive, false, 'every offer past the day after its deadline reads as closed');
    }
    // The seed keeps some of them flagged active in the table: the date alone closes them.
    assert.ok(expired.some((r) => r.is_active), 'an expired offer still flagged active in the table');
    // An offer on its deadline day, flagged active, is still open (its countdown runs to tomorrow night).
    const today = isoDay(new Date());
    const dueToday = await t.app.db.selectFrom('spot_freight').select('fre_rate_legacy_id').where('is_active', '=', true).where('deposit_expiration_date', '=', today).execute();
    assert.ok(dueToday.length >= 1);
    assert.ok(dueToday.every((r) => list.find((s) => s.freRateLegacyId === r.fre_rate_legacy_id)?.isActive === true));
  });

  it('shows prices to visitors and to the demo customer', async () => {
    const anonymous = await spots('?userCountry=C0820');
    const buyer = await spots('?userCountry=C0820', await signIn(t.app, 'buyer'));
    assert.deepEqual(buyer.list.map((s) => s.costDisplay), anonymous.list.map((s) => s.costDisplay));
    assert.ok(buyer.list.some((s) => typeof s.costDisplay === 'number'));
    const noCountry = await spots();
    assert.ok(noCountry.list.some((s) => typeof s.costDisplay === 'number'));
  });

  it('masks every price for the test account and for visitors detected in South Korea', async () => {
    const tester = await spots('?userCountry=C0820', await signIn(t.app, 'test'));
    assert.ok(tester.list.every((s) => s.costDisplay === null));
    const korea = await spots('?userCountry=C1570', 'dev-country=C1570');
    assert.ok(korea.list.every((s) => s.costDisplay === null));
    assert.ok(korea.list.length >= 40, 'offers are still listed');
  });

  it('decides masking from the detected country, not from the userCountry the client sends', async () => {
    for (const qs of ['', '?userCountry=C0820', '?userCountry=C1570&country=']) {
      const korea = await spots(qs, 'dev-country=C1570');
      assert.ok(korea.list.every((s) => s.costDisplay === null), `detected Korea, ${qs}`);
    }
    const claimsKorea = await spots('?userCountry=C1570', 'dev-country=C0820');
    assert.ok(claimsKorea.list.some((s) => typeof s.costDisplay === 'number'), 'a visitor detected elsewhere who claims Korea sees prices');
    // The 5 s answer cache keys on what varies: a shown answer right after a masked one.
    const shownAfter = await spots('?userCountry=C1570');
    assert.ok(shownAfter.list.some((s) => typeof s.costDisplay === 'number'));
  });

  it('keeps the offers to the destination of `country`; empty means every destination', async () => {
    const all = await spots('?country=');
    const ghana = all.list[0]!.arvCountry;
    const only = await spots(`?userCountry=C0820&country=${ghana}`);
    assert.ok(only.list.length >= 1);
    assert.ok(only.list.every((s) => s.arvCountry === ghana));
    assert.equal(only.list.length, all.list.filter((s) => s.arvCountry === ghana).length);
    const maskedOnly = await spots(`?country=${ghana}`, 'dev-country=C1570');
    assert.equal(maskedOnly.list.length, only.list.length);
    assert.ok(maskedOnly.list.every((s) => s.costDisplay === null));
    assert.deepEqual((await spots('?country=C9990')).list, []);
  });

  it('answers one offer by id, masked like the list, and 4xx for a bad or unknown id', async () => {
    const { list } = await spots();
    const priced = list.find((s) => s.costDisplay !== null)!;
    const res = await t.app.inject({ url: `/svc/freight/spot?freRateLegacyId=${priced.freRateLegacyId}` });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(v.parse(contract.SpotOfferSchema, json(res)), priced);
    const masked = await t.app.inject({ url: `/svc/freight/spot?freRateLegacyId=${priced.freRateLegacyId}`, headers: { cookie: 'dev-country=C1570' } });
    assert.equal(json<{ costDisplay: unknown }>(masked).costDisplay, null);
    assert.deepEqual(errorOf(await t.app.inject({ url: '/svc/freight/spot?freRateLegacyId=999999' })), { status: 404, errorCode: 'OFFER_NOT_FOUND', hasMessage: true });
    for (const qs of ['', '?freRateLegacyId=abc', '?freRateLegacyId=0', '?freRateLegacyId=-1', '?freRateLegacyId=99999999999', '?freRateLegacyId=1.5']) {
      assert.deepEqual(errorOf(await t.app.inject({ url: `/svc/freight/spot${qs}` })), { status: 400, errorCode: 'VALIDATION_FAILED', hasMessage: true }, qs);
    }
  });

  it('lists an offer through the last day of its window (the day after its deadline), not the day after that', async () => {
    const day = (n: number) => isoDay(new Date(Date.now() + n * 86_400_000));
    const { list } = await spots();
    const [a, b] = list.filter((s) => s.isActive && s.depositExpirationDate > day(0));
    await t.app.db.updateTable('spot_freight').set({ deposit_expiration_date: day(-1) }).where('fre_rate_legacy_id', '=', a!.freRateLegacyId).execute();
    await t.app.db.updateTable('spot_freight').set({ deposit_expiration_date: day(-2) }).where('fre_rate_legacy_id', '=', b!.freRateLegacyId).execute();
    await announceCatalogChange(t.app);
    const after = (await spots()).list;
    assert.equal(after.find((s) => s.freRateLegacyId === a!.freRateLegacyId)?.isActive, true, 'deadline yesterday: listed and open until tonight');
    assert.equal(after.find((s) => s.freRateLegacyId === b!.freRateLegacyId), undefined, 'deadline the day before: its window has passed');
  });

  it('answers 400 for a malformed userCountry or country', async () => {
    for (const qs of ['?userCountry=KR', '?userCountry=C15700', '?userCountry=c1570', '?userCountry=', '?country=KR', '?country=C1']) {
      const res = await t.app.inject({ url: `/svc/freight/spot/list${qs}` });
      assert.deepEqual(errorOf(res), { status: 400, errorCode: 'VALIDATION_FAILED', hasMessage: true }, qs);
    }
  });
});

describe('DayCache (the spot list\'s and the schedule\'s copies)', () => {
  const db = {} as never;
  it('keeps a copy for its lifetime, shares a read in flight, and never past the end of its day', async () => {
    let reads = 0;
    const read = async () => ++reads;
    const later = new DayCache<number>(60_000, 10, async () => Date.now() + 3_600_000);
    assert.deepEqual(await Promise.all([later.get(db, 'k', read), later.get(db, 'k', read)]), [1, 1]);
    assert.equal(await later.get(db, 'k', read), 1);
    later.clear();
    assert.equal(await later.get(db, 'k', read), 2);
    // The day ends now: nothing read today is served afterwards.
    const ending = new DayCache<number>(60_000, 10, async () => Date.now());
    await ending.get(db, 'k', read);
    await new Promise((r) => setTimeout(r, 5));
    assert.equal(await ending.get(db, 'k', read), 4);
    // A failed read is not kept.
    const failing = new DayCache<number>(60_000, 10, async () => Date.now() + 3_600_000);
    await assert.rejects(failing.get(db, 'k', async () => Promise.reject(new Error('down'))));
    assert.equal(await failing.get(db, 'k', read), 5);
  });
});
