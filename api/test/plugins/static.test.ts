import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, json, signIn, type TestApp } from '../helpers.ts';

const INDEX = '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>';

/** A tiny fake build of the suite: the shell, member and booking (freight and content missing). */
function fakeSuite(): string {
  const root = mkdtempSync(join(tmpdir(), 'forwarder-static-'));
  const put = (rel: string, body: string, compressed = true) => {
    const file = join(root, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
    if (compressed) {
      writeFileSync(`${file}.br`, brotliCompressSync(body));
      writeFileSync(`${file}.gz`, gzipSync(body));
    }
  };
  put('shell/dist/index.html', INDEX);
  put('shell/dist/main.js', 'console.log("shell main");'.repeat(20));
  put('shell/dist/main.css', 'body{margin:0}');
  put('shell/dist/assets/vendor.3f9a1c2b.js', 'export const vendor = 1;'.repeat(20));
  put('shell/dist/favicon.ico', 'icon', false);
  put('shell/dist/runtime-config.json', '{"stale":true}');
  put('mfe-member/dist/remoteEntry.js', 'var member = {};');
  put('mfe-member/dist/mf-manifest.json', '{"name":"member"}');
  put('mfe-member/dist/assets/sign-in.1a2b3c4d.js', 'export default 1;');
  put('mfe-member/dist/assets/sign-in.1a2b3c4d.css', '.a{color:red}');
  put('mfe-booking/dist/remoteEntry.js', 'var booking = {};');
  return root;
}

describe('all-in-one static serving', () => {
  let t: TestApp;
  let root: string;
  before(async () => {
    root = fakeSuite();
    t = await createTestApp({ SERVE_STATIC: '1', STATIC_ROOT: root });
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('serves the shell at / and index.html no-cache, with the security headers', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await get(url, { accept: 'text/html' });
      assert.equal(res.statusCode, 200, url);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.equal(res.headers['cache-control'], 'no-cache', url);
      assert.equal(res.body, INDEX);
      assert.match(String(res.headers['content-security-policy']), /^default-src 'self'/);
    }
    assert.equal((await t.app.inject({ method: 'HEAD', url: '/' })).statusCode, 200);
  });

  it('caches hashed files under assets/ for a year and the rest no-cache', async () => {
    const cases: Array<[string, string]> = [
      ['/main.js', 'no-cache'],
      ['/main.css', 'no-cache'],
      ['/favicon.ico', 'no-cache'],
      ['/assets/vendor.3f9a1c2b.js', 'public, max-age=31536000, immutable'],
      ['/mf/member/remoteEntry.js', 'no-cache'],
      ['/mf/member/mf-manifest.json', 'no-cache'],
      ['/mf/member/assets/sign-in.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
      ['/mf/member/assets/sign-in.1a2b3c4d.css', 'public, max-age=31536000, immutable'],
      ['/mf/booking/remoteEntry.js', 'no-cache'],
    ];
    for (const [url, cache] of cases) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['cache-control'], cache, url);
    }
  });

  it('sends the precompressed .br or .gz copy the client accepts, with the right type', async () => {
    const plain = await get('/main.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    const br = await get('/main.js', { 'accept-encoding': 'br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
    const gz = await get('/mf/member/mf-manifest.json', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.match(String(gz.headers['content-type']), /application\/json/);
    assert.equal(gunzipSync(gz.rawPayload).toString(), '{"name":"member"}');
    const ico = await get('/favicon.ico', { 'accept-encoding': 'br' });
    assert.equal(ico.statusCode, 200, 'no compressed copy: the file itself');
    assert.equal(ico.headers['content-encoding'], undefined);
  });

  it('falls back to the shell for browser navigations to app routes', async () => {
    for (const url of ['/member/sign-in', '/contents/oceanFreight-detail/240101?korea-to-ghana', '/my-booking-list']) {
      const res = await get(url, { accept: 'text/html,application/xhtml+xml' });
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.body, INDEX, url);
      assert.equal(res.headers['cache-control'], 'no-cache', url);
    }
  });

  it('redirects the page loads the app always leaves: my information to the re-entry, confirm-email without a sign-up to /', async () => {
    const info = await get('/member/my-information', { accept: 'text/html' });
    assert.equal(info.statusCode, 302);
    assert.equal(info.headers.location, '/member/my-information-confirm');
    const visitor = await get('/member/confirm-email', { accept: 'text/html' });
    assert.equal(visitor.statusCode, 302);
    assert.equal(visitor.headers.location, '/');
    const signedUp = await get('/member/confirm-email', { accept: 'text/html', cookie: 'fw_signup=1' });
    assert.equal(signedUp.statusCode, 200);
    assert.equal(signedUp.body, INDEX);
    // Other member pages are the shell page as before.
    assert.equal((await get('/member/my-information-confirm', { accept: 'text/html' })).statusCode, 200);
  });

  it('never answers the shell for a missing remote file, an api path, a file or a non-HTML request', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['/mf/member/missing.js', { accept: 'text/html' }],
      ['/mf/member/assets/gone.12345678.js', { accept: '*/*' }],
      ['/mf/freight/remoteEntry.js', { accept: 'text/html' }],
      ['/mf/content/mf-manifest.json', {}],
      ['/cmn/unknown', { accept: 'text/html' }],
      ['/missing.js', { accept: 'text/html' }],
      ['/assets/missing.abcdef12.js', { accept: 'text/html' }],
      ['/member/sign-in', { accept: 'application/json' }],
    ];
    for (const [url, headers] of cases) {
      const res = await get(url, headers);
      assert.equal(res.statusCode, 404, url);
      assert.equal(json(res).errorCode, 'NOT_FOUND', url);
    }
    const post = await t.app.inject({ method: 'POST', url: '/member/sign-in', headers: { accept: 'text/html' } });
    assert.equal(post.statusCode, 404);
  });

  it('keeps the api and the generated runtime-config.json in front of the files', async () => {
    assert.deepEqual(json(await get('/cmn/curr', { accept: 'text/html' })), { curr: 'USD' });
    const rc = await get('/runtime-config.json');
    assert.equal(rc.headers['cache-control'], 'no-cache');
    assert.ok('remotes' in json(rc), 'generated, not the stale file in the build');
  });
});

