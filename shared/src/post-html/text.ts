/**
 * A post's plain text, without a DOM parser and without DOMPurify: what a card shows when the post
 * has no excerpt, and what publishing needs (a post must say something). A module of its own so a
 * page that only asks "does this post say anything?" (the desk's post form) does not download the
 * sanitising policy with it; `@forwarder/shared/post-html` re-exports it.
 */

/** Blocks whose content is not prose: removed whole, as text, before any parsing. */
export const INERT_BLOCKS = /<(script|style|iframe|noscript|template|svg|math|title|textarea|xmp|object|select)\b[\s\S]*?<\/\1\s*>/gi;

/** Named character references a post's plain text is decoded from without a DOM. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The plain text of a post (a card's text when the post has no excerpt). No element of the post is
 * ever created: parsing it (even with DOMParser or a template) makes Chromium fire an
 * `<img onerror>` handler. Blocks whose text is not prose are dropped and tags stripped as text;
 * character references are then decoded by a textarea (whose content is parsed as text only), or
 * without a DOM the references posts use, as the browser reads them.
 */
export function postText(html: string): string {
  const text = html
    .replace(INERT_BLOCKS, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>?/g, ' ');
  let decoded: string;
  if (typeof document !== 'undefined') {
    const area = document.createElement('textarea');
    area.innerHTML = text;
    decoded = area.value;
  } else {
    decoded = text.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(amp|lt|gt|quot|apos|nbsp));/gi, (ref, dec?: string, hex?: string, name?: string) => {
      const code = dec ? Number(dec) : hex ? parseInt(hex, 16) : -1;
      if (code >= 0) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ref;
      return NAMED[name!.toLowerCase()] ?? ref;
    });
  }
  return decoded.replace(/\s+/g, ' ').trim();
}

/** True when a post's HTML says something (words or a picture): what publishing needs. */
export const postHasText = (html: string): boolean => postText(html) !== '' || /<img\b/i.test(html);
