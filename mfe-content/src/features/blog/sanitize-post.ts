/**
 * Blog post HTML comes from the server and must never run: it is sanitised with DOMPurify (loaded
 * on demand, never in a first script) before it is put into the page, and the teaser text is read
 * from an inert document. Post bodies carry no pictures of their own (the post's picture is its
 * first attachment), so images are dropped too: a hostile `<img>` cannot even make a request.
 */
import type { DOMPurify } from 'dompurify';

let purifier: Promise<DOMPurify> | null = null;

/** Tags removed with their content. */
const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'img', 'picture', 'video', 'audio', 'source', 'svg', 'math', 'link', 'meta', 'base'];

/** Loads DOMPurify once and configures it: links open in a new tab without an opener or referrer. */
export function loadSanitizer(): Promise<DOMPurify> {
  purifier ??= import('dompurify')
    .then((mod) => {
      const purify = mod.default;
      purify.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName === 'A') {
          const href = node.getAttribute('href');
          // Only web and mail links survive; DOMPurify already drops javascript: URLs.
          if (!href || !/^(https?:|mailto:|\/(?!\/)|#)/i.test(href.trim())) node.removeAttribute('href');
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer');
        }
      });
      return purify;
    })
    .catch((err: unknown) => {
      purifier = null;
      throw err;
    });
  return purifier;
}

/** Blocks and tags removed as text before any parsing (see postExcerpt). */
const INERT_BLOCKS = /<(script|style|iframe|noscript|template|svg|math|title|textarea|xmp)\b[\s\S]*?<\/\1\s*>/gi;
const MEDIA_TAGS = /<(img|picture|video|audio|source|image|input)\b[^>]*>/gi;

/** The post HTML with every active part removed: scripts, handlers, javascript: URLs, frames, styles, forms, media. */
export function sanitizePost(purify: DOMPurify, html: string): string {
  // DOMPurify parses the post in a detached document, where Chromium still reaches an <img>'s
  // onerror (blocked by the CSP, but reported): media and script blocks go before that parse.
  const prefiltered = html.replace(INERT_BLOCKS, ' ').replace(MEDIA_TAGS, ' ');
  return purify.sanitize(prefiltered, {
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'class', 'id', 'srcset', 'formaction', 'xlink:href', 'action'],
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}

/** Named character references a post's excerpt is decoded from on the server. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The plain text of a post for its card. No element of the post is ever created: parsing it (even
 * with DOMParser or a template) makes Chromium fire an `<img onerror>` handler. Blocks whose text
 * is not prose are dropped and tags stripped as text; character references are then decoded by a
 * textarea, whose content is parsed as text only.
 */
export function postExcerpt(html: string): string {
  const text = html
    .replace(INERT_BLOCKS, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>?/g, ' ');
  let decoded = text;
  if (typeof document !== 'undefined') {
    const area = document.createElement('textarea');
    area.innerHTML = text;
    decoded = area.value;
  } else {
    // On the server (a live page): the character references posts use, as the browser reads them.
    decoded = text.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(amp|lt|gt|quot|apos|nbsp));/gi, (ref, dec?: string, hex?: string, name?: string) => {
      const code = dec ? Number(dec) : hex ? parseInt(hex, 16) : -1;
      if (code >= 0) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ref;
      return NAMED[name!.toLowerCase()] ?? ref;
    });
  }
  return decoded.replace(/\s+/g, ' ').trim();
}
