import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { createTestApp, tempTree, type TestApp } from '../helpers.ts';

describe('what search engines read: robots.txt and sitemap.xml', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://ship.example.com' });
  });
  after(() => t.close());

  it('robots.txt keeps crawlers out of accounts, bookings, the desk and the api, and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain/);
    for (const path of ['/member/', '/my-booking-list', '/desk', '/cmn/', '/svc/', '/staff/']) assert.match(res.body, new RegExp(`^Disallow: ${path}$`, 'm'), path);
    assert.doesNotMatch(res.body, /^Disallow: \/contents\/?$/m);
    assert.match(res.body, /^Sitemap: https:\/\/ship\.example\.com\/sitemap\.xml$/m);
  });

  it('sitemap.xml lists every content page in en, es and ru with its alternates, the open offers and the displayed posts, from the data', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    for (const lang of ['en', 'es', 'ru']) {
      assert.ok(locs.includes(`https://ship.example.com/contents/howToBook?lang=${lang}`), `howToBook in ${lang}`);
      assert.ok(locs.includes(`https://ship.example.com/?lang=${lang}`), `home in ${lang}`);
    }
    // Each page names its three languages and the x-default.
    const howToBook = res.body.split('<url>').find((u) => u.includes('<loc>https://ship.example.com/contents/howToBook?lang=es</loc>'))!;
    for (const lang of ['en', 'es', 'ru']) assert.match(howToBook, new RegExp(`hreflang="${lang}" href="https://ship.example.com/contents/howToBook\\?lang=${lang}"`));
    assert.match(howToBook, /hreflang="x-default" href="https:\/\/ship\.example\.com\/contents\/howToBook"/);
    // Never a signed-in, desk or one-time page.
    assert.equal(locs.filter((l) => /\/(member|my-booking-list|desk|cmn|svc|staff)\b|oceanFreight-confirmed/.test(l)).length, 0);

    // The open offers (the seed's), and not the closed ones.
    const open = await t.app.db.selectFrom('spot_freight').select('fre_rate_legacy_id').where('is_active', '=', true).where('deposit_expiration_date', '>=', new Date().toISOString().slice(0, 10)).execute();
    const closed = await t.app.db.selectFrom('spot_freight').select('fre_rate_legacy_id').where('is_active', '=', false).execute();
    assert.ok(open.length > 0 && closed.length > 0);
    const offerIds = new Set(locs.map((l) => /oceanFreight-detail\/(\d+)\?/.exec(l)?.[1]).filter(Boolean).map(Number));
    for (const o of open) assert.ok(offerIds.has(o.fre_rate_legacy_id), `open offer ${o.fre_rate_legacy_id}`);
    for (const o of closed) assert.ok(!offerIds.has(o.fre_rate_legacy_id), `closed offer ${o.fre_rate_legacy_id}`);

    // A post in its own language, with the day it last changed; a hidden one is not listed.
    const post = await t.app.db.selectFrom('board_posts').select(['board_id', 'langs']).where('flag_display', '=', 'Y').where('flag_del', '=', 'N').executeTakeFirstOrThrow();
    assert.ok(locs.includes(`https://ship.example.com/contents/blog?boardId=${post.board_id}&lang=${post.langs}`));
    await t.app.db.updateTable('board_posts').set({ flag_display: 'N' }).where('board_id', '=', post.board_id).execute();
    const later = await t.app.inject({ url: '/sitemap.xml' });
    assert.doesNotMatch(later.body, new RegExp(`boardId=${post.board_id}&amp;`));
    await t.app.db.updateTable('board_posts').set({ flag_display: 'Y' }).where('board_id', '=', post.board_id).execute();
  });
});

describe('a page asked for in a language by its address (?lang=)', () => {
  let t: TestApp;
  let root: string;
  before(async () => {
    const tree = tempTree('forwarder-lang-');
    root = tree.root;
    const put = tree.put;
    put('shell/dist/index.html', '<!doctype html><html lang=en><head><!--# include virtual="/.fw-head/$fw_lang$uri" stub="none" --></head><body><div id="root"><!--# include virtual="/mf/$fw_first_screen.$fw_lang.html" stub="none" --></div></body></html>');
    for (const [lang, h1] of [['en', 'How to book'], ['es', 'Cómo reservar'], ['ru', 'Как забронировать']] as const) {
      put(`mfe-content/dist/fragments/page--contents--howToBook.${lang}.html`, `<h1>${h1}</h1>`);
    }
    t = await createTestApp({ SERVE_STATIC: '1', STATIC_ROOT: root, PUBLIC_URL: 'https://ship.example.com' });
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('names its canonical address and its alternates in its <head>; a signed-in page says noindex; the not-found page names none', async () => {
    const es = await page('/contents/howToBook?lang=es');
    const head = /<head>(.*)<\/head>/.exec(es.body)?.[1] ?? '';
    assert.equal(
      head,
      '<link rel="canonical" href="https://ship.example.com/contents/howToBook?lang=es">' +
        '<link rel="alternate" hreflang="en" href="https://ship.example.com/contents/howToBook?lang=en">' +
        '<link rel="alternate" hreflang="es" href="https://ship.example.com/contents/howToBook?lang=es">' +
        '<link rel="alternate" hreflang="ru" href="https://ship.example.com/contents/howToBook?lang=ru">' +
        '<link rel="alternate" hreflang="x-default" href="https://ship.example.com/contents/howToBook">',
    );
    assert.match((await page('/my-booking-list')).body, /<head><meta name="robots" content="noindex"><\/head>/);
    assert.match((await page('/member/sign-in', 'lang=ru')).body, /<head><meta name="robots" content="noindex"><\/head>/);
    const missing = await page('/no-such-page');
    assert.equal(missing.statusCode, 404);
    assert.match(missing.body, /<head><\/head>/);
    // A path with characters outside a plain path is named nowhere (nothing of it reaches the markup).
    assert.match((await page('/contents/oceanFreight-detail/%22%3E%3Cscript%3E')).body, /<head><\/head>/);
  });

  const page = (url: string, cookie?: string) => t.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it('answers in the address language from the first byte, whatever the cookie says; the cookie otherwise', async () => {
    const es = await page('/contents/howToBook?lang=es', 'lang=ru');
    assert.match(es.body, /^<!doctype html><html lang=es>/);
    assert.match(es.body, /<h1>Cómo reservar<\/h1>/);
    const ru = await page('/contents/howToBook', 'lang=ru');
    assert.match(ru.body, /<html lang=ru>/);
    assert.match(ru.body, /Как забронировать/);
    const bad = await page('/contents/howToBook?lang=xx');
    assert.match(bad.body, /<html lang=en>/);
    assert.match(bad.body, /How to book/);
  });
});
