/**
 * A blog post's HTML as the api stores it (issue 24): sanitised with the post policy of
 * @forwarder/shared/post-html (DOMPurify over a jsdom window, made on the first save), so what is
 * stored is already inert; the blog sanitises it again before display. Also the picture ids a
 * post's text refers to, which must all be pictures uploaded here.
 */
import type { DOMPurify } from 'dompurify';
import { contract, postHtml } from './shared.ts';

let purifier: Promise<DOMPurify> | null = null;

/** DOMPurify over a jsdom window with the post policy (made on the first call): saves, and the blog's live render. */
export async function postPurifier(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    const { window } = new JSDOM('');
    return postHtml.configurePostPurifier(createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]));
  })().catch((err: unknown) => {
    purifier = null;
    throw err;
  });
  return purifier;
}

/** `html` as the post policy allows it. */
export async function sanitizePostContent(html: string): Promise<string> {
  return postHtml.sanitizePostHtml(await postPurifier(), html);
}

/** True when the post says something (words or a picture). */
export const postHasText = (html: string): boolean => postHtml.postHasText(html);

/** The picture ids (with their hash) that `html`'s pictures point at, once each. */
export function pictureRefs(html: string): Array<{ id: number; hash: string }> {
  const seen = new Map<string, { id: number; hash: string }>();
  for (const m of html.matchAll(/<img\b[^>]*\ssrc="([^"]*)"/gi)) {
    const hit = contract.POST_PICTURE_URL.exec(m[1]!);
    if (hit) seen.set(`${hit[1]}-${hit[2]}`, { id: Number(hit[1]), hash: hit[2]! });
  }
  return [...seen.values()];
}
