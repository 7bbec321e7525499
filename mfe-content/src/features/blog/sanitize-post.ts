/**
 * Blog post HTML comes from the server and must never run: it is sanitised again here with the
 * post policy of @forwarder/shared/post-html (DOMPurify, loaded on demand, never in a first
 * script) before it is put into the page, and the card's text is read without parsing the post.
 */
export { loadPostSanitizer as loadSanitizer, postText as postExcerpt, sanitizePostHtml as sanitizePost } from '@forwarder/shared/post-html';
