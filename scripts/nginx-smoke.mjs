#!/usr/bin/env node
/**
 * Smoke test of the docker-compose nginx parts, for real, without Docker.
 *
 * Renders deploy/nginx/static.conf.template (six times: the shell and the five remotes, each
 * on its own loopback port, serving the built dist folders) with the static image's own envsubst
 * command, and deploy/nginx/gateway.conf.template the way the nginx image's envsubst entrypoint
 * does, checks the result with `nginx -t`, starts one nginx master plus the api (PGlite in a
 * temporary folder), and checks through the gateway: routing, the home page's server-side
 * includes, SPA fallback, cache rules, precompressed brotli and gzip, 404s, api paths and the
 * security headers on every response.
 *
 *   node scripts/nginx-smoke.mjs          (needs the built dists, nginx, its brotli_static module
 *                                          and envsubst: apt-get install nginx
 *                                          libnginx-mod-http-brotli-static gettext-base)
 *
 * Env: NGINX_BIN (default: /usr/sbin/nginx, else nginx on PATH), NGINX_SMOKE_KEEP=1 keeps the
 * temporary folder (rendered configs, logs). Prints one line per check and `N passed, N failed`;
 * exits non-zero on any failure. nginx and the api are always stopped (also on Ctrl-C).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadBudgets } from '../bench/lib/budgets.mjs';
import { freePort } from '../tooling/processes.mjs';
import { ROOT } from './lib.mjs';
import { APPS, missingDists, nginxSyntaxCheck, nginxTools, sleep, startNginx, tail, waitFor, writeNginxConfig } from './nginx-gateway.mjs';
// scripts/check-fresh-clone.mjs loads this file's imports from a copy without node_modules.
if (process.argv.includes('--imports-only')) process.exit(0);

// The whole run's ceiling (a hung process must not hold CI): the staff account's migration and
// the api's start take most of it on a busy two-core machine.
const TOTAL_BUDGET_MS = 120_000;
const API_START_TIMEOUT_MS = 40_000;
const started = Date.now();

/** ARCHITECTURE.md "Security headers", exactly. */
const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self'; media-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; " +
  "frame-ancestors 'none'; form-action 'self'";
/** A booking document's own policy (api/src/routes/documents/index.ts), kept by the gateway. */
const DOCUMENT_CSP = "default-src 'none'; sandbox";
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The site's origin (the api's PUBLIC_URL), which the pages' heads name in their addresses. */
const PUBLIC_ORIGIN = 'https://ship.example.com';

/** The statuses a page of the suite is answered with (a closed offer's 410, a path no page answers 404). */
const PAGE_STATUSES = [200, 404, 410];
/**
 * The suite's own rules (@forwarder/shared/paths, TypeScript, run once through the api's tsx) for
 * each path: `known[p]` (isKnownPage: the all-in-one api's 200 or 404) and `screens[p][status]`
 * (firstScreenOf: `<remote>/fragments/<name>` or '').
 */
function sharedPathRules(paths) {
  const code = `import('@forwarder/shared/paths').then((m) => { const { firstScreenOf, isKnownPage } = m.default ?? m; const ps = ${JSON.stringify(paths)};
    console.log(JSON.stringify({ known: Object.fromEntries(ps.map((p) => [p, isKnownPage(p)])), screens: Object.fromEntries(ps.map((p) => [p, Object.fromEntries(${JSON.stringify(PAGE_STATUSES)}.map((s) => [s, firstScreenOf(p, s) ?? '']))])) })); })`;
  const out = spawnSync(process.execPath, ['--import', 'tsx', '-e', code], { cwd: path.join(ROOT, 'api'), encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`the suite's path rules could not be run: ${out.stderr}`);
  return JSON.parse(out.stdout.trim().split('\n').pop());
}

/** Paths the gateway's map must answer as isKnownPage does: pages of the suite and near misses. */
const STATUS_SAMPLES = [
  '/member/sign-in', '/member/sign-in/after-shipping-quotation', '/member/change-password/abc', '/member/confirm-email-completed/abc', '/my-booking-list/detail/2',
  '/contents/oceanFreight-confirmed/1/jane-doe%40mail-example-com', '/contents/blog/any/thing', '/contents/team-shipping', '/policy/privacy-policy', '/contents/tracking/',
  '/desk', '/desk/booking/3',
  '/no-such-page', '/desk/nope', '/member', '/member/nope', '/member/change-password/a/b', '/my-booking-list/detail', '/contents/team-nobody', '/contents/tracking/x', '/policy/nope',
];

/** The staff account the smoke test makes (the staff CLI) to publish and end an offer. */
const SMOKE_STAFF = { email: 'smoke.staff@forwarder.example', password: 'Smoke#Gateway2026' };

// ---- processes we start, always stopped -----------------------------------------------------
const children = new Set();
let tmp;

function killAll(signal = 'SIGTERM') {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        child.kill(signal);
      } catch {
        /* already gone */
      }
    }
  }
}

function removeTmp() {
  if (tmp && process.env.NGINX_SMOKE_KEEP !== '1') fs.rmSync(tmp, { recursive: true, force: true });
}

async function stopAll() {
  const waits = [...children].map(
    (child) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => {
          try {
            child.kill('SIGKILL');
          } catch {
            /* gone */
          }
          resolve();
        }, 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      }),
  );
  killAll('SIGTERM');
  await Promise.all(waits);
  children.clear();
  removeTmp();
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    console.error(`\n${sig}: stopping nginx and the api`);
    stopAll().finally(() => process.exit(130));
  });
}
// Last resort if something throws past main(): never leave nginx or the api behind.
process.on('exit', () => killAll('SIGKILL'));

function fatal(message) {
  console.error(`nginx-smoke: ${message}`);
  console.log(`${passed} passed, ${failed + 1} failed`);
  return stopAll().finally(() => process.exit(1));
}


// ---- checks ---------------------------------------------------------------------------------
let passed = 0;
let failed = 0;
/** Every response seen through the gateway, for the security-header check. */
const seen = [];

