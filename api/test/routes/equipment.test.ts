import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { seedIfEmpty } from '../../src/db/seed.ts';
import { contract, type HotItemsAnswer } from '../../src/lib/shared.ts';
import { createTestApp, errorOf, json, type TestApp } from '../helpers.ts';

const DEFAULTS = 'C200,C240,C250,C260,C270';

describe('GET /ext/equipment/items/equipments (equipment-service stand-in)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const page = async (qs: string): Promise<HotItemsAnswer> => {
    const res = await t.app.inject({ url: `/ext/equipment/items/equipments?${qs}` });
    assert.equal(res.statusCode, 200, res.body);
    return v.parse(contract.HotItemsAnswerSchema, json(res));
  };

  it('answers the hot-items page query: 20 a page from page 0, the default categories only, with the full count', async () => {
    const first = await page(`category=${DEFAULTS}&pageOffset=0&pageSize=20`);
    assert.equal(first.data.items.length, 20);
    assert.equal(first.data.totalCount, 60);
    assert.ok(first.data.items.every((i) => DEFAULTS.split(',').includes(i.category)));
    const second = await page(`category=${DEFAULTS}&pageOffset=1&pageSize=20`);
    const third = await page(`category=${DEFAULTS}&pageOffset=2&pageSize=20`);
    const ids = new Set([...first.data.items, ...second.data.items, ...third.data.items].map((i) => i.listingId));
    assert.equal(ids.size, 60, 'pages do not overlap');
    assert.equal((await page(`category=${DEFAULTS}&pageOffset=3&pageSize=20`)).data.items.length, 0);
  });

  it('gives each item its category name, a name, a price or null, a thumbnail served here and an external detail URL', async () => {
    const { data } = await page('pageSize=100');
    assert.equal(data.totalCount, 63, 'no category: every listing, the non-default C300 too');
    assert.ok(data.items.some((i) => i.category === 'C300'));
    assert.ok(data.items.some((i) => i.price === null), 'some are price on request');
    for (const item of data.items) {
      assert.ok(item.itemName.length > 10 && item.categoryName.length > 0);
      assert.match(item.detailUrl, /^https:\/\/[^/]+\/listings\/\d+$/);
      assert.equal(item.thumbnails.length, 1);
    }
    for (const url of new Set(data.items.map((i) => i.thumbnails[0]!))) {
      const img = await t.app.inject({ url });
      assert.equal(img.statusCode, 200, url);
      assert.match(String(img.headers['content-type']), /^image\/svg\+xml/);
    }
  });

  it('filters by one category', async () => {
    const { data } = await page('category=C250&pageSize=100');
    assert.equal(data.totalCount, 12);
    assert.ok(data.items.every((i) => i.category === 'C250' && i.categoryName === 'Forklift'));
  });

  for (const [qs, why] of [
    ['pageSize=0', 'page size below 1'],
    ['pageSize=101', 'page size above 100'],
    ['pageOffset=-1', 'negative page'],
    ['pageOffset=abc', 'page not a number'],
    ['pageOffset=1.5', 'page not an integer'],
    ['category=DROP%20TABLE', 'category not a code'],
    [`category=${'C200,'.repeat(50)}`, 'category list too long'],
  ] as const) {
    it(`answers 400 with an errorCode for bad input: ${why}`, async () => {
      const res = await t.app.inject({ url: `/ext/equipment/items/equipments?${qs}` });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(errorOf(res).errorCode, 'VALIDATION_FAILED');
    });
  }

  it('refills the listings of a kept demo database whose users already exist', async () => {
    await t.app.db.deleteFrom('hot_items').execute();
    const result = await seedIfEmpty(t.app.db);
    assert.equal(result.seeded, false, 'the users were there');
    assert.equal((await page('pageSize=1')).data.totalCount, 63);
    const posts = await t.app.db.selectFrom('board_posts').select('board_id').execute();
    assert.equal(posts.length, 72, 'the blog archive is not added twice');
  });
});
