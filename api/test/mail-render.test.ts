// @no-database
/**
 * Issue 28: every mail as a reader sees it, rendered in Debian's Chromium (Playwright, no server:
 * the HTML is set on the page and the logo served from api/public) at 600 px and on a 320 px
 * phone, light and dark: nothing scrolls sideways, the button is a visible 44 px tap target whose
 * label contrasts with it, the logo loads and has alt text, and the message and footer text
 * contrast with what is behind them (WCAG AA, 4.5:1) in both colour schemes.
 *
 * MAIL_SHOTS=/tmp/mail-shots also saves a screenshot of each, to look at.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { MAIL_LOGO_PATH } from '../src/lib/mail-layout.ts';
import { config, LANGS, mailSamples, PUBLIC_URL, type MailSample } from './mail-samples.ts';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const SHOTS = process.env.MAIL_SHOTS;
const LOGO = readFileSync(join(config.static.mediaRoot, MAIL_LOGO_PATH.replace(/^\/media\//, '')));

type Rgb = [number, number, number];

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours. */
function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

interface Seen {
  scrollWidth: number;
  button: { top: number; left: number; right: number; width: number; height: number; color: Rgb; background: Rgb } | null;
  logo: { alt: string; loaded: boolean; width: number } | null;
  /** Colour and effective background of: the greeting, a footer line. */
  texts: Array<{ what: string; color: Rgb; background: Rgb }>;
}

/**
 * What the reader sees of the mail, measured in the page. A string: tsx would wrap the named
 * functions of a compiled callback in a helper the page does not have.
 */
const LOOK = `(() => {
  const rgb = (c) => (c.match(/\\d+(\\.\\d+)?/g) ?? []).slice(0, 3).map(Number);
  // The first ancestor with a painted background (a transparent one shows what is behind it).
  const backdrop = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const c = getComputedStyle(e).backgroundColor;
      if (!/^rgba\\(.*, 0\\)$/.test(c) && c !== 'transparent') return rgb(c);
    }
    return [255, 255, 255];
  };
  const a = document.querySelector('td[bgcolor] > a');
  const r = a && a.getBoundingClientRect();
  const img = document.querySelector('img');
  const texts = [
    ['greeting', document.querySelector('.mail-card p')],
    ['footer', document.querySelector('.mail-footer p:not(.mail-company)')],
    ['legal line', document.querySelector('.mail-legal p')],
  ].flatMap(([what, el]) => (el ? [{ what, color: rgb(getComputedStyle(el).color), background: backdrop(el) }] : []));
  return {
    scrollWidth: document.documentElement.scrollWidth,
    button: a ? { top: r.top, left: r.left, right: r.right, width: r.width, height: r.height, color: rgb(getComputedStyle(a).color), background: backdrop(a) } : null,
    logo: img ? { alt: img.alt, loaded: img.complete && img.naturalWidth > 0, width: img.getBoundingClientRect().width } : null,
    texts,
  };
})()`;

describe('every mail rendered in Chromium at 600 and 320 px, light and dark', () => {
  let browser: Browser;
  before(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  });
  after(async () => {
    await browser?.close();
  });

  /** A page at `width` in `scheme` that loads the logo and nothing else. */
  async function openPage(width: number, scheme: 'light' | 'dark'): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
    await page.route('**/*', (route) =>
      route.request().url() === `${PUBLIC_URL}${MAIL_LOGO_PATH}` ? route.fulfill({ status: 200, contentType: 'image/png', body: LOGO }) : route.abort(),
    );
    return page;
  }

  const all: MailSample[] = LANGS.flatMap((lang) => mailSamples(lang));
  for (const width of [600, 320]) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${width} px, ${scheme}: no sideways scrolling, a 44 px button, the logo with alt text, readable text`, async () => {
        const page = await openPage(width, scheme);
        try {
          for (const { kind, lang, mail } of all) {
            const at = `${kind} (${lang}) at ${width} px ${scheme}`;
            await page.setContent(mail.html, { waitUntil: 'load' });
            const seen = (await page.evaluate(LOOK)) as Seen;
            assert.ok(seen.scrollWidth <= width, `${at}: scrolls sideways (${seen.scrollWidth} px wide)`);
            const b = seen.button;
            assert.ok(b, `${at}: a button`);
            assert.ok(b.height >= 44, `${at}: button ${b.height} px tall`);
            assert.ok(b.left >= 0 && b.right <= width && b.width > 0, `${at}: button within the screen (${b.left}-${b.right})`);
            assert.ok(contrast(b.color, b.background) >= 4.5, `${at}: button label contrast ${contrast(b.color, b.background).toFixed(2)}`);
            assert.ok(seen.logo?.alt, `${at}: logo alt text`);
            assert.ok(seen.logo.loaded && seen.logo.width === 40, `${at}: the logo shows at 40 px`);
            assert.equal(seen.texts.length, 3, `${at}: greeting, footer and legal line found`);
            for (const t of seen.texts) {
              const ratio = contrast(t.color, t.background);
              assert.ok(ratio >= 4.5, `${at}: ${t.what} contrast ${ratio.toFixed(2)} (rgb ${t.color} on ${t.background})`);
            }
            if (scheme === 'dark') assert.ok(luminance(seen.texts[0]!.background) < 0.1, `${at}: the card goes dark`);
            if (SHOTS) await page.screenshot({ path: join(SHOTS, `${kind}-${lang}-${width}-${scheme}.png`), fullPage: true });
          }
        } finally {
          await page.close();
        }
      });
    }
  }
});
