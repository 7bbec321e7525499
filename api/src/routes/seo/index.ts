/**
 * What search engines read (issue 25): `GET /robots.txt` and `GET /sitemap.xml`, answered by the
 * api in both shapes (all-in-one, and behind the gateway, which routes these two paths here).
 *
 * Every public page has an address per language, `?lang=en|es|ru` (the server answers that page
 * in that language from the first byte: api/src/lib/page-includes.ts, the gateway's `$fw_lang`);
 * the address without it is the `x-default` (the visitor's saved language, else English). The
 * sitemap lists each content page in each language with its alternates, every offer still open
 * (its detail page, at the address the page names as canonical), and every displayed blog post (in its own language), with the date its data
 * last changed; it is read from the database on each request (a new offer or post is in it at
 * once). Signed-in pages, the desk, the api and the one-time pages are never listed, and robots.txt
 * keeps crawlers out of them.
 *
 * Behind the gateway, two internal subrequests of a page come here (deploy/nginx/gateway.conf.template;
 * the all-in-one api answers its pages with the same functions, plugins/static.ts):
 * - `GET /.fw-head/<lang><path>?<query>`: the page's head block (lib/page-head.ts), the shell's
 *   head include; `<path>` GONE_PAGE is a closed offer's, any other unknown path the not-found page's;
 * - `GET /.fw-page-status<path>`: 204 for a page that is there, 401 for an offer that does not
 *   exist (the gateway answers 404), 403 for one that is gone (410): nginx's auth_request only
 *   passes on 2xx, 401 and 403.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { escapeHtml } from '../../lib/mail-layout.ts';
import { offerOpen } from '../../lib/spot-offers.ts';
import { GONE_PAGE, pageHead, resolvePage, type ResolvedPage } from '../../lib/page-head.ts';
import { paths } from '../../lib/shared.ts';

const LANGS = ['en', 'es', 'ru'] as const;

/** The public pages with the same content for everyone (their data changes, their address does not). */
export const CONTENT_PAGES: readonly string[] = [
  paths.paths.home,
  paths.paths.oceanFreight,
  paths.paths.shippingSchedule,
  paths.paths.shippingQuotation,
  paths.paths.tracking,
  paths.paths.hotItems,
  paths.paths.shipping,
  paths.paths.containerStuffing,
  paths.paths.howToBook,
  paths.paths.reviews,
  paths.paths.blog,
  paths.paths.aboutUs,
  '/contents/team-shipping',
  '/contents/team-equipment',
  paths.paths.termsOfUse,
  paths.paths.privacyPolicy,
];

/** Paths no crawler is sent to: accounts, bookings, the desk, the api, one-time pages. */
export const DISALLOWED: readonly string[] = [
  '/member/',
  '/my-booking-list',
  '/desk',
  '/contents/oceanFreight-confirmed/',
  '/contents/shipping-quotation/after-login',
  '/cmn/',
  '/svc/',
  '/staff/',
  '/ext/',
  '/v2/',
  '/dev/',
  '/mf/',
  '/media/documents/',
];

/** `path` (which may hold a query) in `lang`. */
export function inLanguage(path: string, lang: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

const day = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

/** The latest `updated_at` of `rows`, or null for none. */
const newest = (rows: ReadonlyArray<{ updated_at: Date | string }>): Date | null =>
  rows.reduce<Date | null>((latest, r) => {
    const at = new Date(r.updated_at);
    return latest && latest > at ? latest : at;
  }, null);

/** Registers robots.txt and sitemap.xml. */
export const seoRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const origin = config.publicUrl;

  app.get('/robots.txt', async (_req, reply) => {
    const lines = ['User-agent: *', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  const HEAD_URL = /^\/\.fw-head\/(en|es|ru)(\/[^?]*)(?:\?(.*))?$/;
  app.get('/.fw-head/*', async (req, reply) => {
    const m = HEAD_URL.exec(req.url);
    if (!m) return reply.code(204).send();
    const [, lang, pathname, search] = m as unknown as [string, 'en' | 'es' | 'ru', string, string | undefined];
    const page: ResolvedPage = pathname === GONE_PAGE ? { status: 410 } : await resolvePage(app, config, req, pathname, new URLSearchParams(search ?? ''));
    const head = pageHead(page, { origin, lang, pathname, brand: config.runtimeConfig.brand });
    // Made for this visitor (an offer's price may be withheld for them): no shared cache keeps it.
    return reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8').send(head);
  });

  app.get('/.fw-page-status/*', async (req, reply) => {
    const [pathname = '/', search = ''] = req.url.slice('/.fw-page-status'.length).split('?');
    const { status } = await resolvePage(app, config, req, pathname || '/', new URLSearchParams(search));
    reply.header('cache-control', 'no-store');
    if (status === 200) return reply.code(204).send();
    // The api's error shape, like every other answer (nginx reads the status only).
    return status === 404
      ? reply.code(401).send({ errorCode: 'PAGE_NOT_FOUND', message: 'No page of the suite answers this address.' })
      : reply.code(403).send({ errorCode: 'PAGE_GONE', message: 'This offer has closed.' });
  });

  app.get('/sitemap.xml', async (_req, reply) => {
    const [offers, posts] = await Promise.all([
      app.db
        .selectFrom('spot_freight')
        .select(['fre_rate_legacy_id', 'updated_at'])
        .where(offerOpen())
        .orderBy('fre_rate_legacy_id')
        .execute(),
      app.db
        .selectFrom('board_posts')
        .select(['board_id', 'langs', 'updated_at', 'reg_dtm'])
        .where('flag_del', '=', 'N')
        .where('flag_display', '=', 'Y')
        .orderBy('board_id')
        .execute(),
    ]);
    const newestPost = newest(posts);
    const newestOffer = newest(offers);

    const out: string[] = [];
    /** One page in every language, each naming the others (hreflang) and the x-default. */
    const everyLanguage = (path: string, lastmod: Date | null) => {
      const alternates = [
        ...LANGS.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(origin + inLanguage(path, l))}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + path)}"/>`,
      ].join('');
      for (const l of LANGS) {
        out.push(`<url><loc>${escapeHtml(origin + inLanguage(path, l))}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}${alternates}</url>`);
      }
    };
    for (const page of CONTENT_PAGES) {
      const lastmod = page === paths.paths.blog ? newestPost : page === paths.paths.oceanFreight || page === paths.paths.home ? newestOffer : null;
      everyLanguage(page, lastmod);
    }
    // An offer's address as its page names it (pageHeadLinks: the path, without the route marker).
    for (const o of offers) everyLanguage(paths.spotDetailPath(o.fre_rate_legacy_id), new Date(o.updated_at));
    // A post is written in one language: its address is in that language only.
    for (const p of posts) {
      out.push(`<url><loc>${escapeHtml(origin + inLanguage(`${paths.paths.blog}?boardId=${p.board_id}`, p.langs))}</loc><lastmod>${day(p.updated_at ?? p.reg_dtm)}</lastmod></url>`);
    }
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${out.join('\n')}\n</urlset>\n`;
    return reply.header('cache-control', 'public, max-age=300').type('application/xml; charset=utf-8').send(xml);
  });
};
