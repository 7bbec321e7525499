/**
 * A page's `<head>` block (issue 25): its title and description in the page language (the texts
 * of @forwarder/shared/seo), its addresses (pageHeadLinks: canonical, en/es/ru alternates,
 * x-default), Open Graph and Twitter card tags, and JSON-LD (the Organization on every public
 * page, a BreadcrumbList below home, a BlogPosting on a post, an Offer on a spot offer). A page no
 * search engine lists gets a plain title and `noindex`; the not-found page and a closed offer a
 * title and `noindex`.
 *
 * One rule for both shapes: the all-in-one api puts it in place of the shell's head include
 * (plugins/static.ts, lib/page-includes.ts), and behind the gateway nginx asks the api for it
 * (`GET /.fw-head/<lang><path>`, routes/seo). `resolvePage` also decides a page's status: an
 * unknown offer is 404, a closed one 410 (the gateway asks `GET /.fw-page-status<path>`).
 *
 * Everything from data (offer and post texts are staff input) is escaped with the api's escapeHtml;
 * JSON-LD is JSON with `<`, `>` and `&` written as \u escapes, so no text can end its script.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { escapeHtml } from './mail-layout.ts';
import { readDisplayedPost } from './board-posts.ts';
import { masksPrices, readOffer } from './spot-offers.ts';
import { countryCodes, paths, seo, type BoardPost, type Lang, type RuntimeConfig, type SpotFreight } from './shared.ts';

/** The site's share picture when a page has none of its own (shell/public/og-image.png, 1200 x 630). */
export const DEFAULT_IMAGE = '/og-image.png';

/** What a page request resolves to: its status and the data its head names. */
export interface ResolvedPage {
  status: 200 | 404 | 410;
  offer?: SpotFreight;
  post?: BoardPost & { updatedAt: string };
}

const OFFER_PAGE = /^\/contents\/oceanFreight-detail\/([^/]+)\/?$/;
const ID = /^[1-9]\d{0,9}$/;
const idOf = (s: string | null | undefined) => (s && ID.test(s) && Number(s) <= 2147483647 ? Number(s) : null);

/**
 * The status and data of the page at `pathname` with `query`: 404 for a path no page answers
 * (isKnownPage) and for an offer that does not exist, 410 for an offer that no longer takes
 * bookings; a blog address naming a displayed post (`?boardId=`) carries that post. The data is
 * read with the api's own functions (the offer as GET /svc/freight/spot answers it, prices masked
 * by the same rule). A failed read leaves the page as it is (200, no data): the page still renders.
 */
export async function resolvePage(app: FastifyInstance, config: Config, req: FastifyRequest, pathname: string, query: URLSearchParams): Promise<ResolvedPage> {
  if (!paths.isKnownPage(pathname)) return { status: 404 };
  try {
    const offerPage = OFFER_PAGE.exec(pathname);
    if (offerPage) {
      const id = idOf(offerPage[1]);
      const offer = id === null ? null : await readOffer(app.db, id, await masksPrices(app, config, req));
      if (!offer) return { status: 404 };
      return offer.isActive ? { status: 200, offer } : { status: 410 };
    }
    const boardId = pathname.replace(/\/+$/, '') === paths.paths.blog ? idOf(query.get('boardId')) : null;
    if (boardId !== null) {
      const post = await readDisplayedPost(app.db, boardId);
      if (post) return { status: 200, post };
    }
  } catch (err) {
    req.log.warn({ err, pathname }, 'page head: the page data could not be read');
  }
  return { status: 200 };
}

/**
 * The gateway's internal page for a closed offer (deploy/nginx/gateway.conf.template: its
 * `error_page 403 =410`), whose head include asks for this path: the closed offer's head.
 */
export const GONE_PAGE = '/.forwarder-gone';

/** Paths a head names as they are (pageHeadLinks' rule): anything else gets its title and description only. */
const PLAIN_PATH = /^\/[A-Za-z0-9/_.~-]*$/;

/** Open Graph locale of each page language. */
const OG_LOCALE: Readonly<Record<Lang, string>> = { en: 'en_US', es: 'es_ES', ru: 'ru_RU' };
const LANGS: readonly Lang[] = ['en', 'es', 'ru'];

/** JSON for a `<script type="application/ld+json">`: nothing in it can close the script or open markup. */
export function jsonLd(value: unknown): string {
  const json = JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/ld+json">${json}</script>`;
}

/** Hosts no link may name: documentation and placeholder domains, and local ones. */
const PLACEHOLDER_HOST = /(^|\.)(example|invalid|test|localhost|local)$|(^|\.)example\.(com|net|org)$/i;

/** `url` when it is a real https (or http) address to name in `sameAs`, else null. */
function realUrl(url: string): string | null {
  try {
    const u = new URL(url);
    return /^https?:$/.test(u.protocol) && !PLACEHOLDER_HOST.test(u.hostname) ? u.href : null;
  } catch {
    return null;
  }
}

