/**
 * What a search engine finds (issue 25): every address of /sitemap.xml, fetched as a crawler does
 * (HTTP only, no browser page), is a page of its own: 200, `<html lang>` its language, exactly one
 * `<title>` of its own (no two pages of one language share one), a description, its canonical
 * address is itself, and each of its alternates is a page whose own alternates name it back. No
 * signed-in, desk or one-time page is listed, and none of the listed pages says noindex. A blog
 * post's address carries the post itself in its HTML: its dialog, titled with the post, and its text.
 */
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';

/** Pages fetched at once (the server renders each with its data). */
const LANES = 4;

interface Crawled {
  status: number;
  lang: string | undefined;
  titles: string[];
  description: string | undefined;
  canonical: string | undefined;
  alternates: Map<string, string>;
  noindex: boolean;
  /** The heading of a dialog in the page's HTML (a blog post's address opens the post's). */
  dialogTitle: string | undefined;
  /** The text of a post's body in the page's HTML. */
  postText: string;
}

const unescape = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');

async function crawl(request: APIRequestContext, url: string): Promise<Crawled> {
  const { pathname, search } = new URL(url);
  const res = await request.get(`${pathname}${search}`, { headers: { accept: 'text/html', 'user-agent': 'sitemap-crawl' }, maxRedirects: 0 });
  const html = await res.text();
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  return {
    status: res.status(),
    lang: /<html lang=["']?([a-z]+)/.exec(html)?.[1],
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescape(m[1]!)),
    description: /<meta name="?description"? content="([^"]*)"/.exec(head)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(head)?.[1]?.replaceAll('&amp;', '&'),
    alternates: new Map([...head.matchAll(/<link rel="alternate" hreflang="([a-z-]+)" href="([^"]+)">/g)].map((m) => [m[1]!, m[2]!.replaceAll('&amp;', '&')])),
    noindex: /<meta name="robots" content="[^"]*noindex/.test(head),
    dialogTitle: /role="dialog"[^>]*>[\s\S]*?<h2[^>]*>([^<]*)<\/h2>/.exec(html)?.[1],
    postText: unescape((/data-post-body="true">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim(),
  };
}

test('every address of the sitemap is its own page in its language, named canonically, with alternates that name it back', async ({ request }) => {
  test.setTimeout(60_000);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => unescape(m[1]!));
  expect(locs.length).toBeGreaterThan(48);
  const privatePage = /^\/(?:member|my-booking-list|desk)(?:\/|$)|^\/contents\/oceanFreight-confirmed\/|^\/contents\/shipping-quotation\/after-login/;
  expect(locs.filter((l) => privatePage.test(new URL(l).pathname)), 'private pages in the sitemap').toEqual([]);

  const pages = new Map<string, Crawled>();
  const queue = [...locs];
  await Promise.all(
    Array.from({ length: LANES }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) pages.set(url, await crawl(request, url));
    }),
  );

  const problems: string[] = [];
  const titlesByLang = new Map<string, Map<string, string>>();
  for (const [url, page] of pages) {
    const lang = new URL(url).searchParams.get('lang');
    if (page.status !== 200) problems.push(`${url}: status ${page.status}`);
    if (page.lang !== lang) problems.push(`${url}: <html lang=${page.lang}>`);
    if (page.titles.length !== 1) problems.push(`${url}: ${page.titles.length} titles`);
    if (!page.description) problems.push(`${url}: no description`);
    if (page.noindex) problems.push(`${url}: noindex`);
    if (page.canonical !== url) problems.push(`${url}: canonical ${page.canonical}`);
    const title = page.titles[0] ?? '';
    if (new URL(url).searchParams.has('boardId')) {
      // The post, not only its head: the dialog titled with the post (the page's title is "<post> | <brand>"), and its words.
      if (!page.dialogTitle || !title.startsWith(`${unescape(page.dialogTitle)} | `)) problems.push(`${url}: the post's dialog is not in the HTML (dialog "${page.dialogTitle}", title "${title}")`);
      if (page.postText.length < 100) problems.push(`${url}: the post's text is not in the HTML (${page.postText.length} characters)`);
    }
    const seen = titlesByLang.get(lang ?? '') ?? new Map<string, string>();
    titlesByLang.set(lang ?? '', seen);
    if (seen.has(title)) problems.push(`${url}: the title "${title}" is also ${seen.get(title)}'s`);
    seen.set(title, url);
    for (const [hreflang, href] of page.alternates) {
      if (hreflang === 'x-default') continue;
      const other = pages.get(href);
      if (!other) problems.push(`${url}: its ${hreflang} alternate ${href} is not in the sitemap`);
      else if (other.alternates.get(lang ?? '') !== url) problems.push(`${url}: its ${hreflang} alternate ${href} does not name it back`);
    }
  }
  expect(problems, `${pages.size} pages crawled`).toEqual([]);
});
