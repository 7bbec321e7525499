#!/usr/bin/env node
/**
 * `npm run bench`: the performance bench (bench/README.md). Builds the production suite (when
 * out of date), starts the api in all-in-one mode on a free loopback port, and measures in
 * one run on this machine, with Debian Chromium:
 * - per page of bench/routes.json and the static reference page: compressed JavaScript by
 *   app and library, requests, library copies, Lighthouse mobile (median), and desktop where a
 *   budget reads it (the home page and the reference page; every page with --desktop);
 * - every remote's remoteEntry.js and mf-manifest.json (gzip, brotli);
 * - the api under autocannon on PGlite and on a throwaway PostgreSQL cluster;
 * - live streams (bench/lib/streams.mjs): 2,000 open booking streams, staff messages delivered to
 *   them, and an unrelated request's p99 idle and under that load, on an api of its own (api only);
 * - with --scale=N[,M...], data at scale (issue 27): for each N a throwaway PostgreSQL seeded with
 *   `seed-scale-cli.ts --scale=N`, and every list, count and detail call of the buyer side and the
 *   staff desk under autocannon (bench/lib/api-load.mjs scaleEndpoints), p99 side by side per N;
 * - many buyers at once through the gateway (issue 27, bench/lib/load.mjs): 200 buyers' journeys
 *   against two api replicas on one PostgreSQL behind the gateway's real nginx configuration, a
 *   replica killed and PostgreSQL restarted in the middle (the `load` key).
 * Writes bench/results.json, prints a markdown table, and exits 1 when a budget of
 * bench/budgets.json is broken. Not part of `npm test` (timings are noisy).
 *
 * Options: --skip-install, --rebuild (build even when up to date), --skip-build, --runs=N (Lighthouse runs,
 * default 3), --skip-lighthouse, --skip-api, --routes=home,bookingDetail (measure only these pages of
 * bench/routes.json; budgets of the pages left out are not evaluated), --desktop (the desktop preset
 * on every page, not only on those a budget reads it for), --skip-streams, --only=streams (the live-stream
 * scenario alone, on PGlite and PostgreSQL: no install, no front-end build, no pages; only its budgets),
 * --scale=1,10,100 (data at scale at these factors, after the rest), --only=scale (that part alone, no
 * install, no build, no pages; --scale defaults to 1,10,100 there; only its budgets), --skip-load,
 * --only=load (many buyers through the gateway alone: no pages; the front ends are built only when
 * a dist is missing; only its budgets).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, buildApps, ensureSystemTools, install, run } from './lib.mjs';
import { CROWD, CROWD_PAGES, CROWD_SIGNED_IN_PAGES, DESK_INBOX_ENDPOINTS, SCALE_BUYER, loadTest, scaleEndpoints, scaleTargets } from '../bench/lib/api-load.mjs';
import { evaluate, loadBudgets } from '../bench/lib/budgets.mjs';
import { CHROMIUM, captureHero, launchBrowser, measurePage } from '../bench/lib/browser.mjs';
import { entryFiles, remoteEntrySizes } from '../bench/lib/dist.mjs';
import { measureLighthouse, measureSeo } from '../bench/lib/lighthouse.mjs';
import { signInSession } from '../bench/lib/session.mjs';
import { startApi, startPostgres } from '../bench/lib/proc.mjs';
import { REFERENCE_PATH, removeReference, writeReference } from '../bench/lib/reference.mjs';
import { markdown } from '../bench/lib/report.mjs';
import { STREAM_API_ENV, streamScenario } from '../bench/lib/streams.mjs';
import { loadScenario } from '../bench/lib/load.mjs';
import { missingDists } from './nginx-gateway.mjs';
// scripts/check-fresh-clone.mjs loads this file's imports from a copy without node_modules.
if (process.argv.includes('--imports-only')) process.exit(0);

/** The staff account the desk's pages and the scaled inbox are measured with (bench/routes.json's desk rows). */
const STAFF = { email: 'staff@example.com', password: 'StaffDesk#2026' };
const BUYER = { email: 'demo.buyer@example.com', password: 'DemoBuyer#2026' };

