/**
 * Helpers shared by the journeys: the home page's sections, sign-in through the api, the visitor
 * country seam, the header's language/currency dialog, prices, and the translations of the PO
 * files (so a test checks the text a translator wrote, and fails while an entry is missing).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS, browserPasswordHash } from '../../api/src/db/demo-accounts';

export { DEMO_ACCOUNTS };

/** A seeded account (credentials as a person types them). */
export type Account = (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS];

/** The interface languages. */
export type Lang = 'en' | 'es' | 'ru';

/** Apps that own a catalog (folder names of the workspace). */
export type CatalogApp = 'shell' | 'shared' | 'mfe-content' | 'mfe-freight' | 'mfe-member' | 'mfe-booking';

/** The English texts the home page's sections are recognised by (their headings). */
export const HOME = {
  bannerTitle: 'Ship your vehicle from Korea, door to port, at a price you see upfront',
  spotDeals: 'Spot freight deals',
  reviews: 'What our buyers say',
  blog: 'Shipping news and buyer guides',
  newsletter: 'Get spot deals and sailing news first',
  services: 'RoRo, container, shared container or bulk',
  whyUs: 'A forwarder buyers come back to',
  about: 'A team in Korea that ships to the world',
} as const;

/** Headings of the sections that are always on the home page (the newsletter disappears once subscribed). */
const ALWAYS_SHOWN = [HOME.spotDeals, HOME.reviews, HOME.blog, HOME.services, HOME.whyUs, HOME.about] as const;

/** Generous wait for a first load of several remotes on a busy two-core machine. */
export const LOAD_TIMEOUT = 30_000;

/**
 * Waits until the page's prerendered first screen (inert, shown with the document) has given
 * way to the rendered page, so element actions reach the live elements, not the stand-in.
 */
export async function pageRendered(page: Page) {
  await expect(page.locator('[data-first-screen]:not([hidden])')).toHaveCount(0, { timeout: LOAD_TIMEOUT });
}

// ---------------------------------------------------------------------------------------------
// Translations

const REPO = path.resolve(__dirname, '../..');
const catalogs = new Map<string, Map<string, string>>();

/** Unquote one PO string literal. */
function unquote(literal: string): string {
  // The escapes PO files use are a subset of JSON string escapes.
  return JSON.parse(literal) as string;
}

/** Parse a PO file into msgid -> msgstr (entries with a context are keyed `ctx\u0004id`). */
function parsePo(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let ctx: string | null = null;
  let id: string | null = null;
  let str: string | null = null;
  let field: 'ctx' | 'id' | 'str' | null = null;
  const flush = () => {
    if (id !== null && str !== null) out.set(ctx ? `${ctx}\u0004${id}` : id, str);
    ctx = id = str = null;
    field = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    let m: RegExpExecArray | null;
    if ((m = /^msgctxt\s+(".*")$/.exec(line))) {
      if (str !== null) flush();
      ctx = unquote(m[1]!);
      field = 'ctx';
    } else if ((m = /^msgid\s+(".*")$/.exec(line))) {
      if (str !== null) flush();
      id = unquote(m[1]!);
      field = 'id';
    } else if ((m = /^msgstr\s+(".*")$/.exec(line))) {
      str = unquote(m[1]!);
      field = 'str';
    } else if (/^".*"$/.test(line)) {
      const part = unquote(line);
      if (field === 'ctx') ctx = (ctx ?? '') + part;
      else if (field === 'id') id = (id ?? '') + part;
      else if (field === 'str') str = (str ?? '') + part;
    } else if (line === '' || line.startsWith('#')) {
      if (line === '' && str !== null) flush();
    }
  }
  flush();
  return out;
}

/**
 * The translation of `msgid` in `app`'s `locale` catalog. Throws when the entry is missing or
 * still untranslated (empty or a copy of the English): the page cannot then show a translation.
 */
