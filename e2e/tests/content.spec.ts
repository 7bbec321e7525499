/**
 * The content pages of mfe-content (spec 2 "Reviews" to "Legal texts", issue 13): each route
 * renders its sections; the review dialog closes on Escape and gives focus back; the blog loads
 * its second page, steps to the next post in its dialog and renders the hostile post inert; hot
 * items load a second page; the about counters reach their numbers; the phone layouts at 390 px;
 * Russian texts; and, with the service worker, pages visited once read again offline.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { type Page } from '@playwright/test';
import { gotoHome, LOAD_TIMEOUT, pageRendered, setVisitorCountry, startInLanguage, tr } from './support';

test.use({ serviceWorkers: 'block' });

/** Every content route, its h1 and the headings of its sections. */
const ROUTES = [
  { path: '/contents/reviews', h1: 'What our buyers say', sections: [] },
  { path: '/contents/blog', h1: 'Shipping news and buyer guides', sections: [] },
  { path: '/contents/hotItems', h1: 'Used equipment ready to ship from Korea', sections: [] },
  { path: '/contents/team-shipping', h1: 'Our shipping team', sections: [] },
  { path: '/contents/team-equipment', h1: 'Our heavy equipment team', sections: [] },
  { path: '/contents/howToBook', h1: 'From quote to port in five steps', sections: ['Get a quote', 'Request a booking', 'Pay by bank transfer (T/T)', 'Load the vehicle', 'Track the shipment', 'Bank transfer details'] },
  { path: '/contents/shipping', h1: 'Ship your vehicle from Korea, RoRo or in a container', sections: ['RoRo or container?', 'One price, every charge in Korea included', 'See a RoRo loading in Pyeongtaek', 'Ship with us in four steps', 'Related services'] },
  {
    path: '/contents/container-stuffing',
    h1: 'Your vehicles shored and lashed by our own team',
    sections: ['Five steps to a vehicle that arrives as it left', 'Watch a 40HQ being shored', 'At our stuffing yard', 'Inner sizes of our containers', '19 containers, 19 ways we keep cars still', 'How many vehicles fit in a container', 'Ship with us in four steps'],
  },
  { path: '/contents/about-us', h1: 'A team in Korea that ships to the world', sections: ['Built by people who loaded cars for a living', 'From two Korean ports to over 100 countries', 'What we do for you', 'The people you will talk to', 'Visit us in Seoul'] },
  { path: '/policy/terms-of-use', h1: 'Terms of Use', sections: [] },
  { path: '/policy/privacy-policy', h1: 'Privacy Policy', sections: [] },
] as const;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Scroll to the bottom in steps (lazy sections, infinite lists), bounded by the height at the start. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const end = document.documentElement.scrollHeight;
    for (let y = 0; y < end; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
  });
}