const routesFile = JSON.parse(readFileSync(path.join(ROOT, 'bench/routes.json'), 'utf8'));
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
/** The page a budget's metric reads (`routes.<name>.…`; `*` for every page), or null. */
const budgetRoute = (metric) => /^routes\.([^.]+)\./.exec(metric)?.[1] ?? null;
const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const onlyPart = args.find((a) => a.startsWith('--only='))?.split('=')[1] ?? null;
if (onlyPart !== null && onlyPart !== 'streams' && onlyPart !== 'scale' && onlyPart !== 'load') {
  console.error(`[bench] --only=${onlyPart}: only --only=streams, --only=scale and --only=load exist`);
  process.exit(2);
}
/** The scale factors of the data-at-scale part (--scale=1,10,100), smallest first; none without --scale (but with --only=scale). */
const scaleArg = args.find((a) => a.startsWith('--scale='))?.split('=')[1] ?? (onlyPart === 'scale' ? '1,10,100' : null);
const scales = scaleArg === null ? [] : [...new Set(scaleArg.split(',').map(Number))].sort((a, b) => a - b);
if (scaleArg !== null && (!scales.length || scales.some((n) => !Number.isInteger(n) || n < 1))) {
  console.error(`[bench] --scale=${scaleArg}: positive integers separated by commas, e.g. --scale=1,10,100`);
  process.exit(2);
}
if ((onlyPart === 'streams' || onlyPart === 'load') && scales.length) {
  console.error(`[bench] --scale with --only=${onlyPart}: use --only=scale for the data-at-scale part alone`);
  process.exit(2);
}

const started = Date.now();
const log = (msg) => console.log(`[bench ${String(Math.round((Date.now() - started) / 1000)).padStart(3)}s] ${msg}`);

/** Everything started is stopped, also on Ctrl-C. */
const cleanups = [];
async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (err) {
      console.error(`[bench] cleanup: ${err.message}`);
    }
  }
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    console.error(`\n[bench] ${sig}: stopping`);
    await cleanup();
    process.exit(130);
  });
}

const budgets = loadBudgets();
const heavy = budgets.flatMap((b) => b.libraries ?? []);
const results = {
  startedAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, chromium: CHROMIUM },
  lighthouseRuns: runs,
  routes: {},
  lcpRatio: null,
  remoteEntries: null,
  entryFiles: null,
  api: null,
  crowd: null,
  streams: null,
  scale: null,
  scaleSeed: null,
  load: null,
  budgets: [],
  problems: [],
};
const problem = (msg) => {
  results.problems.push(msg);
  console.error(`[bench] problem: ${msg}`);
};

/**
 * The live-stream scenario on an api of its own (api only, so no build is needed; the limits of
 * STREAM_API_ENV), on PGlite, then on a throwaway PostgreSQL cluster.
 */
async function measureStreams() {
  results.streams = {};
  for (const backend of ['pglite', 'postgres']) {
    log(`live streams on ${backend === 'pglite' ? 'PGlite' : 'PostgreSQL (throwaway cluster)'}`);
    const stops = [];
    const own = (stop) => {
      cleanups.push(stop);
      stops.push(stop);
    };
    try {
      let databaseUrl;
      if (backend === 'postgres') {
        const pg = await startPostgres();
        own(pg.stop);
        databaseUrl = pg.url;
      }
      const api = await startApi({ label: `streams-${backend}`, databaseUrl, env: STREAM_API_ENV });
      own(api.stop);
      results.streams[backend] = await streamScenario(api.origin, { log: (m) => log(`  ${m}`) });
    } catch (err) {
      problem(`live streams on ${backend}: ${err.message}`);
      results.streams[backend] = { error: err.message };
    } finally {
      for (const stop of stops.reverse()) {
        cleanups.splice(cleanups.indexOf(stop), 1);
        await stop();
      }
    }
  }
}

