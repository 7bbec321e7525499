/**
 * Lighthouse (e2e's devDependency) against Debian Chromium: the performance category (and, for a
 * page measured signed out, the SEO category: issue 25), the
 * mobile preset (Lighthouse's default: simulated slow 4G, 4x CPU slowdown, Moto G Power
 * screen) and the desktop preset. A fresh headless Chromium per run, so every run is a cold
 * load; the median of the runs is reported per metric.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../../scripts/lib.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './browser.mjs';

const e2eRequire = createRequire(path.join(ROOT, 'e2e/package.json'));

async function load() {
  const lhMain = e2eRequire.resolve('lighthouse');
  const lhRequire = createRequire(lhMain);
  const { default: lighthouse } = await import(pathToFileURL(lhMain).href);
  const { default: desktopConfig } = await import(pathToFileURL(lhRequire.resolve('lighthouse/core/config/desktop-config.js')).href);
  const chromeLauncher = await import(pathToFileURL(lhRequire.resolve('chrome-launcher')).href);
  const puppeteer = await import(pathToFileURL(lhRequire.resolve('puppeteer-core')).href);
  return { lighthouse, desktopConfig, chromeLauncher, puppeteer: puppeteer.default ?? puppeteer };
}

let modules;

export const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

/** The LCP element as Lighthouse 13 reports it (in the LCP breakdown insight). */
function lcpElement(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((i) => i?.type === 'node');
  if (!node) return null;
  const where = node.selector ?? node.snippet ?? '';
  const label = String(node.nodeLabel ?? '');
  return label && !where.startsWith(label.slice(0, 20)) ? `${where} "${label.slice(0, 60)}"` : where;
}

/** One Lighthouse run; resolves with the metrics or { error }. */
async function runOnce(url, preset, session, categories = null) {
  modules ??= await load();
  const { lighthouse, desktopConfig, chromeLauncher, puppeteer } = modules;
  process.env.CHROME_PATH = CHROMIUM;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  let driver = null;
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // Signed-out pages are also judged as a search engine reads them (SEO: crawlable, titled,
      // described, hreflang, status); its audits add little to a run's time.
      onlyCategories: categories ?? (session ? ['performance'] : ['performance', 'seo']),
      // The not-found page may answer 404 by design; measure it anyway.
      ignoreStatusCode: true,
    };
    let page;
    if (session) {
      // A signed-in page: set the cookie and the shell's email flag on the origin first (on a
      // JSON file, so no script of the suite is cached), and keep that storage for the run.
      driver = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      page = await driver.newPage();
      await page.setCookie({ ...session.cookie, url: session.origin });
      await page.goto(`${session.origin}/runtime-config.json`);
      await page.evaluate((email) => localStorage.setItem('email', email), session.email);
      flags.disableStorageReset = true;
    }
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined, page);
    const lhr = result?.lhr;
    if (!lhr) return { error: 'no result' };
    const num = (id) => lhr.audits[id]?.numericValue ?? null;
    const score = lhr.categories.performance?.score;
    const seo = lhr.categories.seo?.score;
    // The SEO audits that did not pass, by id (what to fix when the score is under 100).
    const seoFailed = lhr.categories.seo ? lhr.categories.seo.auditRefs.filter((a) => a.weight > 0 && lhr.audits[a.id]?.score === 0).map((a) => a.id) : [];
    return {
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
      score: typeof score === 'number' ? Math.round(score * 100) : null,
      seoScore: typeof seo === 'number' ? Math.round(seo * 100) : null,
      seoFailed,
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      fcpMs: num('first-contentful-paint'),
      siMs: num('speed-index'),
      lcpElement: lcpElement(lhr),
      // Lighthouse's measure of the host CPU's speed during the run (higher is faster): the
      // simulated mobile timings scale the observed main-thread work by 4, so they move with it.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      warnings: lhr.runWarnings ?? [],
    };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  } finally {
    if (driver) await driver.disconnect().catch(() => {});
    await chrome.kill();
  }
}

/** `runs` Lighthouse runs of `url` with `preset` ('mobile' | 'desktop'), and their medians. */
export async function measureLighthouse(url, preset, runs, log = () => {}, session = null) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const r = await runOnce(url, preset, session);
    const seo = r.seoScore === null || r.seoScore === undefined ? '' : `, SEO ${r.seoScore}${r.seoFailed?.length ? ` (failed: ${r.seoFailed.join(', ')})` : ''}`;
    log(`${preset} run ${i + 1}/${runs}: ${r.error ? `error ${r.error}` : `score ${r.score}, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls?.toFixed(3)}${seo}, host benchmarkIndex ${Math.round(r.benchmarkIndex ?? 0)}`}`);
    results.push(r);
  }
  const ok = results.filter((r) => !r.error || r.score !== null);
  return {
    runs: results,
    median: {
      score: median(ok.map((r) => r.score)),
      lcpMs: median(ok.map((r) => r.lcpMs)),
      tbtMs: median(ok.map((r) => r.tbtMs)),
      cls: median(ok.map((r) => r.cls)),
      fcpMs: median(ok.map((r) => r.fcpMs)),
      seoScore: median(ok.map((r) => r.seoScore)),
    },
    lcpElement: ok.find((r) => r.lcpElement)?.lcpElement ?? null,
  };
}

/**
 * Lighthouse's SEO category alone (mobile preset, one run: its audits read the document, not the
 * timings) for `url`: what the page's other language addresses (`?lang=es`, `?lang=ru`) are judged by.
 */
export async function measureSeo(url) {
  const r = await runOnce(url, 'mobile', null, ['seo']);
  return { seoScore: r.seoScore ?? null, seoFailed: r.seoFailed ?? [], error: r.error ?? null };
}