test.describe('content pages at 1280 px', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders its sections`, async ({ page }) => {
      await page.goto(route.path);
      await expect(h1(page)).toHaveText(route.h1, { timeout: LOAD_TIMEOUT });
      for (const heading of route.sections) {
        await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      }
      await expect(page.getByText('Oops! Page Not Found.')).toHaveCount(0);
    });
  }

  test('a trailing segment still opens the page; an unknown content path is not found', async ({ page }) => {
    await page.goto('/contents/howToBook/anything');
    await expect(h1(page)).toHaveText('From quote to port in five steps', { timeout: LOAD_TIMEOUT });
    await page.goto('/contents/team-nobody');
    await expect(page.getByText('Oops! Page Not Found.')).toBeVisible({ timeout: LOAD_TIMEOUT });
    await page.goto('/contents/no-such-page');
    await expect(page.getByText('Oops! Page Not Found.')).toBeVisible({ timeout: LOAD_TIMEOUT });
  });

  test('the review photo opens in a dialog that closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/contents/reviews');
    await expect(page.getByRole('button', { name: /^See the photo from / })).toHaveCount(5, { timeout: LOAD_TIMEOUT });
    const opener = page.getByRole('button', { name: 'See the photo from Chile' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Review from Chile' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Sent by the buyer from Chile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the blog loads its second page on scroll and the dialog steps to the next post', async ({ page }) => {
    await page.goto('/contents/blog');
    const titles = page.locator('#main li article h2');
    await expect(titles).toHaveCount(20, { timeout: LOAD_TIMEOUT });
    await pageRendered(page);
    // The first row's pictures load at once, first in line; the rest when scrolled near.
    const pictures = page.locator('#main li article img');
    expect(await pictures.evaluateAll((imgs) => imgs.slice(0, 4).map((i) => `${i.getAttribute('loading')} ${i.getAttribute('fetchpriority')}`))).toEqual(['eager high', 'eager high', 'eager high', 'lazy null']);
    const second = page.waitForResponse((r) => r.url().includes('/cmn/board/list') && r.url().includes('page=1'));
    await page.getByRole('button', { name: 'Load more posts' }).scrollIntoViewIfNeeded();
    await second;
    await expect(titles).toHaveCount(21);
    await expect(page.getByText('You have reached the first post.')).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 0));
    const [first, next] = [await titles.nth(0).innerText(), await titles.nth(1).innerText()];
    await titles.nth(0).getByRole('link').click();
    await expect(page).toHaveURL(/\?boardId=\d+/);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: first })).toBeVisible();
    // The open post's head names the post's own address (as the server sends it), not the blog's.
    const boardId = new URL(page.url()).searchParams.get('boardId');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/contents/blog\\?boardId=${boardId}&lang=en$`));
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Next post' }).click();
    await expect(dialog.getByRole('heading', { name: next })).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous post' }).click();
    await expect(dialog.getByRole('heading', { name: first })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/boardId/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contents\/blog\?lang=en$/);
  });

  test('the hostile post renders its text with nothing active: no dialog, no request, no script', async ({ page }) => {
    const dialogs: string[] = [];
    const hostileRequests: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on('request', (r) => {
      if (/missing-chart|javascript:/i.test(r.url())) hostileRequests.push(r.url());
    });
    await page.goto('/contents/blog');
    const post = page.getByRole('link', { name: 'FOB, CFR and EXW explained for car buyers' });
    await expect(post).toBeVisible({ timeout: LOAD_TIMEOUT });
    // The card's excerpt is text only: the script's source never shows as prose.
    await expect(page.locator('#main li article').filter({ has: post })).not.toContainText('alert(');
    await post.click();
    const dialog = page.getByRole('dialog', { name: 'FOB, CFR and EXW explained for car buyers' });
    await expect(dialog.getByText(/destination charges such as port handling/)).toBeVisible();
    const body = dialog.locator('[data-post-body]');
    await expect(body.locator('script, iframe, style, img, [onerror], [style], a[href^="javascript:" i]')).toHaveCount(0);
    const links = body.locator('a');
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(hostileRequests).toEqual([]);
  });

  test('the notice popup never shows on the blog', async ({ page, context, baseURL }) => {
    await setVisitorCountry(context, baseURL, 'C1760');
    await page.goto('/contents/blog');
    await expect(page.locator('#main li article').first()).toBeVisible({ timeout: LOAD_TIMEOUT });
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog', { name: 'Notice' })).toHaveCount(0);
  });

  test('hot items load a second page of 20 and open the listing on the equipment site in a new tab', async ({ page }) => {
    await page.goto('/contents/hotItems');
    const boxes = page.locator('#main ul').last().getByRole('link');
    await expect(boxes).toHaveCount(20, { timeout: LOAD_TIMEOUT });
    await pageRendered(page);
    await expect(page.getByText('20 of 60 listings')).toBeVisible();
    const first = boxes.first();
    await expect(first).toHaveAttribute('href', /^https:\/\/equipment\.[^/]+\/listings\/\d+$/);
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    const second = page.waitForResponse((r) => r.url().includes('/items/equipments') && r.url().includes('pageOffset=1'));
    // Bring the end of the list into view once: the second page loads by scrolling alone.
    await page.getByRole('button', { name: 'Load more listings' }).scrollIntoViewIfNeeded();
    await second;
    await expect(page.getByText(/^(40|60) of 60 listings$/)).toBeVisible();
    // The grid adds the new boxes a few per task.
    await expect.poll(() => boxes.count()).toBeGreaterThanOrEqual(40);
  });

  test('the about counters count up to 13, 131,100 and 108', async ({ page }) => {
    // The count-up runs without reduced motion (the journeys' default, playwright.config.ts).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/contents/about-us');
    await expect(h1(page)).toBeVisible({ timeout: LOAD_TIMEOUT });
    // The live page, not its prerendered first screen (whose counters it replaces: scrolling to
    // one of those once met a detached element in a fresh-clone npm test).
    await pageRendered(page);
    const counters = page.getByTestId('counter');
    await counters.first().scrollIntoViewIfNeeded();
    await expect(counters).toHaveText(['13', '131,100', '108'], { timeout: 10_000 });
    await expect(page.getByRole('link', { name: /\+82/ }).first()).toBeVisible();
    await expect(page.locator('#main').getByRole('link', { name: /^(Korean Used Cars|Heavy Equipment Korea|Korea Auto Parts) \(opens in a new tab\)$/ })).toHaveCount(3);
  });

  test('the legal texts: twelve numbered clauses, and the privacy policy of 04 October 2022', async ({ page }) => {
    await page.goto('/policy/terms-of-use');
    await expect(h1(page)).toHaveText('Terms of Use', { timeout: LOAD_TIMEOUT });
    await expect(page.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(12);
    await expect(page.getByRole('heading', { level: 2, name: '12. Governing law and disputes' })).toBeVisible();
    await page.goto('/policy/privacy-policy');
    await expect(h1(page)).toHaveText('Privacy Policy', { timeout: LOAD_TIMEOUT });
    await expect(page.getByText('Last updated: 04 October 2022')).toBeVisible();
  });

  test('the schedule and quote buttons of the service pages replace the page in the history', async ({ page }) => {
    await page.goto('/contents/reviews');
    await expect(h1(page)).toBeVisible({ timeout: LOAD_TIMEOUT });
    await page.goto('/contents/shipping');
    await page.getByRole('button', { name: 'See the shipping schedule' }).click();
    await expect(page).toHaveURL(/\/contents\/shipping-schedule$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/contents\/reviews$/);
    await page.goto('/contents/container-stuffing');
    await page.getByRole('button', { name: 'Get a quote now' }).click();
    await expect(page).toHaveURL(/\/contents\/shipping-quotation$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/contents\/reviews$/);
  });

  test('the promo and shoring videos play from their posters on demand', async ({ page }) => {
    for (const [path, name] of [
      ['/contents/shipping', 'promo'],
      ['/contents/container-stuffing', 'shoring'],
    ] as const) {
      await page.goto(path);
      await expect(h1(page)).toBeVisible({ timeout: LOAD_TIMEOUT });
      await pageRendered(page);
      const video = page.locator('figure video');
      await expect(video, `${name} video`).toHaveCount(1);
      await expect(video).toHaveAttribute('poster', /\.svg$/);
      await expect(video).toHaveAttribute('preload', 'none');
      await video.scrollIntoViewIfNeeded();
      const played = await video.evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        await v.play();
        await new Promise((r) => setTimeout(r, 500));
        return v.currentTime > 0 && v.videoWidth === 960;
      });
      expect(played, `${name} video plays`).toBe(true);
    }
  });

  test('the shoring slider holds the 19 photos, three at a time', async ({ page }) => {
    // It plays by itself without reduced motion (the journeys' default, playwright.config.ts).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/contents/container-stuffing');
    // The page's code first: the prerendered first screen holds a copy of the slider, which it replaces.
    await pageRendered(page);
    const slider = page.getByRole('region', { name: 'Shoring photos' });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.getByRole('group')).toHaveCount(19, { timeout: LOAD_TIMEOUT });
    await expect(slider.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  });

  test('the pages read in Russian', async ({ page }) => {
    await startInLanguage(page, 'ru');
    await page.goto('/contents/howToBook');
    await expect(h1(page)).toHaveText(tr('mfe-content', 'ru', 'From quote to port in five steps'), { timeout: LOAD_TIMEOUT });
    await page.goto('/policy/terms-of-use');
    await expect(h1(page)).toHaveText('Условия использования', { timeout: LOAD_TIMEOUT });
    await checkTocNumbers(page, { someWrap: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await checkTocNumbers(page, { someWrap: false });
  });

  test("home's three figures stand on one line in Russian, however their labels wrap (issue 28)", async ({ page }) => {
    await startInLanguage(page, 'ru');
    await page.goto('/');
    const figures = page.locator('#home-about-title').locator('xpath=ancestor::section[1]').locator('dd');
    // The section loads as the reader scrolls near it.
    await expect(async () => {
      await page.mouse.wheel(0, 700);
      await expect(figures).toHaveCount(3, { timeout: 500 });
    }).toPass({ timeout: LOAD_TIMEOUT });
    await expect(figures).toHaveText(['3\u00a0000+', '120\u00a0000', '100+']);
    const tops = await figures.evaluateAll((dds) => dds.map((dd) => Math.round(dd.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });
});

/**
 * A contents entry that wraps ("Принятие и изменение условий") keeps its number beside its first
 * line (issue 28), on the same baseline (the phone's 44 px tap target once centred the text 10 px
 * below its number). The number is a list marker, outside the DOM: an empty probe at the start of the
 * entry stands where it sits.
 */
async function checkTocNumbers(page: Page, { someWrap }: { someWrap: boolean }) {
  const toc = page.getByRole('navigation', { name: 'Содержание' });
  const offsets = await toc.locator('li').evaluateAll((items) =>
    items.map((li) => {
      const probe = li.insertBefore(document.createElement('span'), li.firstChild);
      probe.textContent = '\u200b'; // no width: the entry stays on the probe's line, as beside its marker
      // The entry's lines of text (not its box, which is taller on a phone's 44 px tap target).
      const text = document.createRange();
      text.selectNodeContents(li.querySelector('a')!);
      const rects = [...text.getClientRects()];
      const lines = new Set(rects.map((r) => Math.round(r.top))).size;
      const offset = probe.getBoundingClientRect().top - rects[0]!.top;
      probe.remove();
      return { lines, offset };
    }),
  );
  if (someWrap) expect(offsets.some((o) => o.lines > 1)).toBe(true);
  for (const o of offsets) expect(Math.abs(o.offset)).toBeLessThan(3);
}

test.describe('content pages at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The routes of bench/routes.json are judged at 390 px by the accessibility matrix
  // (a11y-ru.spec.ts: scrolled through, in Russian, no sideways scrolling); the others here.
  const benched = new Set((JSON.parse(readFileSync(path.resolve(__dirname, '../../bench/routes.json'), 'utf8')) as { routes: Array<{ path: string }> }).routes.map((r) => r.path));
  for (const route of ROUTES.filter((r) => !benched.has(r.path))) {
    test(`${route.path} fits the phone without sideways scrolling`, async ({ page }) => {
      await page.goto(route.path);
      await expect(h1(page)).toHaveText(route.h1, { timeout: LOAD_TIMEOUT });
      await scrollThrough(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  }

  test('the phone layouts: the team and the gallery become carousels, how to book gets a row of step numbers', async ({ page }) => {
    await page.goto('/contents/about-us');
    await expect(page.getByRole('region', { name: 'Our team' })).toBeVisible({ timeout: LOAD_TIMEOUT });
    await page.goto('/contents/container-stuffing');
    await expect(page.getByRole('region', { name: 'Gallery of the stuffing yard' })).toBeVisible({ timeout: LOAD_TIMEOUT });
    await page.goto('/contents/howToBook');
    const steps = page.getByRole('navigation', { name: 'Steps' });
    await expect(steps.getByRole('link')).toHaveCount(6, { timeout: LOAD_TIMEOUT });
    const box = await steps.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(100);
  });
});

test.describe('offline reading', () => {
  test.use({ serviceWorkers: 'allow' });

  test('how to book and the terms read again offline with the banner; online again serves the fresh page', async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.goto('/contents/howToBook');
    await expect(h1(page)).toHaveText('From quote to port in five steps', { timeout: LOAD_TIMEOUT });
    // The first visit is not controlled: the page hands its files to the worker, which keeps them.
    // (page.waitForFunction would take the async predicate's promise for a truthy answer.)
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const cache = await caches.open('forwarder-runtime-v1');
            const kept = Boolean((await cache.match('/contents/howToBook')) && (await cache.match('/mf/content/remoteEntry.js')) && (await cache.match('/runtime-config.json')));
            // ...and the worker is active, so the next page is under its control.
            return kept && (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated';
          }),
        { timeout: LOAD_TIMEOUT, intervals: [500] },
      )
      .toBe(true);
    await page.goto('/policy/terms-of-use');
    await expect(h1(page)).toHaveText('Terms of Use', { timeout: LOAD_TIMEOUT });
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await context.setOffline(true);
    for (const [path, title] of [
      ['/contents/howToBook', 'From quote to port in five steps'],
      ['/policy/terms-of-use', 'Terms of Use'],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.headers()['x-sw-offline']).toBe('1');
      await expect(h1(page)).toHaveText(title, { timeout: LOAD_TIMEOUT });
      await expect(page.getByRole('status').filter({ hasText: 'You are offline. This page may be out of date.' })).toBeVisible();
    }

    await context.setOffline(false);
    const fresh = await page.reload();
    expect(fresh?.headers()['x-sw-offline']).toBeUndefined();
    await expect(h1(page)).toHaveText('Terms of Use', { timeout: LOAD_TIMEOUT });
    await expect(page.getByText('You are offline. This page may be out of date.')).toHaveCount(0);
  });
});

test.describe('home carousels', () => {
  // On a phone one service slide of the four shows at a time (a wide screen shows three);
  // slides move by themselves only without reduced motion (the journeys' default, playwright.config.ts).
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' });

  test('the service slides advance on their own (spec 1 section 9: 1.5 s)', async ({ page }) => {
    await gotoHome(page);
    const slides = page.getByRole('region', { name: 'Shipping services' });
    await slides.scrollIntoViewIfNeeded({ timeout: LOAD_TIMEOUT });
    await expect(slides.getByRole('button', { name: 'Pause slideshow' })).toBeVisible({ timeout: LOAD_TIMEOUT });
    await expect(slides.getByText('1 / 4')).toBeVisible();
    await expect(slides.getByText('2 / 4')).toBeVisible({ timeout: 6000 });
  });
});