export function tr(app: CatalogApp, locale: Lang, msgid: string): string {
  if (locale === 'en') return msgid;
  const file = path.join(REPO, app, 'src/locales', locale, 'messages.po');
  let catalog = catalogs.get(file);
  if (!catalog) {
    catalog = parsePo(readFileSync(file, 'utf8'));
    catalogs.set(file, catalog);
  }
  const value = catalog.get(msgid);
  if (value === undefined) throw new Error(`${app}/src/locales/${locale}/messages.po has no entry for "${msgid}"`);
  if (value === '' || value === msgid) throw new Error(`${app}/src/locales/${locale}/messages.po leaves "${msgid}" untranslated`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Visitor country, session

/** Make the connection-info stand-in answer `code` for this context (a non-production test seam of the api). */
export async function setVisitorCountry(context: BrowserContext, baseURL: string | undefined, code: string): Promise<void> {
  await context.addCookies([{ name: 'dev-country', value: code, url: baseURL ?? 'http://127.0.0.1:3100' }]);
}

/**
 * Sign in through the api (the browser sends the hex SHA-256 of the password), then make the
 * page start with the local `email` flag, without which the shell never restores a session.
 */
export async function signIn(page: Page, account: Account): Promise<void> {
  const res = await page.request.post('/cmn/login', { data: { email: account.email, pwd: browserPasswordHash(account.password) } });
  expect(res.status(), `POST /cmn/login for ${account.email}`).toBe(200);
  await page.addInitScript((email) => {
    // Only once per tab: a sign-out in the page must not be undone by the next navigation.
    if (sessionStorage.getItem('__e2e_email_flag')) return;
    sessionStorage.setItem('__e2e_email_flag', '1');
    localStorage.setItem('email', email);
  }, account.email);
}

/** Start the page in `lang` (the saved language the shell boots with). */
export async function startInLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
  }, lang);
}

/** Wait until the visitor-country lookup has answered `code` (the shell caches it under `ip-country`). */
export async function waitForVisitorCountry(page: Page, code: string): Promise<void> {
  await page.waitForFunction((c) => localStorage.getItem('ip-country') === c, code, { timeout: LOAD_TIMEOUT });
}

// ---------------------------------------------------------------------------------------------
// Home page

/** The region of a home section, by its heading text. */
export function section(page: Page, heading: string | RegExp): Locator {
  return page.getByRole('region', { name: heading, exact: typeof heading === 'string' ? true : undefined });
}

/** The spot-deals section (English heading unless told). */
export function spotDeals(page: Page, heading: string = HOME.spotDeals): Locator {
  return section(page, heading);
}

/** The spot cards shown. */
export function spotCards(page: Page): Locator {
  return spotDeals(page).getByRole('article');
}

/**
 * Open the home page and wait until every remote widget has rendered its real content (not a
 * skeleton): the banner's h1 and the heading of each section; the newsletter too unless
 * `newsletter` is false (it is gone once this browser subscribed).
 */
export async function gotoHome(page: Page, { newsletter = true }: { newsletter?: boolean } = {}): Promise<void> {
  await page.goto('/');
  await waitForHomeWidgets(page, { newsletter });
}

/**
 * Home sections below the first screen load only when the buyer scrolls near them: scroll each
 * pending one into view, as a reader would, then return to the top.
 */
export async function revealDeferredSections(page: Page): Promise<void> {
  await scrollPendingSections(page);
  await expect(page.locator('[data-remote-pending]')).toHaveCount(0, { timeout: LOAD_TIMEOUT });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Scroll the pending home sections into view, one at a time. A section can mount (its placeholder
 * gone) or move (one above it just grew) between the count and the scroll: that scroll gives up
 * after a moment and the loop looks again, instead of waiting out the test for a placeholder that
 * is no longer there.
 */
export async function scrollPendingSections(page: Page): Promise<void> {
  const pending = page.locator('[data-remote-pending]');
  for (let i = 0; i < 20 && (await pending.count()) > 0; i++) {
    await pending.first().scrollIntoViewIfNeeded({ timeout: 2000 }).catch(() => undefined);
    await page.waitForTimeout(100);
  }
}

/** Wait for the home widgets of an already opened home page (see gotoHome). */
export async function waitForHomeWidgets(page: Page, { newsletter = true }: { newsletter?: boolean } = {}): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: HOME.bannerTitle })).toBeVisible({ timeout: LOAD_TIMEOUT });
  // The hero comes prerendered with the HTML; the app is running once the first screen's remote
  // widget (spot deals) has rendered, and only then are the deferred sections in the page.
  await expect(page.getByRole('heading', { level: 2, name: HOME.spotDeals, exact: true })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await revealDeferredSections(page);
  const headings = newsletter ? [...ALWAYS_SHOWN, HOME.newsletter] : [...ALWAYS_SHOWN];
  for (const name of headings) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true }), `home section "${name}"`).toBeVisible({ timeout: LOAD_TIMEOUT });
  }
  // The spot list is fetched after the widget renders: wait for its cards, not its skeleton.
  await expect(spotCards(page).first()).toBeVisible({ timeout: LOAD_TIMEOUT });
}

