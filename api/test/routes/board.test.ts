import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { contract, type BoardList } from '../../src/lib/shared.ts';
import { createTestApp, errorOf, json, signIn, type TestApp } from '../helpers.ts';

const LANGS = ['en', 'es', 'ru'] as const;
const HOSTILE = (html: string) => /<script/i.test(html) && /onerror=/i.test(html) && /javascript:/i.test(html);

describe('GET /cmn/board/list', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const list = async (qs: string, cookie?: string): Promise<BoardList> => {
    const res = await t.app.inject({ url: `/cmn/board/list?${qs}`, headers: cookie ? { cookie } : {} });
    assert.equal(res.statusCode, 200, res.body);
    return v.parse(contract.BoardListSchema, json(res));
  };

  it('answers the home query (page 0, size 8, displayed, one language), newest first, with the full count', async () => {
    const res = await list('page=0&size=8&langs=en&flagDisplay=Y');
    assert.equal(res.list.length, 8);
    assert.equal(res.cnt, 21);
    assert.ok(res.list.every((p) => p.langs === 'en' && p.flagDisplay === 'Y' && p.flagDel === 'N'));
    const dates = res.list.map((p) => Date.parse(p.regDtm));
    assert.deepEqual(dates, [...dates].sort((a, b) => b - a), 'newest first');
    assert.ok(res.list.every((p) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(p.regDtm)), 'ISO 8601');
  });

  it('never lists deleted posts; drafts only to STAFF, whatever the query says', async () => {
    const staff = await signIn(t.app, 'staff');
    const customer = await signIn(t.app, 'buyer');
    for (const lang of LANGS) {
      const shown = await list(`langs=${lang}&flagDisplay=Y&size=100`);
      assert.equal(shown.cnt, 21, lang);
      assert.ok(!shown.list.some((p) => p.flagDel === 'Y' || p.flagDisplay === 'N'), lang);
      for (const who of [undefined, customer]) {
        for (const qs of [`langs=${lang}&flagDisplay=N&size=100`, `langs=${lang}&size=100`, `langs=${lang}&flagDisplay=Y&size=100`]) {
          const res = await list(qs, who);
          assert.ok(!res.list.some((p) => p.flagDel === 'Y' || p.flagDisplay === 'N'), `${qs} ${who ? 'customer' : 'signed out'}`);
          assert.equal(res.cnt, qs.includes('flagDisplay=N') ? 0 : 21, qs);
        }
      }
      const drafts = await list(`langs=${lang}&flagDisplay=N&size=100`, staff);
      assert.equal(drafts.cnt, 2, `${lang} drafts (STAFF)`);
      const everything = await list(`langs=${lang}&size=100`, staff);
      assert.equal(everything.cnt, 23, `${lang}: drafts and displayed for STAFF, never the deleted one`);
      assert.ok(!everything.list.some((p) => p.flagDel === 'Y'));
    }
    const deleted = await t.app.db.selectFrom('board_posts').select('board_id').where('flag_del', '=', 'Y').execute();
    assert.equal(deleted.length, 3, 'the seed has one deleted post per language');
  });

  it('filters by language: each language has its own real text', async () => {
    const titles = new Set<string>();
    for (const lang of LANGS) {
      const res = await list(`langs=${lang}&flagDisplay=Y&size=100`);
      assert.ok(res.list.every((p) => p.langs === lang));
      for (const p of res.list) titles.add(p.title);
    }
    assert.equal(titles.size, 63, 'no title repeats across languages');
    const ru = await list('langs=ru&flagDisplay=Y&size=1');
    assert.match(ru.list[0]?.content ?? '', /[а-яё]{4}/i);
    const all = await list('flagDisplay=Y&size=100');
    assert.equal(all.cnt, 63, 'no language filter: all three');
  });

  it('carries exactly one hostile post per language (for the front end to sanitise)', async () => {
    for (const lang of LANGS) {
      const res = await list(`langs=${lang}&size=100`);
      assert.equal(res.list.filter((p) => HOSTILE(p.content)).length, 1, lang);
    }
  });

  it('filters by title, case-insensitively, with LIKE wildcards taken literally', async () => {
    const res = await list('langs=en&flagDisplay=Y&title=CONTAINER');
    assert.equal(res.cnt, 2);
    assert.ok(res.list.every((p) => /container/i.test(p.title)));
    assert.equal((await list('langs=en&title=%25')).cnt, 0);
    assert.equal((await list('langs=en&title=_')).cnt, 0);
    assert.equal((await list('langs=es&title=coche')).list.every((p) => /coche/i.test(p.title)), true);
  });

  it('filters by registration date range (yyyy.MM.dd, both ends included)', async () => {
    const all = await list('langs=en&flagDisplay=Y&size=100');
    const target = all.list[3];
    assert.ok(target);
    const day = target.regDtm.slice(0, 10).replaceAll('-', '.');
    const res = await list(`langs=en&flagDisplay=Y&regDtmS=${day}&regDtmE=${day}`);
    assert.ok(res.list.some((p) => p.boardId === target.boardId));
    assert.ok(res.list.every((p) => p.regDtm.startsWith(target.regDtm.slice(0, 10))));
    const future = await list('regDtmS=2999.01.01');
    assert.equal(future.cnt, 0);
    const past = await list('langs=en&flagDisplay=Y&regDtmE=1999.12.31');
    assert.equal(past.cnt, 0);
  });

  it("answers one post by its id (the oldest, past the blog's first page), only when displayed and in the language asked", async () => {
    const all = await list('langs=es&flagDisplay=Y&size=100');
    const oldest = all.list.at(-1)!;
    const one = await list(`boardId=${oldest.boardId}&langs=es&flagDisplay=Y&page=0&size=1`);
    assert.deepEqual(one.list.map((p) => [p.boardId, p.title]), [[oldest.boardId, oldest.title]]);
    assert.equal(one.cnt, 1);
    assert.equal((await list(`boardId=${oldest.boardId}&langs=ru`)).cnt, 0, 'another language');
    const staff = await signIn(t.app, 'staff');
    const draft = (await list('langs=en&flagDisplay=N&size=100', staff)).list[0]!;
    assert.equal((await list(`boardId=${draft.boardId}`)).cnt, 0, 'a draft, to a visitor');
    for (const bad of ['0', '-1', 'abc', '1.5', '2147483648']) {
      const res = await t.app.inject({ url: `/cmn/board/list?boardId=${bad}` });
      assert.equal(res.statusCode, 400, bad);
    }
  });

  it('pages from 0', async () => {
    const first = await list('langs=en&flagDisplay=Y&page=0&size=5');
    const second = await list('langs=en&flagDisplay=Y&page=1&size=5');
    const third = await list('langs=en&flagDisplay=Y&page=2&size=5');
    assert.deepEqual([first.list.length, second.list.length, third.list.length], [5, 5, 5]);
    assert.equal(new Set([...first.list, ...second.list, ...third.list].map((p) => p.boardId)).size, 15);
    assert.equal((await list('langs=en&flagDisplay=Y&page=4&size=5')).list.length, 1);
    assert.equal((await list('langs=en&flagDisplay=Y&page=9&size=5')).list.length, 0);
  });

  it('links each post to an illustration served under /media/blog/', async () => {
    const res = await list('langs=en&flagDisplay=Y&size=100');
    const urls = new Set(res.list.flatMap((p) => p.attachList.map((a) => a.attachUrl)));
    assert.equal(urls.size, 12);
    for (const url of urls) {
      assert.match(url, /^\/media\/blog\/blog-\d+\.svg$/);
      const img = await t.app.inject({ url });
      assert.equal(img.statusCode, 200, url);
      assert.match(String(img.headers['content-type']), /^image\/svg\+xml/);
      assert.ok(img.rawPayload.length < 6 * 1024, `${url} under 6 KB`);
      assert.match(img.body, /viewBox="0 0 640 400"/);
      assert.match(img.body, /width="640" height="400"/);
    }
  });

  it('answers 400 for bad queries, never 500', async () => {
    const bad = [
      'langs=de',
      'flagDisplay=X',
      'page=-1',
      'page=abc',
      'page=1.5',
      'page=10001',
      'page=99999999999999999999',
      'page=1e308',
      'size=0',
      'size=101',
      'regDtmS=2024-01-01',
      'regDtmS=2024.13.45',
      'regDtmE=2023.02.30',
      'regDtmS=2025.02.01&regDtmE=2025.01.01',
      `title=${'x'.repeat(201)}`,
      'langs=en&langs=es',
    ];
    for (const qs of bad) {
      const res = await t.app.inject({ url: `/cmn/board/list?${qs}` });
      assert.deepEqual(errorOf(res), { status: 400, errorCode: 'VALIDATION_FAILED', hasMessage: true }, qs);
    }
  });
});