async function check(name, fn) {
  try {
    const note = await fn();
    passed += 1;
    console.log(`ok   - ${name}${note ? ` (${note})` : ''}`);
  } catch (err) {
    failed += 1;
    console.log(`FAIL - ${name}: ${err.message}`);
  }
}

function expect(cond, message) {
  if (!cond) throw new Error(message);
}

async function main() {
  // 1. Inputs: built dists, nginx, api.
  const missing = missingDists();
  if (missing.length) {
    return fatal(`the built suite is missing (${missing.join(', ')}): run \`npm run build\` first`);
  }
  try {
    nginxTools();
  } catch (err) {
    return fatal(err.message);
  }
  if (!fs.existsSync(path.join(ROOT, 'api/src/server.ts'))) return fatal('api/src/server.ts is missing');

  // 2. Render the configuration into a temporary prefix (scripts/nginx-gateway.mjs).
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-smoke-'));
  const ports = {};
  // freePort releases the port it found, so two calls can return the same one: nginx would
  // then hold the api's port (EADDRINUSE). Keep asking until every port is distinct.
  const taken = new Set();
  for (const name of ['GATEWAY', 'API', ...APPS.map((a) => a.key)]) {
    let port = await freePort();
    while (taken.has(port)) port = await freePort();
    taken.add(port);
    ports[name] = port;
  }

  // The releases folder the gateway and the api share (compose: the ./releases bind mount).
  const releasesRoot = path.join(tmp, 'releases');
  fs.mkdirSync(releasesRoot, { recursive: true });
  let nginxConf;
  try {
    nginxConf = writeNginxConfig({
      dir: tmp,
      ports,
      // The replicas' one name in compose; here the one api this test starts.
      apiUpstream: `127.0.0.1:${ports.API}`,
      // Never consulted: every upstream here is an IP literal.
      resolver: '127.0.0.1',
      // The remotes' releases (empty until the release check below makes one).
      releasesRoot,
    });
  } catch (err) {
    return fatal(err.message);
  }

  // 3. nginx -t on the rendered configuration.
  const syntax = nginxSyntaxCheck(nginxConf, tmp);
  await check('nginx -t accepts the rendered static and gateway configs', () => {
    expect(syntax.ok, `exit ${syntax.status}\n${syntax.output}`);
  });
  if (!syntax.ok) {
    console.log(`${passed} passed, ${failed} failed`);
    await stopAll();
    process.exit(1);
  }

  // 4. Start the api and nginx together. The api migrates PGlite before it listens; the seed
  // is skipped (nothing here reads demo data) to keep the start short on a busy machine.
  const apiLog = path.join(tmp, 'logs/api.log');
  const apiOut = fs.openSync(apiLog, 'a');
  let apiAttempt = 0;
  function startApi() {
    apiAttempt += 1;
    const env = {
      ...process.env,
      PORT: String(ports.API),
      HOST: '127.0.0.1',
      SERVE_STATIC: '0',
      PGLITE_DIR: path.join(tmp, `pglite-${apiAttempt}`),
      // As in docker-compose: production behind the gateway, which it trusts for X-Forwarded-*.
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      RELEASES_DIR: releasesRoot,
      PUBLIC_URL: PUBLIC_ORIGIN,
    };
    // The production mode's reference data (ports, lines: what a staff member's offer names), as
    // docker-compose loads it; never the demo seed.
    env.SEED = 'reference';
    // Always the throwaway PGlite database and the captured mail, whatever the shell holds.
    delete env.DATABASE_URL;
    delete env.SMTP_URL;
    // A staff account, made the way production makes one (README "Configuration"): the staff
    // member publishes and ends an offer through the gateway (a closed offer's page is 410).
    const staff = spawnSync(process.execPath, ['--import', 'tsx', 'src/db/staff-cli.ts', SMOKE_STAFF.email, 'Smoke Staff'], {
      cwd: path.join(ROOT, 'api'),
      env: { ...env, STAFF_PASSWORD: SMOKE_STAFF.password },
      encoding: 'utf8',
    });
    if (staff.status !== 0) throw new Error(`the staff account could not be made: ${staff.stderr || staff.stdout}`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(ROOT, 'api'),
      env,
      stdio: ['ignore', apiOut, apiOut],
    });
    children.add(child);
    return child;
  }
  let api = startApi();
  const nginxLog = path.join(tmp, 'logs/nginx.out');
  const server = startNginx(nginxConf, tmp);
  children.add(server);

  const gw = `http://127.0.0.1:${ports.GATEWAY}`;
  try {
    await waitFor(`${gw}/healthz`, server, 10_000, 'nginx');
  } catch (err) {
    return fatal(`${err.message}\n--- nginx error.log\n${tail(`${tmp}/logs/error.log`)}\n${tail(nginxLog)}`);
  }
  for (;;) {
    const left = TOTAL_BUDGET_MS - (Date.now() - started) - 8_000;
    try {
      await waitFor(`http://127.0.0.1:${ports.API}/cmn/country`, api, Math.min(API_START_TIMEOUT_MS, left), 'the api');
      break;
    } catch (err) {
      // One more try when the api gave up early (e.g. Fastify's 10 s plugin timeout while the
      // machine is busy) and there is time left; a real fault fails twice.
      const died = api.exitCode !== null || api.signalCode !== null;
      if (died && apiAttempt < 2 && TOTAL_BUDGET_MS - (Date.now() - started) > 25_000) {
        console.log(`note - the api exited during start (attempt ${apiAttempt}); starting it again`);
        children.delete(api);
        api = startApi();
        continue;
      }
      return fatal(`${err.message}\n--- api output\n${tail(apiLog)}`);
    }
  }

  // 5. Checks through the gateway.
  async function get(urlPath, init = {}) {
    const res = await fetch(`${gw}${urlPath}`, { redirect: 'manual', signal: AbortSignal.timeout(10_000), ...init });
    const body = Buffer.from(await res.arrayBuffer());
    seen.push({ path: urlPath, status: res.status, headers: res.headers });
    return { res, body, text: body.toString('utf8') };
  }
  const header = (res, name) => res.headers.get(name) ?? '';
  const expectStatus = (res, status) => expect(res.status === status, `status ${res.status}, expected ${status}`);
  const expectCsp = (res) => expect(header(res, 'content-security-policy') === EXPECTED_CSP, `CSP is "${header(res, 'content-security-policy')}"`);
  const expectNoCache = (res) => expect(header(res, 'cache-control') === 'no-cache', `Cache-Control is "${header(res, 'cache-control')}", expected no-cache`);
  const expectType = (res, type) => expect(header(res, 'content-type').startsWith(type), `Content-Type is "${header(res, 'content-type')}", expected ${type}`);

  const shellDist = path.join(ROOT, 'shell/dist');
  const indexHtml = fs.readFileSync(path.join(shellDist, 'index.html'));

  await check('GET /healthz answers 200 from the gateway', async () => {
    const { res } = await get('/healthz');
    expectStatus(res, 200);
  });

  // A page as the gateway should assemble it: index.html in `lang` (its <html lang>) with each
  // server-side include replaced by the remote's fragment file in `lang`, `$fw_first_screen` being the page's first screen by
  // the suite's own rule (firstScreenOf in @forwarder/shared/paths, which the all-in-one api
  // uses); a missing file includes nothing.
  const routePaths = ['/', '/some/deep/link', ...JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/routes.json'), 'utf8')).routes.map((r) => r.path)];
  const rules = sharedPathRules([...new Set([...routePaths.map((p) => p.split('?')[0]), ...STATUS_SAMPLES])]);
  const screenOf = (urlPath, status = 200) => rules.screens[urlPath.split('?')[0]][status];
  const notFoundFirstScreen = screenOf('/no-such-page', 404);
  // A page's status and <head> block as the api makes them (api/src/lib/page-head.ts: the all-in-one
  // api's rule), asked of the api directly: the gateway must answer the same. An offer page's status
  // is the api's `/.fw-page-status` (404 here, where the database has no offers); the not-found
  // page's head is the one of the gateway's internal `/.forwarder-not-found` page.
  const apiUrl = `http://127.0.0.1:${ports.API}`;
  const statusOf = {};
  for (const p of new Set(routePaths)) {
    const pathname = p.split('?')[0];
    if (!rules.known[pathname]) statusOf[p] = 404;
    else if (!/^\/contents\/oceanFreight-detail\//.test(pathname)) statusOf[p] = 200;
    else statusOf[p] = { 204: 200, 401: 404, 403: 410 }[(await fetch(`${apiUrl}/.fw-page-status${p}`)).status];
  }
  const heads = {};
  const headUri = (urlPath, lang) => {
    const status = statusOf[urlPath] ?? 200;
    if (status !== 200) return `/.fw-head/${lang}${status === 410 ? '/.forwarder-gone' : '/.forwarder-not-found'}`;
    return `/.fw-head/${lang}${urlPath}`;
  };
  for (const p of new Set(routePaths)) {
    for (const lang of ['en', 'es', 'ru']) {
      const uri = headUri(p, lang);
      heads[uri] ??= await (await fetch(`${apiUrl}${uri}`)).text();
    }
  }
  const assembled = (urlPath, lang) =>
    indexHtml.toString().replace(/<!--#\s*block\s+name="[a-z]+"\s*-->[\s\S]*?<!--#\s*endblock\s*-->/g, '').replace(/<!--#\s*include\s+virtual="([^"]+)"(?:\s+stub="[a-z]+")?\s*-->/g, (_, virtual) => {
      if (virtual.startsWith('/.fw-head/')) return heads[headUri(urlPath, lang)];
      // The not-found page (404) has its own first screen; a closed offer's page (410) none.
      const screen = screenOf(urlPath, statusOf[urlPath] ?? 200);
      const m = /^\/mf\/([a-z]+)\/fragments\/(.+)$/.exec(virtual.replaceAll('$fw_first_screen', screen).replaceAll('$fw_lang', lang));
      const app = m && APPS.find((a) => a.remote === m[1]);
      const file = app && path.join(ROOT, app.dir, 'dist/fragments', m[2]);
      return file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    }).replace('<html lang=en', `<html lang=${lang}`);
  const assembledHome = (lang) => assembled('/', lang);

  await check('GET / is the shell index.html with the prerendered fragments included (SSI), the CSP, no-cache', async () => {
    const { res, body } = await get('/', { headers: { 'accept-encoding': 'identity' } });
    expectStatus(res, 200);
    expectType(res, 'text/html');
    expect(!body.toString().includes('<!--#'), 'an include was left unresolved');
    expect(body.toString() === assembledHome('en'), 'body differs from index.html with the en fragments included');
    expect(/<h1[^>]*>[^<]+<\/h1>/.test(body.toString()), 'no h1 in the assembled home page');
    expectCsp(res);
    expectNoCache(res);
  });

  await check('GET / with the lang=ru cookie includes the ru fragments; gzip-encoded on request', async () => {
    const ru = await get('/', { headers: { 'accept-encoding': 'identity', cookie: 'lang=ru' } });
    expect(ru.body.toString() === assembledHome('ru'), 'body differs from index.html with the ru fragments included');
    const gz = await get('/', { headers: { 'accept-encoding': 'gzip', cookie: 'lang=es' } });
    expect(header(gz.res, 'content-encoding') === 'gzip', `Content-Encoding is "${header(gz.res, 'content-encoding')}"`);
    // (fetch has already decoded the body)
    expect(gz.body.toString() === assembledHome('es'), 'gzip body is not the es page');
  });

  await check("GET /some/deep/link (no page of the suite) is 404 with the app HTML and the not-found page's first screen, in the address's language", async () => {
    const { res, body } = await get('/some/deep/link', { headers: { 'accept-encoding': 'identity', accept: 'text/html' } });
    expectStatus(res, 404);
    expectType(res, 'text/html');
    expect(body.toString() === assembled('/some/deep/link', 'en'), "body differs from shell/dist/index.html with the not-found page's includes");
    expect(body.toString().includes(`data-prerendered="${notFoundFirstScreen.replace('/fragments/', '/')}" data-lang="en"`), 'no not-found first screen');
    expect(/<h1[^>]*>Oops! Page Not Found\.<\/h1>/.test(body.toString()), "no not-found heading in the first screen");
    expectNoCache(res);
    const es = await get('/some/deep/link?lang=es', { headers: { 'accept-encoding': 'identity', accept: 'text/html', cookie: 'lang=ru' } });
    expectStatus(es.res, 404);
    expect(/<h1[^>]*>¡Vaya! Página no encontrada\.<\/h1>/.test(es.body.toString()), 'the not-found first screen at ?lang=es is not Spanish');
  });

  await check("unknown paths answer 404 with the app HTML and every page 200: the gateway's map agrees with isKnownPage", async () => {
    const wrong = [];
    for (const p of STATUS_SAMPLES) {
      const { res, text } = await get(p, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
      const want = rules.known[p] ? 200 : 404;
      if (res.status !== want) wrong.push(`${p}: ${res.status}, isKnownPage says ${want}`);
      else if (!(text.includes('<div id=root>') || text.includes('<div id="root">'))) wrong.push(`${p}: not the app HTML`);
    }
    const known = STATUS_SAMPLES.filter((p) => rules.known[p]).length;
    expect(known === 12, `isKnownPage knows ${known} of the 12 pages`);
    expect(wrong.length === 0, wrong.join('; '));
    return `${STATUS_SAMPLES.length} paths`;
  });

  await check("every benched page includes its own first screen (the gateway's map agrees with firstScreenOf), in the cookie's language", async () => {
    const withScreen = [];
    // My information is always redirected (pageLoadRedirect, checked below); confirm-email is a
    // page after a sign-up (the fw_signup cookie).
    for (const route of routePaths.filter((p) => p !== '/' && p !== '/some/deep/link' && p !== '/member/my-information')) {
      for (const lang of ['en', 'ru']) {
        const { res, body } = await get(route, { headers: { accept: 'text/html', 'accept-encoding': 'identity', cookie: `lang=${lang}; fw_signup=1` } });
        // The not-found page of the bench is its HTML too, with status 404 (an offer the database
        // does not hold is one too).
        expectStatus(res, statusOf[route]);
        expect(!body.toString().includes('<!--#'), `${route}: an include was left unresolved`);
        if (body.toString() !== assembled(route, lang) && process.env.NGINX_SMOKE_KEEP) fs.writeFileSync(path.join(tmp, 'differs.html'), body);
        expect(body.toString() === assembled(route, lang), `${route} (${lang}): body differs from index.html with its first screen (${screenOf(route) || 'none'}) included`);
        if (lang === 'en' && body.toString().includes('data-first-screen=""')) withScreen.push(route);
      }
    }
    return `${withScreen.length} of ${routePaths.length - 3} pages with a first screen`;
  });

  await check('shell root files are no-cache', async () => {
    const names = ['main.js', 'main.css', 'sw.js', 'favicon.svg', 'manifest.webmanifest'].filter((f) => fs.existsSync(path.join(shellDist, f)));
    expect(names.includes('main.js'), 'shell/dist/main.js is missing');
    for (const name of names) {
      const { res } = await get(`/${name}`);
      expect(res.status === 200, `/${name}: status ${res.status}`);
      expect(header(res, 'cache-control') === 'no-cache', `/${name}: Cache-Control "${header(res, 'cache-control')}"`);
      if (name === 'manifest.webmanifest') expectType(res, 'application/manifest+json');
      if (name.endsWith('.js')) expectType(res, 'application/javascript');
    }
    return names.join(', ');
  });

  await check('shell /assets/<hashed> is immutable; a missing chunk is 404, not the SPA page', async () => {
    const assets = fs.existsSync(path.join(shellDist, 'assets'))
      ? fs.readdirSync(path.join(shellDist, 'assets')).filter((f) => !/\.(gz|br)$/.test(f))
      : [];
    if (assets.length) {
      const { res } = await get(`/assets/${assets[0]}`);
      expectStatus(res, 200);
      expect(header(res, 'cache-control') === IMMUTABLE, `Cache-Control "${header(res, 'cache-control')}"`);
    }
    const { res, body } = await get('/assets/does-not-exist.0000.js', { headers: { 'accept-encoding': 'identity' } });
    expectStatus(res, 404);
    expect(!body.equals(indexHtml), 'the 404 is the SPA page');
    expect(!header(res, 'cache-control').includes('immutable'), 'a 404 is marked immutable');
    return assets.length ? `assets/${assets[0]}` : 'shell has no assets/';
  });

  for (const app of APPS.filter((a) => a.remote)) {
    await check(`GET /mf/${app.remote}/mf-manifest.json is ${app.remote}'s manifest, JSON, no-cache`, async () => {
      const { res, text } = await get(`/mf/${app.remote}/mf-manifest.json`);
      expectStatus(res, 200);
      expectType(res, 'application/json');
      expectNoCache(res);
      const manifest = JSON.parse(text);
      expect(manifest.name === app.remote, `manifest name is "${manifest.name}": routed to the wrong container`);
    });
  }

  await check('GET /mf/freight/remoteEntry.js is JavaScript, no-cache', async () => {
    const { res, body } = await get('/mf/freight/remoteEntry.js', { headers: { 'accept-encoding': 'identity' } });
    expectStatus(res, 200);
    expectType(res, 'application/javascript');
    expectNoCache(res);
    expect(body.equals(fs.readFileSync(path.join(ROOT, 'mfe-freight/dist/remoteEntry.js'))), 'body differs from the file');
  });

  // bench/budgets.json's limit for remoteEntry.js (8 KB), as it goes out through the gateway.
  const remoteEntryMax = loadBudgets().find((b) => b.id === 'remote-entry-br').max;
  for (const app of APPS.filter((a) => a.remote)) {
    await check(`GET /mf/${app.remote}/remoteEntry.js to a brotli client is the .br copy, at most ${remoteEntryMax / 1024} KB`, async () => {
      const file = path.join(ROOT, app.dir, 'dist/remoteEntry.js');
      const brSize = fs.statSync(`${file}.br`).size;
      const { res, body } = await get(`/mf/${app.remote}/remoteEntry.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expectStatus(res, 200);
      expect(header(res, 'content-encoding') === 'br', `Content-Encoding "${header(res, 'content-encoding')}"`);
      expect(/accept-encoding/i.test(header(res, 'vary')), `Vary "${header(res, 'vary')}"`);
      expect(header(res, 'content-length') === String(brSize), `Content-Length ${header(res, 'content-length') || 'absent'}, the .br is ${brSize}`);
      expect(brSize <= remoteEntryMax, `${brSize} bytes, over the ${remoteEntryMax}-byte budget`);
      expect(body.equals(fs.readFileSync(file)), 'decompressed body differs from the file');
      return `${brSize} bytes`;
    });
  }

  // A real hashed chunk of the freight remote that has a precompressed copy.
  const freightAssets = path.join(ROOT, 'mfe-freight/dist/assets');
  const chunk = fs.existsSync(freightAssets)
    ? fs.readdirSync(freightAssets).find((f) => /\.(js|css)$/.test(f) && fs.existsSync(path.join(freightAssets, `${f}.gz`)))
    : undefined;

  await check('GET /mf/freight/assets/<hashed> is immutable and the precompressed .gz', async () => {
    expect(chunk, 'mfe-freight/dist/assets has no .js/.css with a .gz copy');
    const file = fs.readFileSync(path.join(freightAssets, chunk));
    const gzSize = fs.statSync(path.join(freightAssets, `${chunk}.gz`)).size;
    const { res, body } = await get(`/mf/freight/assets/${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
    expectStatus(res, 200);
    expect(header(res, 'cache-control') === IMMUTABLE, `Cache-Control "${header(res, 'cache-control')}"`);
    expect(header(res, 'content-encoding') === 'gzip', `Content-Encoding "${header(res, 'content-encoding')}"`);
    expect(/accept-encoding/i.test(header(res, 'vary')), `Vary "${header(res, 'vary')}"`);
    // The .gz file itself (gzip_static), not gzip on the fly (which would be chunked).
    expect(header(res, 'content-length') === String(gzSize), `Content-Length ${header(res, 'content-length') || 'absent'}, the .gz is ${gzSize}`);
    expect(body.equals(file), 'decompressed body differs from the file');
    return `assets/${chunk}`;
  });

  await check('the same chunk without Accept-Encoding: gzip is the plain file', async () => {
    expect(chunk, 'no chunk');
    const file = fs.readFileSync(path.join(freightAssets, chunk));
    const { res, body } = await get(`/mf/freight/assets/${chunk}`, { headers: { 'accept-encoding': 'identity' } });
    expectStatus(res, 200);
    expect(!header(res, 'content-encoding'), `Content-Encoding "${header(res, 'content-encoding')}"`);
    expect(body.equals(file), 'body differs from the file');
  });

  await check('GET /mf/freight/missing.js is 404 (no SPA fallback in a remote)', async () => {
    const { res, body } = await get('/mf/freight/missing.js', { headers: { 'accept-encoding': 'identity' } });
    expectStatus(res, 404);
    expect(!body.equals(indexHtml), 'the 404 is the shell page');
    const remoteIndex = path.join(ROOT, 'mfe-freight/dist/index.html');
    expect(!fs.existsSync(remoteIndex) || !body.equals(fs.readFileSync(remoteIndex)), 'the 404 is the remote page');
  });

  await check('GET /mf/freight/assets/missing.0000.js is 404 and not immutable', async () => {
    const { res } = await get('/mf/freight/assets/missing.0000.js');
    expectStatus(res, 404);
    expect(!header(res, 'cache-control').includes('immutable'), 'a 404 is marked immutable');
  });

  await check('GET /mf/unknown/remoteEntry.js and /mf/freight (no file) are 404, not the SPA page', async () => {
    const unknown = await get('/mf/unknown/remoteEntry.js');
    expect(unknown.res.status === 404, `/mf/unknown/remoteEntry.js: status ${unknown.res.status}`);
    const bare = await get('/mf/freight');
    expect(bare.res.status === 404, `/mf/freight: status ${bare.res.status}`);
  });

  // A release of freight as `npm run release` leaves it (deploy/README.md "Releasing a remote"):
  // its build in releases/freight/<id>/, the link releases/freight/live → <id>.
  await check('a freight release: its own URLs cached for good; the live link serves the unversioned URLs, the first screen and runtime-config; a rollback to none serves the container again', async () => {
    const id = '20261127-120000-abcdef';
    const dir = path.join(releasesRoot, 'freight', id);
    fs.cpSync(path.join(ROOT, 'mfe-freight/dist'), dir, { recursive: true });
    const fragment = path.join(dir, 'fragments/page--contents--oceanFreight.en.html');
    fs.writeFileSync(fragment, fs.readFileSync(fragment, 'utf8').replace('<h1', '<h1 data-release="smoke"'));
    fs.rmSync(`${fragment}.gz`, { force: true });
    fs.rmSync(`${fragment}.br`, { force: true });
    const link = path.join(releasesRoot, 'freight', 'live');
    fs.symlinkSync(id, `${link}.next`);
    fs.renameSync(`${link}.next`, link);
    try {
      const own = await get(`/mf/freight/${id}/remoteEntry.js`, { headers: { 'accept-encoding': 'gzip' } });
      expectStatus(own.res, 200);
      expectType(own.res, 'application/javascript');
      expect(/max-age=315360000/.test(header(own.res, 'cache-control')), `/mf/freight/<id>/remoteEntry.js: Cache-Control "${header(own.res, 'cache-control')}"`);
      const unversioned = await get('/mf/freight/mf-manifest.json');
      expectStatus(unversioned.res, 200);
      expectNoCache(unversioned.res);
      for (const url of [`/mf/freight/${id}/server/prerender.cjs`, '/mf/freight/server/prerender.cjs']) {
        expect((await get(url)).res.status === 404, `${url} is served`);
      }
      await new Promise((r) => setTimeout(r, 300));
      const page = await get('/contents/oceanFreight', { headers: { accept: 'text/html' } });
      expect(page.text.includes('data-release="smoke"'), "the page's first screen is not the live release's");
      const config = JSON.parse((await get('/runtime-config.json')).text);
      expect(config.remotes.freight === `/mf/freight/${id}/mf-manifest.json`, `runtime-config names ${config.remotes.freight}`);
    } finally {
      fs.rmSync(link, { force: true });
    }
    await new Promise((r) => setTimeout(r, 300));
    const after = await get('/contents/oceanFreight', { headers: { accept: 'text/html' } });
    expect(!after.text.includes('data-release="smoke"'), 'without a live release the page still includes the release');
    expect(JSON.parse((await get('/runtime-config.json')).text).remotes.freight === '/mf/freight/mf-manifest.json', 'runtime-config still names the release');
  });

  await check('page loads every page load leaves are redirected at once (pageLoadRedirect); a remote server bundle is 404', async () => {
    const info = await get('/member/my-information', { headers: { accept: 'text/html' } });
    expect(info.res.status === 302, `/member/my-information: status ${info.res.status}`);
    expect(header(info.res, 'location') === '/member/my-information-confirm', `/member/my-information: Location "${header(info.res, 'location')}"`);
    const visitor = await get('/member/confirm-email', { headers: { accept: 'text/html' } });
    expect(visitor.res.status === 302 && header(visitor.res, 'location') === '/', `/member/confirm-email without a sign-up: ${visitor.res.status} "${header(visitor.res, 'location')}"`);
    const signedUp = await get('/member/confirm-email', { headers: { accept: 'text/html', cookie: 'fw_signup=1' } });
    expectStatus(signedUp.res, 200);
    expect(signedUp.text.includes('<div id=root>') || signedUp.text.includes('<div id="root">'), '/member/confirm-email after a sign-up is not the shell page');
    const bundle = await get('/mf/booking/server/prerender.cjs');
    expect(bundle.res.status === 404, `/mf/booking/server/prerender.cjs: status ${bundle.res.status}`);
  });

  await check('GET /runtime-config.json comes from the api, JSON, no-cache', async () => {
    const { res, text } = await get('/runtime-config.json');
    expectStatus(res, 200);
    expectType(res, 'application/json');
    expectNoCache(res);
    const cfg = JSON.parse(text);
    expect(typeof cfg.remotes?.freight === 'string', 'no remotes.freight in the answer');
    return `remotes.freight = ${cfg.remotes.freight}`;
  });

  await check('a page asked for by its language address (?lang=es) is that language from the first byte: <html lang>, first screen, the not-found page too; robots.txt and sitemap.xml come from the api', async () => {
    const es = await get('/contents/howToBook?lang=es', { headers: { accept: 'text/html', cookie: 'lang=ru' } });
    expectStatus(es.res, 200);
    expect(/<html lang=es[ >]/.test(es.text), `<html> is ${/<html[^>]*>/.exec(es.text)?.[0]}`);
    const fragment = fs.readFileSync(path.join(ROOT, 'mfe-content/dist/fragments/page--contents--howToBook.es.html'), 'utf8');
    expect(es.text.includes(fragment.trim().slice(0, 200)), 'the page does not include the Spanish first screen');
    const ru = await get('/contents/howToBook', { headers: { accept: 'text/html', cookie: 'lang=ru' } });
    expect(/<html lang=ru[ >]/.test(ru.text), 'the cookie language is not the page language without ?lang=');
    // The not-found page too: its language is the address's, then the cookie's.
    const missing = await get('/no-such-page?lang=es', { headers: { accept: 'text/html', cookie: 'lang=ru' } });
    expectStatus(missing.res, 404);
    expect(/<html lang=es[ >]/.test(missing.text), `the not-found page at ?lang=es is ${/<html[^>]*>/.exec(missing.text)?.[0]}`);
    const missingRu = await get('/no-such-page', { headers: { accept: 'text/html', cookie: 'lang=ru' } });
    expect(/<html lang=ru[ >]/.test(missingRu.text), `the not-found page without ?lang= is ${/<html[^>]*>/.exec(missingRu.text)?.[0]}, not the cookie's ru`);
    const robots = await get('/robots.txt');
    expectStatus(robots.res, 200);
    expect(/^Disallow: \/member\/$/m.test(robots.text) && /^Sitemap: /m.test(robots.text), 'robots.txt is not the api one');
    const sitemap = await get('/sitemap.xml');
    expectStatus(sitemap.res, 200);
    expectType(sitemap.res, 'application/xml');
    expect(sitemap.text.includes('/contents/howToBook?lang=es</loc>'), 'sitemap.xml lacks the Spanish how to book');
  });

  await check("a page's <head> through the gateway is the api's: its own title and description in its language, Open Graph, exactly one <title>; an offer the api does not know is 404 with the not-found title", async () => {
    for (const [url, lang, title] of [
      ['/contents/howToBook?lang=es', 'es', 'Cómo reservar: de la cotización al puerto en cinco pasos | KoreaCarShipping'],
      ['/?lang=ru', 'ru', 'Доставка автомобилей и грузов из Кореи: спотовый фрахт, расписание, расчёт | KoreaCarShipping'],
      ['/contents/team-shipping', 'en', 'Our shipping team in Korea | KoreaCarShipping'],
    ]) {
      const { res, text } = await get(url, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
      expectStatus(res, 200);
      const titles = [...text.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
      expect(titles.length === 1 && titles[0] === title, `${url}: <title> ${JSON.stringify(titles)}`);
      expect((text.match(/<meta name="description"/g) ?? []).length === 1, `${url}: not exactly one description`);
      expect(text.includes(`<link rel="canonical" href="${PUBLIC_ORIGIN}${url.split('?')[0]}?lang=${lang}">`), `${url}: no canonical address in ${lang}`);
      expect(/<meta property="og:title" content="[^"]+">/.test(text) && text.includes('<script type="application/ld+json">'), `${url}: no Open Graph or JSON-LD`);
    }
    const offer = await get('/contents/oceanFreight-detail/987654?Korea-to-Ghana&lang=es', { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    expectStatus(offer.res, 404);
    const titles = [...offer.text.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(titles.length === 1 && /^(Page not found|Página no encontrada) \| KoreaCarShipping$/.test(titles[0]), `unknown offer: <title> ${JSON.stringify(titles)}`);
    expect(offer.text.includes('<meta name="robots" content="noindex">'), 'unknown offer: no noindex');
    expect(offer.text.includes(`data-prerendered="${notFoundFirstScreen.replace('/fragments/', '/')}" data-lang="es"`), "unknown offer: not the not-found page's first screen in es");
  });

  await check('a page says Vary: Accept-Encoding once', async () => {
    for (const url of ['/', '/contents/howToBook', '/no-such-page']) {
      const { res } = await get(url, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
      const vary = header(res, 'vary').split(',').map((v) => v.trim().toLowerCase()).filter((v) => v === 'accept-encoding');
      expect(vary.length === 1, `${url}: Vary "${header(res, 'vary')}"`);
    }
  });

  await check('GET /cmn/country comes from the api (JSON)', async () => {
    const { res, text } = await get('/cmn/country', { headers: { 'accept-language': 'en-US' } });
    expectStatus(res, 200);
    expectType(res, 'application/json');
    JSON.parse(text);
  });

  await check('GET /dev/mail is not routed by the gateway (404)', async () => {
    const { res, text } = await get('/dev/mail');
    expectStatus(res, 404);
    expect(!text.includes('"subject"'), 'the captured mail leaked');
  });

  await check('a request body over 11 MB is refused by the gateway (413)', async () => {
    const { res } = await get('/svc/smoke-upload', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(11 * 1024 * 1024 + 1024),
    });
    expectStatus(res, 413);
  });

  await check('a 10 MB booking document reaches the api, which answers in its own error shape (here 401: signed out)', async () => {
    const { res, text } = await get('/svc/booking/document?bookingId=1&kind=RECEIPT&name=receipt.pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(10 * 1024 * 1024 + 1024),
    });
    expectStatus(res, 401);
    expect(JSON.parse(text).errorCode === 'UNAUTHENTICATED', text);
  });

  await check('the gateway sets X-Forwarded-Host/Proto itself: a forged one cannot make a foreign Origin look like the site (403)', async () => {
    const forged = await get('/cmn/curr?curr=EUR', {
      method: 'PUT',
      headers: { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expectStatus(forged.res, 403);
    expect(JSON.parse(forged.text).errorCode === 'CROSS_SITE', forged.text);
    const own = await get('/cmn/curr?curr=EUR', { method: 'PUT', headers: { origin: gw, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } });
    expectStatus(own.res, 200);
    const cross = await get('/cmn/curr?curr=EUR', { method: 'PUT', headers: { 'sec-fetch-site': 'cross-site' } });
    expectStatus(cross.res, 403);
  });

  await check("an offer staff publish answers 200 through the gateway; once they end it, its page is 410 with the closed offer's head, in the address's language", async () => {
    const json = { 'content-type': 'application/json', origin: gw };
    const login = await get('/cmn/login', { method: 'POST', headers: json, body: JSON.stringify({ email: SMOKE_STAFF.email, pwd: createHash('sha256').update(SMOKE_STAFF.password, 'utf8').digest('hex') }) });
    expectStatus(login.res, 200);
    const cookie = login.res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const staff = { ...json, cookie };
    const choices = await get('/staff/offer/choices', { headers: { cookie } });
    expectStatus(choices.res, 200);
    const data = JSON.parse(choices.text);
    const day = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const body = {
      dptPort: data.loading[0].port, arvPort: data.discharge[0].port, cargoType: 'RORO', cargoSize: null, vehicleCategory: 'Used cars', tradeCondition: 'FOB',
      freLine: data.lines[0].code, paymentMethod: 'T/T', costDisplay: 1450, depositExpirationDate: day(10), dptEstimateDate: day(20), notice: null,
    };
    const made = await get('/staff/offers', { method: 'POST', headers: staff, body: JSON.stringify(body) });
    expectStatus(made.res, 201);
    const id = JSON.parse(made.text).data.freRateLegacyId;
    const page = (lang) => get(`/contents/oceanFreight-detail/${id}?lang=${lang}`, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    const live = await page('es');
    expectStatus(live.res, 200);
    const ended = await get(`/staff/offer/status?freRateLegacyId=${id}`, { method: 'POST', headers: staff, body: JSON.stringify({ action: 'END' }) });
    expectStatus(ended.res, 200);
    const gone = await page('es');
    expectStatus(gone.res, 410);
    const titles = [...gone.text.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
    const goneHead = await (await fetch(`${apiUrl}/.fw-head/es/.forwarder-gone`)).text();
    expect(titles.length === 1 && titles[0] === goneHead.match(/<title>([^<]*)<\/title>/)?.[1] && titles[0].startsWith('Esta oferta ha cerrado'), `closed offer: <title> ${JSON.stringify(titles)}`);
    expect(gone.text.includes('<html lang=es') && gone.text.includes('<meta name="robots" content="noindex">'), 'closed offer: not the es page, or no noindex');
  });

  await check('a form-encoded POST through the gateway is 415', async () => {
    const { res } = await get('/cmn/login', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40b.c&pwd=x' });
    expectStatus(res, 415);
  });

  await check("a booking document's answer keeps the api's sandboxing CSP through the gateway (every other answer gets the site's)", async () => {
    for (const p of ['/svc/booking/document?documentId=1', '/staff/booking/document?documentId=1']) {
      const { res } = await get(p);
      expectStatus(res, 401);
      expect(header(res, 'content-security-policy') === DOCUMENT_CSP, `${p}: CSP is "${header(res, 'content-security-policy')}"`);
    }
  });

  await check('personal-data answers are Cache-Control: no-store through the gateway', async () => {
    for (const p of ['/cmn/auth/user', '/cmn/curr']) {
      const { res } = await get(p);
      expect(header(res, 'cache-control') === 'no-store', `${p}: Cache-Control is "${header(res, 'cache-control')}"`);
    }
  });

  await check('access logs (gateway and static containers) hold no query string, no Referer and no token or email of a page path', async () => {
    const secrets = ['Tk1a2B3c4D5e6F7g8H9i0JkLmNoP', 'Tk2a2B3c4D5e6F7g8H9i0JkLmNoP', 'Tk3a2B3c4D5e6F7g8H9i0JkLmNoP', 'Tk4a2B3c4D5e6F7g8H9i0JkLmNoP', 'Tk5a2B3c4D5e6F7g8H9i0JkLmNoP', 'Tk6a2B3c4D5e6F7g8H9i0JkLmNoP', 'Tk7a2B3c4D5e6F7g8H9i0JkLmNoP', 'Tk8short', 'jane-doe'];
    const html = { accept: 'text/html', 'accept-encoding': 'identity' };
    await get(`/member/change-password/${secrets[0]}`, { headers: html });
    await get(`/cmn/unsubscribe?emailHash=${secrets[1]}`, { method: 'PUT' });
    await get('/main.js', { headers: { referer: `${gw}/member/change-password/${secrets[2]}` } });
    await get(`/member/confirm-email-completed/${secrets[3]}?utm=${secrets[4]}`, { headers: html });
    await get(`/mf/member/mf-manifest.json?token=${secrets[5]}`);
    await get(`/member/email-unsubscribed/${secrets[7]}`, { headers: html });
    await get(`/some/${secrets[6]}/page`, { headers: html });
    await get('/contents/oceanFreight-confirmed/12/jane-doe%40mail-example-com', { headers: html });
    await get('/assets/missing.0000.js', { headers: { referer: `${gw}/member/change-password/${secrets[2]}` } });
    // nginx writes a request's line once it has sent the answer.
    await sleep(300);
    const read = (f) => (fs.existsSync(path.join(tmp, 'logs', f)) ? fs.readFileSync(path.join(tmp, 'logs', f), 'utf8') : '');
    const log = ['nginx.out', 'access.log'].map(read).join('\n');
    const leaked = secrets.filter((x) => log.includes(x) || read('error.log').includes(x));
    expect(leaked.length === 0, `the log holds ${leaked.join(', ')}`);
    expect(!/\?[A-Za-z]+=/.test(log), 'the log holds a query string');
    expect(!log.includes(`${gw}/`), 'the log holds a Referer');
    const redacted = log.split('\n').filter((l) => l.includes('"GET /member/change-password/~ HTTP/1.1" 200'));
    // One line from the gateway, one from the shell's container behind it.
    expect(redacted.length >= 2, `${redacted.length} redacted line(s) for the change-password page:\n${tail(path.join(tmp, 'logs/nginx.out'), 12)}`);
    expect(log.includes('"PUT /cmn/unsubscribe '), 'the unsubscribe call is not logged at all');
    return `${log.split('\n').filter(Boolean).length} log lines`;
  });

  await check('docker-compose: no demo seed, no default database password, mail UI on loopback only, production api', async () => {
    const compose = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    expect(/- \.\/deploy\/nginx\/log-format\.conf:\/etc\/nginx\/conf\.d\/00-log-format\.conf:ro/.test(compose), 'the gateway does not get deploy/nginx/log-format.conf');
    expect(/HOST: 0\.0\.0\.0/.test(compose), 'the api containers do not listen on 0.0.0.0 (its default is loopback)');
    const staticImage = fs.readFileSync(path.join(ROOT, 'deploy/Dockerfile.static'), 'utf8');
    expect(/COPY deploy\/nginx\/log-format\.conf \/etc\/nginx\/conf\.d\/00-log-format\.conf/.test(staticImage), 'the static image does not get deploy/nginx/log-format.conf');
    // The one seed production accepts: the reference data, never the demo seed.
    const seeds = [...compose.matchAll(/^\s*SEED:\s*(.*?)\s*$/gm)].map((m) => m[1]);
    expect(seeds.every((v) => /^"?reference"?$/.test(v)), `docker-compose sets SEED to ${seeds.join(', ')}`);
    expect(/NODE_ENV: production/.test(compose), 'the api is not NODE_ENV=production');
    expect(!/POSTGRES_PASSWORD:-/.test(compose), 'POSTGRES_PASSWORD has a default');
    expect((compose.match(/\$\{POSTGRES_PASSWORD:\?/g) ?? []).length >= 2, 'POSTGRES_PASSWORD is not required everywhere it is used');
    const ports = [...compose.matchAll(/^\s*-\s*"([^"]*8025[^"]*)"/gm)].map((m) => m[1]);
    expect(ports.length > 0 && ports.every((p) => p.startsWith('127.0.0.1:')), `mail UI published as ${ports.join(', ')}`);
    const template = fs.readFileSync(path.join(ROOT, 'deploy/nginx/gateway.conf.template'), 'utf8');
    expect(!/\$http_x_forwarded_(proto|host)/.test(template), 'the gateway passes a client-sent X-Forwarded-* header on');
  });

  await check('security headers on every response, each exactly once', async () => {
    const problems = [];
    for (const { path: p, status, headers } of seen) {
      const want = {
        'content-security-policy': (v) => v === (/^\/(?:svc|staff)\/booking\/document\?documentId=/.test(p) ? DOCUMENT_CSP : EXPECTED_CSP),
        'x-content-type-options': (v) => v === 'nosniff',
        'referrer-policy': (v) => v === 'strict-origin-when-cross-origin',
        'strict-transport-security': (v) => /^max-age=\d+(; includeSubDomains)?(; preload)?$/.test(v),
        'permissions-policy': (v) => /^camera=\(\), microphone=\(\)/.test(v),
        'cross-origin-opener-policy': (v) => v === 'same-origin',
      };
      for (const [name, ok] of Object.entries(want)) {
        const value = headers.get(name);
        if (value === null || !ok(value)) problems.push(`${p} (${status}) ${name}: ${value ?? 'absent'}`);
      }
    }
    expect(problems.length === 0, problems.slice(0, 8).join('; '));
    return `${seen.length} responses`;
  });

  // 6. Done.
  if (failed) {
    console.log(`--- nginx error.log (${tmp}/logs)\n${tail(`${tmp}/logs/error.log`, 15)}`);
    console.log(`--- api output\n${tail(apiLog, 15)}`);
  }
  console.log(`${passed} passed, ${failed} failed`);
  await stopAll();
  process.exit(failed ? 1 : 0);
}

const budget = setTimeout(() => {
  fatal(`took longer than ${TOTAL_BUDGET_MS / 1000} s`);
}, TOTAL_BUDGET_MS);
budget.unref();

main().catch((err) => fatal(err.stack ?? String(err)));
