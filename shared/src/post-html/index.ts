/**
 * What a blog post's HTML may hold, in one place for the api (which sanitises a post before it
 * stores it, with DOMPurify over jsdom), the blog (which sanitises it again before display) and
 * the staff desk (its editor's paste and its preview). Headings, paragraphs, lists, emphasis,
 * quotes, links (web, mail, this site) and pictures this site stores for posts
 * (`/media/posts/...`, POST_PICTURE_URL); nothing else: no script, handler, style, class, frame,
 * form or picture from elsewhere (which could even make a request).
 *
 * The caller brings the DOMPurify instance (`dompurify` in a browser; `DOMPurify(window)` of a
 * jsdom window on the server); `configurePostPurifier` installs this policy's hook on it once.
 */
import type { DOMPurify } from 'dompurify';
import { POST_PICTURE_URL } from '../contract/staff-posts';
import { INERT_BLOCKS } from './text';

export { postHasText, postText } from './text';

/** The elements a post may hold. */
export const POST_TAGS = ['p', 'br', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'a', 'img'];
/** The attributes a post may hold (`target` and `rel` are set by the hook, never taken). */
const POST_ATTR = ['href', 'src', 'alt', 'target', 'rel', 'loading', 'decoding'];

/** Every media tag. */
const MEDIA_TAGS = /<(img|picture|video|audio|source|image|input|embed)\b[^>]*>/gi;
/** Event handler, style and srcdoc attributes in a tag (quoted or not). */
const HANDLER_ATTRS = /[\s/](on[a-z-]*|style|srcdoc)\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi;
/** A link a post may carry: web, mail, a path of this site, a fragment. */
const SAFE_HREF = /^(https?:|mailto:|\/(?!\/)|#)/i;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The post's HTML with its inert blocks gone and each media tag either rebuilt as a plain
 * `<img src alt>` (a picture of this site's, its `alt` kept) or dropped. Done as text before
 * DOMPurify parses the post: Chromium fires an `<img onerror>` even in DOMPurify's detached
 * document, so a hostile picture must never reach a parser.
 */
export function prefilterPost(html: string): string {
  return html
    .replace(INERT_BLOCKS, ' ')
    // Handlers and styles out of every tag as text too: Chromium reports a handler it meets in a
    // parse (a CSP violation) even where it would never run.
    .replace(/<[a-zA-Z][^>]*>/g, (tag) => tag.replace(HANDLER_ATTRS, ''))
    .replace(MEDIA_TAGS, (tag, name: string) => {
      if (name.toLowerCase() !== 'img') return ' ';
      const src = /\ssrc\s*=\s*"([^"<>]*)"/i.exec(tag)?.[1] ?? /\ssrc\s*=\s*'([^'<>]*)'/i.exec(tag)?.[1];
      if (!src || !POST_PICTURE_URL.test(src)) return ' ';
      const alt = /\salt\s*=\s*"([^"<>]*)"/i.exec(tag)?.[1] ?? /\salt\s*=\s*'([^'<>]*)'/i.exec(tag)?.[1] ?? '';
      return `<img src="${src}" alt="${escapeAttr(alt.slice(0, 300))}">`;
    });
}

/**
 * Marks an instance that has the post policy's hook, on the instance itself: the api's purifier is
 * configured by the api's copy of this module and handed to a remote's server bundle, whose own copy
 * must not add the hook a second time.
 */
const CONFIGURED = Symbol.for('forwarder.post-policy');

/** Install the post policy's hook on `purify` (once per instance). */
export function configurePostPurifier(purify: DOMPurify): DOMPurify {
  const marked = purify as DOMPurify & { [CONFIGURED]?: true };
  if (marked[CONFIGURED]) return purify;
  marked[CONFIGURED] = true;
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      // DOMPurify already drops javascript: URLs; only web, mail and this site's links stay.
      if (!href || !SAFE_HREF.test(href.trim())) node.removeAttribute('href');
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!POST_PICTURE_URL.test(src)) {
        node.remove();
        return;
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return purify;
}

/** The post HTML as the policy allows it (see the file's comment). `purify` must be configured. */
export function sanitizePostHtml(purify: DOMPurify, html: string): string {
  return purify.sanitize(prefilterPost(html), {
    ALLOWED_TAGS: POST_TAGS,
    ALLOWED_ATTR: POST_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}

let purifier: Promise<DOMPurify> | null = null;

/** A server render's purifier (the api's DOMPurify over jsdom): null in a browser. */
let serverPurifier: DOMPurify | null = null;

/**
 * For a render on the server (the api's live pages): the DOMPurify instance the api made over a
 * jsdom window, configured here with the post policy, so a post renders with its text (what a
 * crawler reads) instead of waiting for the browser's sanitiser.
 */
export function setServerPostPurifier(purify: DOMPurify | null): void {
  serverPurifier = purify ? configurePostPurifier(purify) : null;
}

/** The purifier a server render was given (setServerPostPurifier), else null. */
export const serverPostPurifier = (): DOMPurify | null => serverPurifier;

/** In a browser: DOMPurify, fetched once on demand (never in a first script) and configured with the post policy. */
export function loadPostSanitizer(): Promise<DOMPurify> {
  purifier ??= import('dompurify')
    .then((mod) => configurePostPurifier(mod.default))
    .catch((err: unknown) => {
      purifier = null;
      throw err;
    });
  return purifier;
}
