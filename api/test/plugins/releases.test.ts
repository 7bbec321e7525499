import assert from 'node:assert/strict';
import { renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestApp, json, tempTree, type TestApp } from '../helpers.ts';

const SHELL =
  '<!doctype html><html><head><!--# block name="none" --><!--# endblock --><link rel=preload href=/mf/freight/mf-manifest.json as=fetch crossorigin></head>' +
  '<body><div id="root"><!--# include virtual="/mf/$fw_first_screen.$fw_lang.html" stub="none" --></div></body></html>';
const OFFERS = '/contents/oceanFreight';
const V1 = '20261127-080000-aaaaaa';
const V2 = '20261127-090000-bbbbbb';

/** A built suite with freight's workspace build, and two releases of freight beside it. */
function fakeSuite() {
  const { root, put } = tempTree('forwarder-releases-');
  put('shell/dist/index.html', SHELL);
  const build = (dir: string, label: string) => {
    put(`${dir}/remoteEntry.js`, `var freight = "${label}";`);
    put(`${dir}/mf-manifest.json`, JSON.stringify({ name: 'freight', label }));
    put(`${dir}/assets/page.${label}.js`, `export default "${label}";`);
    put(`${dir}/flags/gh.svg`, `<svg>${label}</svg>`);
    put(`${dir}/fragments/page--contents--oceanFreight.en.html`, `<div data-first-screen=""><h1>Offers ${label}</h1></div>`);
    put(`${dir}/server/prerender.cjs`, 'module.exports = { live: {} };');
    put(`${dir}/server/styles.css`, '');
  };
  build('mfe-freight/dist', 'workspace');
  build(`releases/freight/${V1}`, 'v1');
  build(`releases/freight/${V2}`, 'v2');
  // What scripts/release.mjs does: a new link, renamed over the old one.
  const point = (id: string) => {
    symlinkSync(id, join(root, 'releases/freight/.live-next'));
    renameSync(join(root, 'releases/freight/.live-next'), join(root, 'releases/freight/live'));
  };
  return { root, point };
}

describe('versioned remote releases (all-in-one)', () => {
  let t: TestApp;
  let suite: ReturnType<typeof fakeSuite>;
  before(async () => {
    suite = fakeSuite();
    t = await createTestApp({ SERVE_STATIC: '1', STATIC_ROOT: suite.root, RELEASES_DIR: join(suite.root, 'releases') });
  });
  after(async () => {
    await t.close();
    rmSync(suite.root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const page = (headers: Record<string, string> = {}) => get(OFFERS, { accept: 'text/html', ...headers });
  /** Past the store's pointer cache (250 ms). */
  const settle = () => sleep(300);

  it('serves the workspace build while a remote has no live release', async () => {
    assert.equal((await get('/mf/freight/remoteEntry.js')).body, 'var freight = "workspace";');
    const config = json<{ remotes: { freight: string }; releases: Record<string, string[]> }>(await get('/runtime-config.json'));
    assert.equal(config.remotes.freight, '/mf/freight/mf-manifest.json');
    // Releases on disk are listed (the service worker keeps their files), none is live.
    assert.deepEqual(config.releases.freight, [V1, V2]);
    const html = await page();
    assert.match(html.body, /Offers workspace/);
    assert.equal(html.headers['x-release'], undefined);
  });

  it('a release is one pointer: config, first screen, preloads and unversioned files follow it without a restart', async () => {
    suite.point(V1);
    await settle();
    const config = json<{ remotes: { freight: string; member: string } }>(await get('/runtime-config.json'));
    assert.equal(config.remotes.freight, `/mf/freight/${V1}/mf-manifest.json`);
    assert.equal(config.remotes.member, '/mf/member/mf-manifest.json');

    const html = await page();
    assert.match(html.body, /Offers v1/);
    assert.equal(html.headers['x-release'], `freight/${V1}`);
    assert.match(html.body, new RegExp(`href=/mf/freight/${V1}/mf-manifest.json`));

    // The release's own URLs never change: a year of cache for every file.
    const entry = await get(`/mf/freight/${V1}/remoteEntry.js`);
    assert.equal(entry.body, 'var freight = "v1";');
    assert.equal(entry.headers['cache-control'], 'public, max-age=31536000, immutable');
    // The unversioned URL follows the live release and is revalidated (assets/ stay immutable).
    const unversioned = await get('/mf/freight/remoteEntry.js');
    assert.equal(unversioned.body, 'var freight = "v1";');
    assert.equal(unversioned.headers['cache-control'], 'no-cache');
    assert.equal((await get('/mf/freight/flags/gh.svg')).body, '<svg>v1</svg>');
    assert.equal((await get('/mf/freight/assets/page.v1.js')).headers['cache-control'], 'public, max-age=31536000, immutable');

    // Release v2, then roll back to v1: each a pointer change, seen by the next load.
    suite.point(V2);
    await settle();
    assert.match((await page()).body, /Offers v2/);
    assert.equal(json<{ remotes: { freight: string } }>(await get('/runtime-config.json')).remotes.freight, `/mf/freight/${V2}/mf-manifest.json`);
    // A tab still on v1 keeps loading v1's files.
    assert.equal((await get(`/mf/freight/${V1}/assets/page.v1.js`)).statusCode, 200);
    suite.point(V1);
    await settle();
    assert.match((await page()).body, /Offers v1/);
  });

  it('answers runtime-config.json with an ETag, 304 while nothing changed', async () => {
    const first = await get('/runtime-config.json');
    const etag = String(first.headers.etag);
    assert.match(etag, /^"/);
    assert.equal((await get('/runtime-config.json', { 'if-none-match': etag })).statusCode, 304);
    suite.point(V2);
    await settle();
    assert.equal((await get('/runtime-config.json', { 'if-none-match': etag })).statusCode, 200);
    suite.point(V1);
    await settle();
  });

  it('a preview cookie shows a kept release to that browser only', async () => {
    const cookie = `fw_release_preview=freight:${V2}`;
    assert.match((await page({ cookie })).body, /Offers v2/);
    assert.equal(json<{ remotes: { freight: string } }>(await get('/runtime-config.json', { cookie })).remotes.freight, `/mf/freight/${V2}/mf-manifest.json`);
    assert.equal((await get('/mf/freight/remoteEntry.js', { cookie })).body, 'var freight = "v2";');
    assert.match((await page()).body, /Offers v1/);
    // A release that is not kept is no preview.
    assert.match((await page({ cookie: 'fw_release_preview=freight:20990101-000000-cccccc' })).body, /Offers v1/);
  });

  it('never serves a server bundle, and ignores a pointer at a missing release', async () => {
    for (const url of [`/mf/freight/${V1}/server/prerender.cjs`, '/mf/freight/server/prerender.cjs']) {
      assert.notEqual((await get(url)).statusCode, 200, url);
    }
    suite.point('20990101-000000-dddddd');
    await settle();
    assert.match((await page()).body, /Offers workspace/);
    assert.equal(json<{ remotes: { freight: string } }>(await get('/runtime-config.json')).remotes.freight, '/mf/freight/mf-manifest.json');
    suite.point(V1);
  });
});