/**
 * Data at scale (issue 27), for each N of --scale: a throwaway PostgreSQL cluster and an api on it
 * (its first start seeds the demo data), the scaled seed at N (`seed-scale-cli.ts --scale=N`,
 * timed), sign-ins of the scale buyer and the staff member, one GET of every call (a non-2xx is a
 * problem and its figures are void), then each call under autocannon as the api part loads
 * (10 connections, 10 s after 2 s of warm-up): `results.scale[N][call]`, seed time in
 * `results.scaleSeed[N]`.
 */
async function measureScale() {
  results.scale = {};
  results.scaleSeed = {};
  for (const n of scales) {
    log(`data at scale N=${n}: throwaway PostgreSQL, the api, the scaled seed`);
    const stops = [];
    const own = (stop) => {
      cleanups.push(stop);
      stops.push(stop);
    };
    try {
      const pg = await startPostgres();
      own(pg.stop);
      const api = await startApi({ label: `scale-${n}`, databaseUrl: pg.url });
      own(api.stop);
      const seedStarted = Date.now();
      if ((await run(process.execPath, ['--import', 'tsx', 'src/db/seed-scale-cli.ts', `--scale=${n}`], { cwd: path.join(ROOT, 'api'), env: { ...process.env, DATABASE_URL: pg.url } })) !== 0) throw new Error('the scaled seed failed');
      results.scaleSeed[n] = { seconds: Math.round((Date.now() - seedStarted) / 100) / 10 };
      log(`  N=${n}: seeded in ${results.scaleSeed[n].seconds} s (the seed process, start to end)`);
      const headersOf = (session) => ({ cookie: `${session.cookie.name}=${session.cookie.value}` });
      const buyer = headersOf(await signInSession(api.origin, SCALE_BUYER));
      const staff = headersOf(await signInSession(api.origin, STAFF));
      const endpoints = scaleEndpoints(await scaleTargets(api.origin, { buyer, staff }));
      // One GET of each call first: a failing one is reported now, and not loaded (its figures would measure an error).
      const out = {};
      const loads = [];
      for (const [side, headers] of [['buyer', buyer], ['staff', staff]]) {
        const ok = {};
        for (const [name, p] of Object.entries(endpoints[side])) {
          const res = await fetch(api.origin + p, { headers });
          await res.arrayBuffer();
          if (res.status === 200) ok[name] = p;
          else {
            problem(`data at scale N=${n}: GET ${p} (${name}, ${side}) answered ${res.status}: no figures`);
            out[name] = { path: p, probeStatus: res.status, requestsPerSecond: null, p50Ms: null, p99Ms: null, maxMs: null, requests: 0, non2xx: null, errors: null, timeouts: null };
          }
        }
        loads.push([ok, headers]);
      }
      for (const [eps, headers] of loads) Object.assign(out, await loadTest(api.origin, { endpoints: eps, headers, log: (m) => log(`  N=${n} ${m}`) }));
      // In the calls' order (buyer side, then the desk).
      results.scale[n] = Object.fromEntries([...Object.keys(endpoints.buyer), ...Object.keys(endpoints.staff)].map((name) => [name, out[name]]));
      const failing = Object.entries(out).filter(([, e]) => e.probeStatus === 200 && (e.p99Ms === null || e.errors > 0));
      for (const [name, e] of failing) problem(`data at scale N=${n}: ${name} under load: ${e.non2xx} non-2xx, ${e.errors} errors (${e.timeouts} time-outs)`);
    } catch (err) {
      problem(`data at scale N=${n}: ${err.message}`);
      results.scale[n] = { error: err.message };
    } finally {
      for (const stop of stops.reverse()) {
        cleanups.splice(cleanups.indexOf(stop), 1);
        await stop();
      }
    }
  }
}

/**
 * Many buyers at once through the gateway (issue 27, bench/lib/load.mjs): two api replicas on a
 * throwaway PostgreSQL behind the gateway's nginx configuration, 200 buyers' journeys, a replica
 * killed and PostgreSQL restarted in the middle. Needs the built front ends (the gateway serves
 * the shell's page).
 */
