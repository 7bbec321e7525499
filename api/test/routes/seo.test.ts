import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { createTestApp, tempTree, type TestApp } from '../helpers.ts';
import { escapeHtml } from '../../src/lib/mail-layout.ts';
import { countryCodes } from '../../src/lib/shared.ts';

const countryNameIn = (code: string, lang: string) => countryCodes.countryNameIn(code, lang);

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
    // The shell's head as built: the server's head block, with the site's own title as its fallback.
    put('shell/dist/index.html', '<!doctype html><html lang=en><head><!--# block name="head" --><title>Fallback</title><!--# endblock --><!--# include virtual="/.fw-head/$fw_lang$uri$is_args$args" stub="head" --></head><body><div id="root"><!--# include virtual="/mf/$fw_first_screen.$fw_lang.html" stub="none" --></div></body></html>');
    for (const [lang, h1] of [['en', 'How to book'], ['es', 'Cómo reservar'], ['ru', 'Как забронировать']] as const) {
      put(`mfe-content/dist/fragments/page--contents--howToBook.${lang}.html`, `<h1>${h1}</h1>`);
    }
    t = await createTestApp({ SERVE_STATIC: '1', STATIC_ROOT: root, PUBLIC_URL: 'https://ship.example.com', BRAND_INSTAGRAM: 'https://www.instagram.com/ship.demo', BRAND_SISTER_SITES: JSON.stringify([{ name: 'Cars', url: 'https://cars.ship.demo' }, { name: 'Placeholder', url: 'https://parts.example.com' }]) });
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) => t.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const headOf = (body: string) => /<head>(.*)<\/head>/s.exec(body)?.[1] ?? '';
  /** The content of `<meta {attr}="{name}" content="…">` in `head`, entities as written. */
  const metaOf = (head: string, name: string) => new RegExp(`<meta (?:name|property)="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(head)?.[1];
  const titlesOf = (head: string) => [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
  const jsonLdOf = (head: string) => {
    const scripts = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1]!);
    assert.equal(scripts.length, 1, 'one JSON-LD script');
    return JSON.parse(scripts[0]!) as { '@graph': Array<Record<string, unknown>> };
  };
  const typed = (ld: { '@graph': Array<Record<string, unknown>> }, type: string) => ld['@graph'].find((n) => n['@type'] === type);

  /** An open offer of the seed, and a closed one. */
  const offers = async () => {
    const today = new Date().toISOString().slice(0, 10);
    const open = await t.app.db.selectFrom('spot_freight').selectAll().where('is_active', '=', true).where('deposit_expiration_date', '>=', today).where('cost_display', 'is not', null).orderBy('fre_rate_legacy_id').executeTakeFirstOrThrow();
    const closed = await t.app.db.selectFrom('spot_freight').selectAll().where('is_active', '=', false).executeTakeFirstOrThrow();
    return { open, closed };
  };

  it('writes each content page its own title, description, addresses, Open Graph and Twitter tags in its language, and exactly one <title>', async () => {
    const es = headOf((await page('/contents/howToBook?lang=es')).body);
    assert.deepEqual(titlesOf(es), ['Cómo reservar: de la cotización al puerto en cinco pasos | KoreaCarShipping']);
    assert.match(metaOf(es, 'description') ?? '', /^Reservar un envío desde Corea lleva unos minutos en línea\./);
    assert.ok(es.includes(
      '<link rel="canonical" href="https://ship.example.com/contents/howToBook?lang=es">' +
        '<link rel="alternate" hreflang="en" href="https://ship.example.com/contents/howToBook?lang=en">' +
        '<link rel="alternate" hreflang="es" href="https://ship.example.com/contents/howToBook?lang=es">' +
        '<link rel="alternate" hreflang="ru" href="https://ship.example.com/contents/howToBook?lang=ru">' +
        '<link rel="alternate" hreflang="x-default" href="https://ship.example.com/contents/howToBook">',
    ));
    assert.equal(metaOf(es, 'og:title'), 'Cómo reservar: de la cotización al puerto en cinco pasos');
    assert.equal(metaOf(es, 'og:description'), metaOf(es, 'description'));
    assert.equal(metaOf(es, 'og:type'), 'website');
    assert.equal(metaOf(es, 'og:url'), 'https://ship.example.com/contents/howToBook?lang=es');
    assert.equal(metaOf(es, 'og:image'), 'https://ship.example.com/og-image.png');
    assert.equal(metaOf(es, 'og:locale'), 'es_ES');
    assert.deepEqual([...es.matchAll(/og:locale:alternate" content="([^"]+)"/g)].map((m) => m[1]), ['en_US', 'ru_RU']);
    assert.equal(metaOf(es, 'twitter:card'), 'summary_large_image');
    const ru = headOf((await page('/contents/howToBook', 'lang=ru')).body);
    assert.deepEqual(titlesOf(ru), ['Как забронировать: от расчёта до порта за пять шагов | KoreaCarShipping']);
    assert.match(metaOf(ru, 'description') ?? '', /^Забронировать перевозку из Кореи/);
    assert.deepEqual(titlesOf(headOf((await page('/contents/howToBook?lang=en')).body)), ['How to book: from quote to port in five steps | KoreaCarShipping']);
    // The fallback block is never sent by the all-in-one api.
    assert.ok(!(await page('/')).body.includes('Fallback'));
  });

  it('names the company in JSON-LD with its contact point and its real other sites (never a placeholder address), and a breadcrumb below home', async () => {
    const team = jsonLdOf(headOf((await page('/contents/team-shipping?lang=ru')).body));
    const org = typed(team, 'Organization')!;
    assert.equal(org.name, 'KoreaCarShipping');
    assert.deepEqual(org.sameAs, ['https://www.instagram.com/ship.demo', 'https://cars.ship.demo/']);
    assert.equal((org.contactPoint as Array<{ telephone: string }>)[0]!.telephone, '+82-2-555-0142');
    const crumbs = typed(team, 'BreadcrumbList')!.itemListElement as Array<{ position: number; name: string; item: string }>;
    assert.deepEqual(crumbs.map((c) => [c.position, c.name, c.item]), [
      [1, 'Главная', 'https://ship.example.com/?lang=ru'],
      [2, 'О компании', 'https://ship.example.com/contents/about-us?lang=ru'],
      [3, 'Наша команда по перевозкам', 'https://ship.example.com/contents/team-shipping?lang=ru'],
    ]);
    assert.equal(typed(jsonLdOf(headOf((await page('/')).body)), 'BreadcrumbList'), undefined);
  });

  it("an open offer's page is titled and described with its route, type and price in the page language, with an Offer in JSON-LD", async () => {
    const { open } = await offers();
    const url = `/contents/oceanFreight-detail/${open.fre_rate_legacy_id}?Korea-to-x`;
    const en = await page(`${url}&lang=en`);
    assert.equal(en.statusCode, 200);
    const head = headOf(en.body);
    const price = new Intl.NumberFormat('en').format(open.cost_display!);
    assert.equal(titlesOf(head).length, 1);
    assert.ok(titlesOf(head)[0]!.startsWith(`${open.dpt_port_nm} → ${open.arv_port_nm}, ${countryNameIn(open.arv_country, 'en')} · ${open.cargo_type === 'RORO' ? 'RoRo' : ''}`), titlesOf(head)[0]);
    assert.match(titlesOf(head)[0]!, new RegExp(` · from USD ${price} \\| KoreaCarShipping$`));
    assert.equal(metaOf(head, 'og:url'), `https://ship.example.com/contents/oceanFreight-detail/${open.fre_rate_legacy_id}?lang=en`);
    const ld = typed(jsonLdOf(head), 'Offer')!;
    assert.equal(ld.price, open.cost_display);
    assert.equal(ld.priceCurrency, 'USD');
    const crumbs = typed(jsonLdOf(head), 'BreadcrumbList')!.itemListElement as Array<{ item: string }>;
    assert.equal(crumbs.at(-1)!.item, metaOf(head, 'og:url'));

    const es = headOf((await page(`${url}&lang=es`)).body);
    assert.match(titlesOf(es)[0]!, new RegExp(`^${open.dpt_port_nm} → ${open.arv_port_nm}, ${countryNameIn(open.arv_country, 'es')} · .* · desde [\\d.]+ USD \\| KoreaCarShipping$`));
    assert.match(metaOf(es, 'description')!, /^Flete spot en .* con salida el .* Reserve en línea antes del /);
    const ru = headOf((await page(`${url}&lang=ru`)).body);
    assert.match(titlesOf(ru)[0]!, / · от [\d\u00a0]+ USD \| KoreaCarShipping$/);
    assert.match(metaOf(ru, 'description')!, /^Спотовый фрахт .* Бронируйте онлайн до /);
    // Korea's visitors never see a price, in the page's head either.
    const masked = headOf((await page(`${url}&lang=en`, 'dev-country=C1570')).body);
    assert.match(titlesOf(masked)[0]!, / · price on request \| KoreaCarShipping$/);
    assert.equal(typed(jsonLdOf(masked), 'Offer')!.price, undefined);
  });

  it('a closed offer answers 410 and an unknown one 404, with the title of each and noindex, and no first screen', async () => {
    const { closed } = await offers();
    const gone = await page(`/contents/oceanFreight-detail/${closed.fre_rate_legacy_id}?lang=es`);
    assert.equal(gone.statusCode, 410);
    assert.equal(headOf(gone.body), '<title>Esta oferta ha cerrado | KoreaCarShipping</title><meta name="robots" content="noindex">');
    const unknown = await page('/contents/oceanFreight-detail/999999999');
    assert.equal(unknown.statusCode, 404);
    assert.equal(headOf(unknown.body), '<title>Page not found | KoreaCarShipping</title><meta name="robots" content="noindex">');
    assert.equal((await page('/contents/oceanFreight-detail/abc')).statusCode, 404);
    // An offer closed by the countdown (past the day after its deposit deadline) is gone too.
    const { open } = await offers();
    await t.app.db.updateTable('spot_freight').set({ deposit_expiration_date: '2020-01-01' }).where('fre_rate_legacy_id', '=', open.fre_rate_legacy_id).execute();
    try {
      assert.equal((await page(`/contents/oceanFreight-detail/${open.fre_rate_legacy_id}`)).statusCode, 410);
    } finally {
      await t.app.db.updateTable('spot_freight').set({ deposit_expiration_date: open.deposit_expiration_date }).where('fre_rate_legacy_id', '=', open.fre_rate_legacy_id).execute();
    }
  });

  it("a post's address is titled and described from the post, in its own language, as a BlogPosting with its picture", async () => {
    const post = await t.app.db.selectFrom('board_posts').selectAll().where('flag_display', '=', 'Y').where('flag_del', '=', 'N').where('langs', '=', 'es').orderBy('board_id').executeTakeFirstOrThrow();
    const res = await page(`/contents/blog?boardId=${post.board_id}&lang=es`);
    assert.equal(res.statusCode, 200);
    const head = headOf(res.body);
    const canonical = `https://ship.example.com/contents/blog?boardId=${post.board_id}&amp;lang=es`;
    assert.deepEqual(titlesOf(head), [`${escapeHtml(post.title)} | KoreaCarShipping`]);
    assert.ok((metaOf(head, 'description') ?? '').length > 20);
    assert.ok(head.includes(`<link rel="canonical" href="${canonical}">`));
    assert.ok(!head.includes('hreflang="en"'), 'a post has no other language');
    assert.equal(metaOf(head, 'og:type'), 'article');
    assert.equal(metaOf(head, 'og:url'), canonical);
    assert.equal(metaOf(head, 'og:locale'), 'es_ES');
    const ld = typed(jsonLdOf(head), 'BlogPosting')!;
    assert.equal(ld.headline, post.title);
    assert.equal(ld.inLanguage, 'es');
    // Its picture when link previews can show it (not an SVG), else the site's.
    const picture = await t.app.db.selectFrom('board_attachments').select('attach_url').where('board_id', '=', post.board_id).orderBy('sort_order').orderBy('attach_id').executeTakeFirst();
    assert.equal(ld.image, picture && !picture.attach_url.endsWith('.svg') ? `https://ship.example.com${picture.attach_url}` : 'https://ship.example.com/og-image.png');
    assert.equal(metaOf(head, 'og:image'), ld.image);
    // The blog itself, and a hidden post's address, are the blog's page.
    await t.app.db.updateTable('board_posts').set({ flag_display: 'N' }).where('board_id', '=', post.board_id).execute();
    try {
      assert.deepEqual(titlesOf(headOf((await page(`/contents/blog?boardId=${post.board_id}&lang=es`)).body)), ['Blog: noticias de envíos y guías para compradores | KoreaCarShipping']);
    } finally {
      await t.app.db.updateTable('board_posts').set({ flag_display: 'Y' }).where('board_id', '=', post.board_id).execute();
    }
  });

  it('escapes hostile offer and post texts everywhere in the head (attributes, title, JSON-LD)', async () => {
    const { open } = await offers();
    const hostile = `Tema"><script>alert(1)</script></script><!--`;
    await t.app.db.updateTable('spot_freight').set({ arv_port_nm: hostile, fre_line_nm: `Line' onload='x` }).where('fre_rate_legacy_id', '=', open.fre_rate_legacy_id).execute();
    const post = await t.app.db.selectFrom('board_posts').select(['board_id', 'title', 'excerpt', 'langs']).where('flag_display', '=', 'Y').where('flag_del', '=', 'N').orderBy('board_id').executeTakeFirstOrThrow();
    await t.app.db.updateTable('board_posts').set({ title: `</title><script>alert(2)</script>`, excerpt: `"><img src=x onerror=alert(3)></script>` }).where('board_id', '=', post.board_id).execute();
    try {
      for (const url of [`/contents/oceanFreight-detail/${open.fre_rate_legacy_id}?lang=ru`, `/contents/blog?boardId=${post.board_id}&lang=${post.langs}`]) {
        const head = headOf((await page(url)).body);
        // Outside the JSON-LD (a data block, where quotes are only text) no tag, attribute or comment from the data.
        const markup = head.replace(/<script type="application\/ld\+json">.*?<\/script>/s, '');
        const tags = [...markup.matchAll(/<\/?([a-z]+)|<!--/g)].map((m) => m[1] ?? '<!--');
        assert.ok(tags.every((tag) => ['title', 'meta', 'link'].includes(tag)), `${url}: markup from data reached the head: ${tags.join(' ')}`);
        for (const tag of markup.match(/<meta [^>]*>/g)!) assert.match(tag, /^<meta (name|property)="[a-z:_]+" content="[^"<>]*">$/, url);
        assert.ok(!/[<>]/.test(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)![1]!), 'a < or > in the JSON-LD');
        assert.equal(titlesOf(head).length, 1);
        assert.equal([...head.matchAll(/<\/script>/g)].length, 1, 'only the JSON-LD script ends a script');
        const ld = jsonLdOf(head);
        assert.ok(JSON.stringify(ld).includes('<script>alert('), 'the JSON-LD keeps the text itself');
      }
    } finally {
      await t.app.db.updateTable('spot_freight').set({ arv_port_nm: open.arv_port_nm, fre_line_nm: open.fre_line_nm }).where('fre_rate_legacy_id', '=', open.fre_rate_legacy_id).execute();
      await t.app.db.updateTable('board_posts').set({ title: post.title, excerpt: post.excerpt }).where('board_id', '=', post.board_id).execute();
    }
  });

  it('a signed-in or one-time page says noindex with a plain title; the not-found page a title and noindex; an odd path its title only', async () => {
    assert.equal(headOf((await page('/my-booking-list')).body), '<title>My bookings | KoreaCarShipping</title><meta name="robots" content="noindex">');
    assert.equal(headOf((await page('/member/sign-in', 'lang=ru')).body), '<title>Вход | KoreaCarShipping</title><meta name="robots" content="noindex">');
    const missing = await page('/no-such-page?lang=es');
    assert.equal(missing.statusCode, 404);
    assert.equal(headOf(missing.body), '<title>Página no encontrada | KoreaCarShipping</title><meta name="robots" content="noindex">');
    // A path with characters outside a plain path is named nowhere (nothing of it reaches the markup).
    const odd = headOf((await page('/contents/blog/%22%3E%3Cscript%3E')).body);
    assert.ok(!odd.includes('%22') && !odd.includes('canonical'), odd);
  });

  it('answers the gateway its head block and an offer page status (the internal subrequests), the same as the page', async () => {
    const { open, closed } = await offers();
    const url = `/contents/oceanFreight-detail/${open.fre_rate_legacy_id}`;
    const direct = headOf((await page(`${url}?lang=es`)).body);
    const sub = await t.app.inject({ url: `/.fw-head/es${url}?lang=es` });
    assert.equal(sub.statusCode, 200);
    assert.equal(sub.body, direct);
    assert.equal((await t.app.inject({ url: '/.fw-head/ru/.forwarder-gone' })).body, '<title>Это предложение закрыто | KoreaCarShipping</title><meta name="robots" content="noindex">');
    assert.equal((await t.app.inject({ url: '/.fw-head/en/.forwarder-not-found' })).body, '<title>Page not found | KoreaCarShipping</title><meta name="robots" content="noindex">');
    assert.equal((await t.app.inject({ url: `/.fw-page-status${url}?Korea-to-x` })).statusCode, 204);
    assert.equal((await t.app.inject({ url: `/.fw-page-status/contents/oceanFreight-detail/${closed.fre_rate_legacy_id}` })).statusCode, 403);
    assert.equal((await t.app.inject({ url: '/.fw-page-status/contents/oceanFreight-detail/999999999' })).statusCode, 401);
  });

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