/** The company as schema.org describes it: name, site, logo, how to reach it, its other sites. */
function organization(origin: string, brand: RuntimeConfig['brand']) {
  const sameAs = [brand.instagram, ...brand.sisterSites.map((s) => s.url)].map((u) => (u ? realUrl(u) : null)).filter((u): u is string => u !== null);
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: brand.host,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: brand.email,
    telephone: brand.phone,
    contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', telephone: brand.phone, email: brand.email, availableLanguage: ['English', 'Spanish', 'Russian', 'Korean'] }],
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** An absolute address of `url` (a path of this site, or already absolute). */
const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** What pageHead needs besides the page. */
export interface HeadOptions {
  /** The site's origin as visitors write it (PUBLIC_URL). */
  origin: string;
  lang: Lang;
  /** The requested path (no query). */
  pathname: string;
  brand: RuntimeConfig['brand'];
}

/** The page's whole head block (see the file's header). */
export function pageHead(page: ResolvedPage, { origin, lang, pathname, brand }: HeadOptions): string {
  const e = escapeHtml;
  const host = brand.host;
  if (page.status !== 200) {
    const meta = seo.pageMeta(pathname, lang, host, { missing: page.status === 410 ? 'gone' : 'not-found' });
    return `<title>${e(meta.title)}</title><meta name="robots" content="noindex">`;
  }
  if (paths.isPrivatePage(pathname)) {
    const meta = seo.pageMeta(pathname, lang, host, { private: true });
    return `<title>${e(meta.title)}</title><meta name="robots" content="noindex">`;
  }

  let meta = seo.pageMeta(pathname, lang, host);
  if (!PLAIN_PATH.test(pathname) || pathname.includes('/.')) return `<title>${e(meta.title)}</title><meta name="description" content="${e(meta.description)}">`;
  let links = paths.pageHeadLinks(origin, lang, pathname);
  let canonical = `${origin}${pathname}?lang=${lang}`;
  let ogLang: Lang = lang;
  let ogType = 'website';
  let image = `${origin}${DEFAULT_IMAGE}`;
  const graph: object[] = [organization(origin, brand)];
  const extraMeta: string[] = [];

  if (page.offer) {
    const o = page.offer;
    meta = seo.offerMeta(o, lang, host, { dpt: countryCodes.countryNameIn(o.dptCountry, lang, o.dptCountryNm), arv: countryCodes.countryNameIn(o.arvCountry, lang, o.arvCountryNm) });
    graph.push({
      '@type': 'Offer',
      name: meta.headline,
      description: meta.description,
      url: canonical,
      category: o.cargoType === 'RORO' ? 'RoRo ocean freight' : 'Container ocean freight',
      ...(o.costDisplay !== null ? { price: o.costDisplay, priceCurrency: 'USD' } : {}),
      availability: 'https://schema.org/InStock',
      validThrough: `${o.depositExpirationDate}T23:59:59+09:00`,
      seller: { '@id': `${origin}/#organization` },
      itemOffered: {
        '@type': 'Service',
        serviceType: 'Ocean freight',
        name: `${o.dptPortNm} → ${o.arvPortNm}`,
        provider: { '@id': `${origin}/#organization` },
        areaServed: { '@type': 'Country', name: countryCodes.countryNameIn(o.arvCountry, 'en', o.arvCountryNm) },
      },
    });
  } else if (page.post) {
    const p = page.post;
    meta = seo.postMeta(p, p.langs, host);
    // A post is written in one language: its one address, in that language (the sitemap's).
    canonical = paths.postAddress(origin, p.langs, p.boardId);
    links = paths.postHeadLinks(origin, p.langs, p.boardId);
    ogLang = p.langs;
    ogType = 'article';
    // Link previews show raster pictures only: an SVG illustration leaves the site's picture.
    const picture = p.attachList[0]?.attachUrl;
    if (picture && !/\.svg$/i.test(picture)) image = absolute(origin, picture);
    extraMeta.push(`<meta property="article:published_time" content="${e(p.regDtm)}">`, `<meta property="article:modified_time" content="${e(p.updatedAt)}">`);
    graph.push({
      '@type': 'BlogPosting',
      headline: meta.headline,
      description: meta.description,
      inLanguage: p.langs,
      datePublished: p.regDtm,
      dateModified: p.updatedAt,
      image,
      url: canonical,
      mainEntityOfPage: canonical,
      author: { '@id': `${origin}/#organization` },
      publisher: { '@id': `${origin}/#organization` },
    });
  }
  if (meta.crumbs.length) {
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: meta.crumbs.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.name,
        item: i === meta.crumbs.length - 1 ? canonical : `${origin}${c.path}?lang=${lang}`,
      })),
    });
  }

  return [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}">`,
    links,
    `<meta property="og:site_name" content="${e(host)}">`,
    `<meta property="og:type" content="${ogType}">`,
    `<meta property="og:title" content="${e(meta.headline)}">`,
    `<meta property="og:description" content="${e(meta.description)}">`,
    `<meta property="og:url" content="${e(canonical)}">`,
    `<meta property="og:image" content="${e(image)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[ogLang]}">`,
    ...(ogType === 'article' ? [] : LANGS.filter((l) => l !== ogLang).map((l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}">`)),
    ...extraMeta,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${e(meta.headline)}">`,
    `<meta name="twitter:description" content="${e(meta.description)}">`,
    `<meta name="twitter:image" content="${e(image)}">`,
    jsonLd({ '@context': 'https://schema.org', '@graph': graph }),
  ].join('');
}