async function measureLoad() {
  log('many buyers at once through the gateway: PostgreSQL, two api replicas, nginx');
  const scenario = loadScenario({ log: (m) => log(`  ${m}`) });
  cleanups.push(scenario.stop);
  try {
    results.load = await scenario.run();
    const l = results.load;
    log(
      `  steady: ${l.steady.requestsPerSecond} requests/s, ${l.steady.errors} errors; failover: ${l.failover.errors} errors (${l.failover.errorPercent} %); PostgreSQL restart: ${l.pgRestart.recovered ? 'recovered' : 'NOT recovered'}; lost writes ${l.writes.lost}; stream messages missed ${l.streams.missed}, twice ${l.streams.duplicates}`,
    );
  } catch (err) {
    problem(`load through the gateway: ${err.message}`);
    results.load = { error: err.message };
  } finally {
    cleanups.splice(cleanups.indexOf(scenario.stop), 1);
    await scenario.stop();
  }
}

async function main() {
  if (onlyPart === 'load') {
    if (!flag('skip-install')) {
      log('installing the workspace, PostgreSQL and nginx (quick when done)');
      await install();
      if (!(await ensureSystemTools(['postgresql', 'nginx']))) throw new Error('system tools missing (see above)');
    }
    // The gateway serves the built shell and remotes; built here only when missing (a build that
    // is merely older than the sources serves the same api calls).
    if (!flag('skip-build') && missingDists().length) {
      log('production build (a dist is missing)');
      await buildApps({ force: flag('rebuild') });
    }
    await measureLoad();
    return;
  }
  if (onlyPart === 'streams' || onlyPart === 'scale') {
    // From a fresh clone too (the api runs with the workspace's tsx): installed first, like the whole bench.
    if (!flag('skip-install')) {
      log('installing the workspace and PostgreSQL (quick when done)');
      await install();
      if (!(await ensureSystemTools(['postgresql']))) throw new Error('system tools missing (see above)');
    }
    if (onlyPart === 'streams') await measureStreams();
    else await measureScale();
    return;
  }
  // Like npm start and npm test, the bench works from a fresh clone: the workspace is installed
  // (quick when it already is) and Chromium and PostgreSQL come from apt when missing.
  if (!flag('skip-install')) {
    log('installing the workspace and system tools (quick when done)');
    await install();
    if (!(await ensureSystemTools(flag('skip-api') ? ['chromium'] : ['chromium', 'postgresql', ...(flag('skip-load') ? [] : ['nginx'])]))) throw new Error('system tools missing (see above)');
  }
  results.machine.chromium = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim() || CHROMIUM;
  if (!flag('skip-build')) {
    log('production build (skipped when up to date)');
    await buildApps({ force: flag('rebuild') });
  }
  results.remoteEntries = remoteEntrySizes();
  results.entryFiles = entryFiles(heavy);

  removeReference(); // left over by an interrupted run
  cleanups.push(async () => removeReference());
  log('starting the api (PGlite) serving the built suite');
  const api = await startApi({ label: 'pglite' });
  cleanups.push(api.stop);
  log(`api at ${api.origin}`);

  // Bytes, requests and library copies: one cold load per page, then the reference page built
  // from the hero the home page rendered.
  const only = args.find((a) => a.startsWith('--routes='))?.split('=')[1]?.split(',').filter(Boolean);
  const pages = routesFile.routes.filter((r) => !only || only.includes(r.name));
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  let hero = null;
  // Routes with `signIn` are measured signed in (bench/lib/session.mjs).
  const sessions = new Map();
  const sessionFor = async (route) => {
    if (!route.signIn) return null;
    if (!sessions.has(route.signIn.email)) sessions.set(route.signIn.email, await signInSession(api.origin, route.signIn));
    return sessions.get(route.signIn.email);
  };
  for (const route of pages) {
    log(`cold load ${route.path}`);
    const r = await measurePage(browser, api.origin + route.path, {
      onPage: route.name === 'home' ? async (page) => (hero = await captureHero(page).catch(() => null)) : undefined,
      session: await sessionFor(route),
    });
    if (r.error) problem(`${route.path}: ${r.error}`);
    results.routes[route.name] = { path: route.path, ...r };
  }
  try {
    results.reference = writeReference(hero);
    if (!hero) problem('could not read the hero from the rendered home page; the reference page uses mfe-content sources');
    const check = await fetch(api.origin + REFERENCE_PATH, { headers: { accept: 'text/html' } }).then((res) => res.text());
    if (!check.includes('name="bench-reference"')) throw new Error(`${REFERENCE_PATH} is not served as a file`);
    pages.push({ name: 'reference', path: REFERENCE_PATH });
    log(`cold load ${REFERENCE_PATH}`);
    results.routes.reference = { path: REFERENCE_PATH, ...(await measurePage(browser, api.origin + REFERENCE_PATH)) };
  } catch (err) {
    problem(`reference page: ${err.message}`);
  }
  await browser.close();
  cleanups.pop();

  if (!flag('skip-lighthouse')) {
    // The desktop preset runs on the pages a budget reads it for (the home page) and on the
    // reference page beside them; --desktop runs it on every page (it doubles the time).
    const desktopPages = new Set(budgets.filter((b) => b.metric.includes('.lighthouse.desktop.')).map((b) => budgetRoute(b.metric)));
    if (desktopPages.size) desktopPages.add('reference');
    const desktopAll = flag('desktop') || desktopPages.has('*');
    for (const route of pages) {
      for (const preset of desktopAll || desktopPages.has(route.name) ? ['mobile', 'desktop'] : ['mobile']) {
        log(`Lighthouse ${preset} ${route.path} (${runs} runs)`);
        const lh = await measureLighthouse(api.origin + route.path, preset, runs, (m) => log(`  ${m}`), await sessionFor(route));
        const errors = lh.runs.filter((r) => r.error).map((r) => r.error);
        if (errors.length) problem(`Lighthouse ${preset} ${route.path}: ${[...new Set(errors)].join('; ')}`);
        results.routes[route.name].lighthouse ??= {};
        results.routes[route.name].lighthouse[preset] = lh;
      }
    }
    // The pages a search engine lists are judged in Spanish and Russian too, at their language
    // addresses (issue 25): the SEO category alone, once per language.
    const seoBudget = budgets.find((b) => b.id === 'seo-score');
    const listed = pages.filter((route) => seoBudget && !seoBudget.except?.includes(`routes.${route.name}`) && results.routes[route.name]?.lighthouse?.mobile);
    for (const route of listed) {
      for (const lang of ['es', 'ru']) {
        const url = `${api.origin}${route.path}${route.path.includes('?') ? '&' : '?'}lang=${lang}`;
        const seo = await measureSeo(url);
        log(`Lighthouse SEO ${route.path} (${lang}): ${seo.error ? `error ${seo.error}` : `${seo.seoScore}${seo.seoFailed.length ? ` (failed: ${seo.seoFailed.join(', ')})` : ''}`}`);
        if (seo.error && seo.seoScore === null) problem(`Lighthouse SEO ${url}: ${seo.error}`);
        results.routes[route.name].lighthouse.seo ??= {};
        results.routes[route.name].lighthouse.seo[lang] = seo;
      }
    }
    const ratio = (preset) => {
      const home = results.routes.home?.lighthouse?.[preset]?.median.lcpMs;
      const ref = results.routes.reference?.lighthouse?.[preset]?.median.lcpMs;
      return home && ref ? Math.round((home / ref) * 100) / 100 : null;
    };
    results.lcpRatio = { mobile: ratio('mobile'), desktop: ratio('desktop') };
  }
  removeReference();

  if (!flag('skip-api')) {
    results.api = {};
    log('api load test on PGlite');
    results.api.pglite = await loadTest(api.origin, { log: (m) => log(`  ${m}`) });
    // Pages rendered with their data, under a crowd (issue 27): the budgets read `crowd.*`.
    log(`pages under a crowd: ${CROWD.connections} connections, ${CROWD.durationS} s each`);
    const page = { accept: 'text/html', 'accept-encoding': 'br' };
    const buyer = await signInSession(api.origin, BUYER);
    results.crowd = {
      ...(await loadTest(api.origin, { endpoints: CROWD_PAGES, headers: page, ...CROWD, log: (m) => log(`  ${m}`) })),
      ...(await loadTest(api.origin, { endpoints: CROWD_SIGNED_IN_PAGES, headers: { ...page, cookie: `${buyer.cookie.name}=${buyer.cookie.value}` }, ...CROWD, log: (m) => log(`  ${m}`) })),
    };
  }
  await api.stop();
  cleanups.splice(cleanups.indexOf(api.stop), 1);

  if (!flag('skip-api')) {
    log('api load test on PostgreSQL (throwaway cluster)');
    try {
      const pg = await startPostgres();
      cleanups.push(pg.stop);
      const pgApi = await startApi({ label: 'postgres', databaseUrl: pg.url });
      cleanups.push(pgApi.stop);
      results.api.postgres = await loadTest(pgApi.origin, { log: (m) => log(`  ${m}`) });
      // The staff inbox at scale (issue 23): the same database grown by 10,000 bookings and
      // 200,000 chat messages, read by a staff session.
      log('staff inbox at scale on PostgreSQL: seeding 10,000 bookings and 200,000 messages');
      if ((await run(process.execPath, ['--import', 'tsx', 'src/db/seed-scale-cli.ts', '10000', '200000'], { cwd: path.join(ROOT, 'api'), env: { ...process.env, DATABASE_URL: pg.url } })) !== 0) throw new Error('the scaled seed failed');
      const staff = await signInSession(pgApi.origin, STAFF);
      Object.assign(results.api.postgres, await loadTest(pgApi.origin, { endpoints: DESK_INBOX_ENDPOINTS, headers: { cookie: `${staff.cookie.name}=${staff.cookie.value}` }, log: (m) => log(`  ${m}`) }));
      await cleanup();
    } catch (err) {
      problem(`PostgreSQL run: ${err.message}`);
      results.api.postgres = { error: err.message };
      await cleanup();
    }
    if (!flag('skip-streams')) await measureStreams();
    if (!flag('skip-load')) await measureLoad();
  }
  if (scales.length) await measureScale();
}