describe('api-only mode', () => {
  let empty: TestApp;
  let off: TestApp;
  let root: string;
  let bare: string;
  before(async () => {
    root = fakeSuite();
    bare = mkdtempSync(join(tmpdir(), 'forwarder-nodist-'));
    empty = await createTestApp({ SERVE_STATIC: '1', STATIC_ROOT: bare });
    off = await createTestApp({ SERVE_STATIC: '0', STATIC_ROOT: root });
  });
  after(async () => {
    await empty.close();
    await off.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(bare, { recursive: true, force: true });
  });

  it('runs without builds (or with SERVE_STATIC=0): pages 404, the api and media work', async () => {
    for (const t of [empty, off]) {
      const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
      assert.equal(page.statusCode, 404);
      assert.equal(json(page).errorCode, 'NOT_FOUND');
      assert.equal((await t.app.inject({ url: '/mf/member/remoteEntry.js' })).statusCode, 404);
      assert.equal((await t.app.inject({ url: '/cmn/curr' })).statusCode, 200);
      assert.equal((await t.app.inject({ url: '/media/blog/blog-1.svg' })).statusCode, 200);
      assert.equal((await t.app.inject({ url: '/runtime-config.json' })).statusCode, 200);
    }
  });
});

describe('pages with their prerendered first screen (server-side includes)', () => {
  const HOME =
    '<!doctype html><html><head><!--# block name="none" --><!--# endblock --><!--# include virtual="/mf/$fw_first_screen-head.$fw_lang.html" stub="none" --></head>' +
    '<body><div id="root"><!--# include virtual="/mf/$fw_first_screen.$fw_lang.html" stub="none" --></div></body></html>';
  let t: TestApp;
  let root: string;
  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'forwarder-ssi-'));
    const put = (rel: string, body: string) => {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), body);
    };
    put('shell/dist/index.html', HOME);
    for (const [lang, h1] of [['en', 'Ship your vehicle'], ['ru', 'Отправьте автомобиль']] as const) {
      put(`mfe-content/dist/fragments/home-banner.${lang}.html`, `<div data-prerendered="content/hero" data-lang="${lang}"><h1>${h1}</h1></div>`);
      put(`mfe-content/dist/fragments/home-banner-head.${lang}.html`, '<link rel="preload" as="image" href="/mf/content/assets/poster.svg">');
    }
    put('mfe-freight/dist/fragments/page--contents--oceanFreight.en.html', '<div data-prerendered="freight/page--contents--oceanFreight" data-first-screen=""><h1>Spot ocean freight</h1></div>');
    put('mfe-member/dist/fragments/page--member--change-password--.en.html', '<div data-first-screen=""><h1>Change password</h1></div>');
    for (const [lang, h1] of [['en', 'Oops! Page Not Found.'], ['es', '¡Vaya! Página no encontrada.']] as const) {
      put(`mfe-content/dist/fragments/page--not-found.${lang}.html`, `<div data-prerendered="content/page--not-found" data-lang="${lang}" data-first-screen=""><h1>${h1}</h1></div>`);
    }
    t = await createTestApp({ SERVE_STATIC: '1', STATIC_ROOT: root });
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const home = (headers: Record<string, string> = {}) => t.app.inject({ url: '/', headers: { accept: 'text/html', ...headers } });

  it('includes the fragments in the language of the lang cookie, English otherwise', async () => {
    const en = await home();
    assert.equal(en.statusCode, 200);
    assert.match(en.body, /<head><link rel="preload" as="image" href="\/mf\/content\/assets\/poster.svg"><\/head>/);
    assert.match(en.body, /<div id="root"><div data-prerendered="content\/hero" data-lang="en"><h1>Ship your vehicle<\/h1><\/div><\/div>/);
    assert.doesNotMatch(en.body, /<!--#/);
    assert.equal(en.headers['cache-control'], 'no-cache');
    assert.match(String(en.headers.vary), /cookie/);

    const ru = await home({ cookie: 'sid=x; lang=ru' });
    assert.match(ru.body, /data-lang="ru"><h1>Отправьте автомобиль<\/h1>/);
    // es has no fragment in this build: the place stays empty and the page still renders.
    const es = await home({ cookie: 'lang=es' });
    assert.equal(es.statusCode, 200);
    assert.match(es.body, /<div id="root"><\/div>/);
    // Anything else is English.
    assert.match((await home({ cookie: 'lang=../../etc' })).body, /data-lang="en"/);
  });

  it('sends it compressed as the client accepts, and sees a rebuilt fragment at once', async () => {
    const br = await home({ 'accept-encoding': 'br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(brotliDecompressSync(br.rawPayload).toString(), /Ship your vehicle/);
    const gz = await home({ 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(gz.rawPayload).toString(), /Ship your vehicle/);

    const file = join(root, 'mfe-content/dist/fragments/home-banner.en.html');
    writeFileSync(file, '<div data-prerendered="content/hero" data-lang="en"><h1>New release</h1></div>');
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    assert.match((await home()).body, /<h1>New release<\/h1>/);
  });

  it("includes each page's own first screen, one for every value of a path parameter, the not-found page's with a 404, and nothing where there is none", async () => {
    const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
    const freight = await page('/contents/oceanFreight?country=GH');
    assert.equal(freight.statusCode, 200);
    assert.match(freight.body, /<div id="root"><div data-prerendered="freight\/page--contents--oceanFreight" data-first-screen=""><h1>Spot ocean freight<\/h1><\/div><\/div>/);
    assert.match(freight.body, /<head><\/head>/);
    assert.match((await page('/member/change-password/abc123')).body, /<h1>Change password<\/h1>/);
    // The blog is a page of the suite without a first screen in this build: nothing is included.
    const blog = await page('/contents/blog');
    assert.equal(blog.statusCode, 200);
    assert.match(blog.body, /<head><\/head><body><div id="root"><\/div>/);
    // The others are the not-found page (issue 22), which paints with the document (issue 25).
    for (const url of ['/no-such-page', '/contents/oceanFreight/a/b/c', '/member/change-password/..%2F..%2Fetc/x']) {
      const res = await page(url);
      assert.equal(res.statusCode, 404, url);
      assert.match(res.body, /<div id="root"><div data-prerendered="content\/page--not-found" data-lang="en" data-first-screen=""><h1>Oops! Page Not Found.<\/h1><\/div><\/div>/, url);
      assert.doesNotMatch(res.body, /<!--#/, url);
    }
    // In the address's language.
    assert.match((await page('/no-such-page?lang=es')).body, /<h1>¡Vaya! Página no encontrada.<\/h1>/);
  });
});

describe('pages rendered with their data on the request (a remote server bundle\'s live pages)', () => {
  const PAGE = '<!doctype html><html><head></head><body><div id="root"><!--# include virtual="/mf/$fw_first_screen.$fw_lang.html" stub="none" --></div></body></html>';
  // A remote's server bundle as tooling/prerender-fragments.mjs leaves it in dist/server: its
  // live pages call the api through the visitor's request.
  const BUNDLE = `
    exports.live = {
      'page--my-booking-list': async (req) => {
        const user = await req.fetch('/cmn/auth/user', {});
        if (user.status !== 200) return null;
        const { email } = await user.json();
        return '<div data-prerendered="booking/page--my-booking-list" data-lang="' + req.lang + '" data-first-screen=""><style>' + req.css + '</style><h1>Bookings of ' + email + '</h1><p>' + req.url + '</p></div>';
      },
      'page--my-booking-list--detail--': async (req) => {
        await req.fetch('/cmn/logout', { method: 'POST' });
        return '<p>never</p>';
      },
      'page--contents--blog': () => new Promise(() => {}),
      'page--desk': async (req) => '<div data-prerendered="staff/page--desk" data-lang="' + req.lang + '" data-first-screen=""><p>' + [req.cookie.includes('desk_lang=ko'), req.acceptLanguage, req.userAgent].join('|') + '</p></div>',
    };`;
  let t: TestApp;
  let root: string;
  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'forwarder-live-'));
    const put = (rel: string, body: string) => {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), body);
    };
    put('shell/dist/index.html', PAGE);
    put('mfe-booking/dist/fragments/page--my-booking-list.en.html', '<div data-first-screen=""><h1>My Booking (static)</h1></div>');
    put('mfe-booking/dist/fragments/page--my-booking-list--detail--.en.html', '<div data-first-screen=""><h1>Booking (static)</h1></div>');
    put('mfe-booking/dist/server/prerender.cjs', BUNDLE);
    put('mfe-booking/dist/server/styles.css', '.row{color:red}');
    put('mfe-content/dist/fragments/page--contents--blog.en.html', '<div data-first-screen=""><h1>Blog (static)</h1></div>');
    put('mfe-content/dist/server/prerender.cjs', BUNDLE);
    put('mfe-content/dist/server/styles.css', '');
    put('mfe-staff/dist/server/prerender.cjs', BUNDLE);
    put('mfe-staff/dist/server/styles.css', '');
    t = await createTestApp({ SERVE_STATIC: '1', STATIC_ROOT: root });
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) => t.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it("renders a signed-in customer's page with their data, private to them; a visitor gets the static first screen", async () => {
    const cookie = await signIn(t.app, 'buyer');
    const mine = await page('/my-booking-list?flagInquiry=true', `${cookie}; lang=ru`);
    assert.equal(mine.statusCode, 200);
    assert.match(mine.body, /<div id="root"><div data-prerendered="booking\/page--my-booking-list" data-lang="ru" data-first-screen=""><style>\.row\{color:red\}<\/style><h1>Bookings of demo\.buyer@example\.com<\/h1><p>\/my-booking-list\?flagInquiry=true<\/p><\/div><\/div>/);
    assert.equal(mine.headers['cache-control'], 'no-store');

    const visitor = await page('/my-booking-list');
    assert.match(visitor.body, /<h1>My Booking \(static\)<\/h1>/);
    assert.doesNotMatch(visitor.body, /demo\.buyer/);
    assert.equal(visitor.headers['cache-control'], 'no-cache');
  });

  it("hands a live page the request's cookie, Accept-Language and User-Agent (the desk's language, a phone)", async () => {
    const res = await t.app.inject({ url: '/desk', headers: { accept: 'text/html', cookie: 'desk_lang=ko', 'accept-language': 'ko-KR,ko;q=0.9', 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile' } });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /<div data-prerendered="staff\/page--desk" data-lang="en" data-first-screen=""><p>true\|ko-KR,ko;q=0\.9\|Mozilla\/5\.0 \(Linux; Android 11\) Mobile<\/p><\/div>/);
  });

  it('sends the static first screen when a live page tries to write, or takes too long; its server bundle is never served', async () => {
    const cookie = await signIn(t.app, 'buyer');
    const detail = await page('/my-booking-list/detail/2', cookie);
    assert.equal(detail.statusCode, 200);
    assert.match(detail.body, /<h1>Booking \(static\)<\/h1>/);
    // The refused POST did not sign the customer out.
    assert.equal((await t.app.inject({ url: '/cmn/auth/user', headers: { cookie } })).statusCode, 200);

    const started = Date.now();
    const blog = await page('/contents/blog');
    assert.equal(blog.statusCode, 200);
    assert.match(blog.body, /<h1>Blog \(static\)<\/h1>/);
    assert.ok(Date.now() - started < 10_000);

    for (const url of ['/mf/booking/server/prerender.cjs', '/mf/booking/server/styles.css']) assert.equal((await t.app.inject({ url })).statusCode, 404, url);
  });
});

describe('the live renderer under a crowd: shared renders of public pages, a bounded queue', () => {
  const PAGE = '<!doctype html><html><head></head><body><div id="root"><!--# include virtual="/mf/$fw_first_screen.$fw_lang.html" stub="none" --></div></body></html>';
  // The hot items page is public (`shared`, as livePages marks a page for anyone); the booking list is not.
  const BUNDLE = `
    let renders = 0;
    const slow = () => new Promise((done) => setTimeout(done, 150));
    exports.live = {
      'page--contents--hotItems': Object.assign(async (req) => {
        const n = ++renders;
        await slow();
        const user = await req.fetch('/cmn/auth/user', {});
        return '<div data-prerendered="content/page--contents--hotItems" data-lang="' + req.lang + '" data-first-screen=""><h1>Hot items, render ' + n + ' for a ' + (user.status === 200 ? 'customer' : 'visitor') + '</h1></div>';
      }, { shared: true }),
      'page--my-booking-list': async () => {
        await slow();
        return '<div data-prerendered="booking/page--my-booking-list" data-lang="en" data-first-screen=""><h1>Bookings, live</h1></div>';
      },
    };`;
  let root: string;
  const apps: TestApp[] = [];
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'forwarder-live-crowd-'));
    const put = (rel: string, body: string) => {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), body);
    };
    put('shell/dist/index.html', PAGE);
    for (const remote of ['content', 'booking']) {
      put(`mfe-${remote}/dist/server/prerender.cjs`, BUNDLE);
      put(`mfe-${remote}/dist/server/styles.css`, '');
    }
    put('mfe-content/dist/fragments/page--contents--hotItems.en.html', '<div data-first-screen=""><h1>Hot items (static)</h1></div>');
    put('mfe-content/dist/fragments/page--contents--hotItems.es.html', '<div data-first-screen=""><h1>Artículos (static)</h1></div>');
    put('mfe-booking/dist/fragments/page--my-booking-list.en.html', '<div data-first-screen=""><h1>My Booking (static)</h1></div>');
  });
  after(async () => {
    for (const t of apps) await t.close();
    rmSync(root, { recursive: true, force: true });
  });
  const app = async (env: Record<string, string> = {}) => {
    const t = await createTestApp({ SERVE_STATIC: '1', STATIC_ROOT: root, ...env });
    apps.push(t);
    return t;
  };
  const heading = (body: string) => /<h1>([^<]*)<\/h1>/.exec(body)?.[1];
  const get = (t: TestApp, url: string, cookie?: string) => t.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) } });

  // One app for the shared renders and the queue (100 ms: a request or two that waited, past it the static first screen).
  let crowded: TestApp;
  before(async () => {
    crowded = await app({ LIVE_RENDER_QUEUE_MS: '100', LIVE_RENDER_ONE_VISITOR_QUEUE_MS: '100', LIVE_RENDER_FRESH_MS: '5000', LIVE_RENDER_STALE_MS: '60000' });
  });

  it('renders a public page once for a crowd of visitors, apart for a signed-in customer, and again after staff change the catalogue', async () => {
    const t = crowded;
    // Twenty visitors at once: one render, every one of them gets it.
    const crowd = await Promise.all(Array.from({ length: 20 }, () => get(t, '/contents/hotItems')));
    for (const res of crowd) {
      assert.equal(res.statusCode, 200);
      assert.equal(heading(brotliDecompressSync(res.rawPayload).toString('utf8')), 'Hot items, render 1 for a visitor');
    }
    // Another language is another page.
    const es = await get(t, '/contents/hotItems?lang=es');
    assert.equal(heading(brotliDecompressSync(es.rawPayload).toString('utf8')), 'Hot items, render 2 for a visitor');
    // A customer's render reads their session: never shared, either way.
    const cookie = await signIn(t.app, 'buyer');
    const mine = await get(t, '/contents/hotItems', cookie);
    assert.equal(heading(brotliDecompressSync(mine.rawPayload).toString('utf8')), 'Hot items, render 3 for a customer');
    assert.equal(heading(brotliDecompressSync((await get(t, '/contents/hotItems')).rawPayload).toString('utf8')), 'Hot items, render 1 for a visitor');
    // Staff published or ended an offer or a post: the next visitor gets a new render.
    await t.app.bookingEvents.publish({ bookingId: 0, type: 'catalog' });
    assert.equal(heading(brotliDecompressSync((await get(t, '/contents/hotItems')).rawPayload).toString('utf8')), 'Hot items, render 4 for a visitor');
  });

  it('serves a stale copy at once while one request renders the page again', async () => {
    const t = await app({ LIVE_RENDER_FRESH_MS: '0', LIVE_RENDER_STALE_MS: '60000' });
    const first = await t.app.inject({ url: '/contents/hotItems', headers: { accept: 'text/html' } });
    const n = Number(/render (\d+)/.exec(first.body)?.[1]);
    // Older than fresh: the same copy, and a render in the background.
    assert.match((await t.app.inject({ url: '/contents/hotItems', headers: { accept: 'text/html' } })).body, new RegExp(`render ${n} for`));
    let next = '';
    for (let i = 0; i < 50 && !next.includes(`render ${n + 1} for`); i++) {
      await new Promise((done) => setTimeout(done, 50));
      next = (await t.app.inject({ url: '/contents/hotItems', headers: { accept: 'text/html' } })).body;
    }
    assert.match(next, new RegExp(`render ${n + 1} for a visitor`));
  });

  it('past the work it can finish, the renderer sends the static first screen at once', async () => {
    const t = crowded;
    const cookie = await signIn(t.app, 'buyer');
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(t, '/my-booking-list', cookie)));
    const shown = answers.map((res) => {
      assert.equal(res.statusCode, 200);
      return heading(brotliDecompressSync(res.rawPayload).toString('utf8'));
    });
    assert.ok(shown.includes('Bookings, live'), shown.join(' | '));
    assert.ok(shown.includes('My Booking (static)'), shown.join(' | '));
    // Once the renderer is free again, the page is live again.
    assert.equal(heading(brotliDecompressSync((await get(t, '/my-booking-list', cookie)).rawPayload).toString('utf8')), 'Bookings, live');
  });

  it("while the event loop runs late, a signed-in page's render is not started: its static first screen at once, and live again once the process is calm", async () => {
    const t = await app({ LIVE_RENDER_BUSY_LOOP_MS: '30' });
    const cookie = await signIn(t.app, 'buyer');
    const shown = async () => heading(brotliDecompressSync((await get(t, '/my-booking-list', cookie)).rawPayload).toString('utf8'));
    const calm = () => new Promise((done) => setTimeout(done, 300));
    await calm();
    assert.equal(await shown(), 'Bookings, live');
    // A crowd's requests hold the loop 60 ms at a time: a render would wait behind all of them.
    const crowd = setInterval(() => {
      const until = Date.now() + 60;
      while (Date.now() < until);
    }, 1);
    await new Promise((done) => setTimeout(done, 400));
    const [busy, visitor] = await Promise.all([shown(), get(t, '/contents/hotItems')]).finally(() => clearInterval(crowd));
    assert.equal(busy, 'My Booking (static)');
    // A public page's shared render is one for the whole crowd: still made.
    assert.match(heading(brotliDecompressSync(visitor.rawPayload).toString('utf8')) ?? '', /^Hot items, render \d+ for a visitor$/);
    await calm();
    assert.equal(await shown(), 'Bookings, live');
  });
});
