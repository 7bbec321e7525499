import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, json, type TestApp } from '../helpers.ts';

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

  it("includes each page's own first screen, one for every value of a path parameter, and nothing where there is none", async () => {
    const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
    const freight = await page('/contents/oceanFreight?country=GH');
    assert.equal(freight.statusCode, 200);
    assert.match(freight.body, /<div id="root"><div data-prerendered="freight\/page--contents--oceanFreight" data-first-screen=""><h1>Spot ocean freight<\/h1><\/div><\/div>/);
    assert.match(freight.body, /<head><\/head>/);
    assert.match((await page('/member/change-password/abc123')).body, /<h1>Change password<\/h1>/);
    for (const url of ['/no-such-page', '/contents/blog', '/contents/oceanFreight/a/b/c', '/member/change-password/..%2F..%2Fetc/x']) {
      const res = await page(url);
      assert.equal(res.statusCode, 200, url);
      assert.match(res.body, /<head><\/head><body><div id="root"><\/div>/, url);
      assert.doesNotMatch(res.body, /<!--#/, url);
    }
  });
});