let failed = false;
try {
  await main();
} catch (err) {
  problem(err instanceof Error ? err.message : String(err));
  failed = true;
} finally {
  await cleanup();
}

results.durationS = Math.round((Date.now() - started) / 1000);
// With --routes, a budget of a page that was not measured says nothing: leave it out.
const measuredRoute = (b) => {
  const route = budgetRoute(b.metric);
  return !route || route === '*' || results.routes[route] !== undefined;
};
// The stream, scale and load budgets only when their part ran; with --only=<part>, only theirs.
const measuredPart = (b) => {
  if (b.metric.startsWith('streams.')) return results.streams !== null;
  if (b.metric.startsWith('scale.')) return results.scale !== null;
  if (b.metric.startsWith('load.')) return results.load !== null;
  return onlyPart === null;
};
// A scale budget reads the largest N measured: `{largest}` in its metric.
const largestScale = scales.at(-1);
const atLargest = (b) => (b.metric.includes('{largest}') ? { ...b, metric: b.metric.replace('{largest}', String(largestScale)) } : b);
results.budgets = evaluate(budgets.filter((b) => measuredRoute(b) && measuredPart(b)).map(atLargest), results);
writeFileSync(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${markdown(results)}\n`);
log(`done; figures in bench/results.json`);
const broken = results.budgets.filter((b) => !b.ok).length;
process.exit(failed || broken ? 1 : 0);