// ---------------------------------------------------------------------------------------------
// Header: language, country and currency

/** The header's "EN · USD" button (its accessible name is translated, the code part is not). */
export function localeButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /\b(EN|ES|RU) · (USD|EUR)\b/ });
}

/** Open the header's language/country/currency dialog; answers the dialog. */
export async function openLocaleDialog(page: Page): Promise<Locator> {
  await localeButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', es: 'Español', ru: 'Русский' };

/**
 * Choose a language and/or currency in the dialog and apply. `current` is the interface language
 * while the dialog is open (its buttons are in that language).
 */
export async function applyLocale(page: Page, choice: { lang?: Lang; curr?: 'USD' | 'EUR' }, current: Lang = 'en'): Promise<void> {
  const dialog = await openLocaleDialog(page);
  if (choice.lang) await dialog.getByRole('radio', { name: LANGUAGE_NAMES[choice.lang], exact: true }).check();
  if (choice.curr) await dialog.getByRole('radio', { name: new RegExp(`^${choice.curr}\\b`) }).click();
  await dialog.getByRole('button', { name: tr('shell', current, 'Apply'), exact: true }).click();
}

// ---------------------------------------------------------------------------------------------
// Prices and the exchange rate

/** The amount and currency a Price shows: `2,350 USD` -> { amount: 2350, curr: 'USD' }; amount null when masked. */
export async function readPrice(price: Locator): Promise<{ amount: number | null; curr: string; text: string }> {
  const text = (await price.innerText()).replace(/\s+/g, ' ').trim();
  // Thousands separators of the page language: `2,350` (en), `2350` / `12.500` (es), `2 350` (ru).
  const m = /(\*,\*\*\*|\d[\d,.\u00a0 ]*)\s*(USD|EUR)/.exec(text);
  if (!m) throw new Error(`not a price: "${text}"`);
  return { amount: m[1] === '*,***' ? null : Number(m[1]!.replace(/\D/g, '')), curr: m[2]!, text };
}

/** The USD to EUR rate the exchange stand-in answers now. */
export async function currentEurRate(request: APIRequestContext): Promise<number> {
  const res = await request.post('/ext/exchange/exchanges/current-rate?from=USD&to=EUR');
  expect(res.ok(), 'exchange rate stand-in').toBe(true);
  const body = (await res.json()) as { data: { rate: number } };
  return body.data.rate;
}

/** Record every native dialog (alert/confirm/prompt) the page opens, dismissing it. */
export function collectDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(`${d.type()}: ${d.message()}`);
    void d.dismiss().catch(() => undefined);
  });
  return seen;
}

/** `text` as a RegExp source matching it literally. */
export function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/**
 * Run `fn` for every item, `lanes` at a time (each lane takes the next item when it is done). For
 * matrices whose rows only read (a page load and a look): the rows wait on the network and the
 * browser, so two or three lanes use the two cores that one row at a time leaves idle. Every
 * row runs even when one throws; the first error is thrown at the end.
 */
export async function inLanes<T>(items: readonly T[], lanes: number, fn: (item: T, lane: number) => Promise<void>): Promise<void> {
  let next = 0;
  const errors: unknown[] = [];
  await Promise.all(
    Array.from({ length: Math.min(lanes, items.length) }, async (_, lane) => {
      while (next < items.length) {
        const item = items[next++]!;
        await fn(item, lane).catch((err: unknown) => errors.push(err));
      }
    }),
  );
  if (errors.length) throw errors[0];
}

/** `page` and `count - 1` more pages of its context with its viewport (a lane each, for `inLanes`). */
export async function lanePages(page: Page, count: number): Promise<Page[]> {
  const size = page.viewportSize();
  const more = await Promise.all(
    Array.from({ length: count - 1 }, async () => {
      const p = await page.context().newPage();
      if (size) await p.setViewportSize(size);
      return p;
    }),
  );
  return [page, ...more];
}

// ---------------------------------------------------------------------------------------------
// Accessibility
// ---------------------------------------------------------------------------------------------

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * axe's serious and critical WCAG 2.1 A/AA violations on `page` (or inside `scope`, a selector).
 * One axe.run in the page (legacy mode: the suite has no cross-origin frame to reach), reporting
 * every node only for violations: the default's per-frame runPartial plus a blank page for
 * finishRun, and the serialised passing nodes, cost two to three times as long per scan.
 */
export async function seriousAxeViolations(page: Page, scope?: string): Promise<AxeResults['violations']> {
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
  if (scope) builder = builder.include(scope);
  const result = await builder.analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
