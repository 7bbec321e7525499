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

/** The post HTML with every active part removed: scripts, handlers, javascript: URLs, frames, styles, forms, media. */
export function sanitizePost(purify: DOMPurify, html: string): string {
  return purify.sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'class', 'id', 'srcset', 'formaction', 'xlink:href', 'action'],
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}

/**
 * The plain text of a post for its card, read from an inert document (DOMParser runs no script and
 * loads nothing) after dropping the elements whose text is not prose.
 */
export function postExcerpt(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, iframe, noscript, template, svg, math').forEach((el) => el.remove());
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
