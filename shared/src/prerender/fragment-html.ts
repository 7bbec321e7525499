/**
 * The HTML of a first-screen fragment: one element holding the CSS its markup uses and the
 * markup, `<div data-prerendered="<app>/<name>" data-lang="…">…</div>`. Built the same way at
 * build time (tooling/prerender-fragments.mjs, the static files) and on a request (livePages:
 * a page rendered with its data).
 */

/** Comments and layout whitespace out; the rules themselves are left as written. */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/** Splits CSS into top-level blocks: [prelude, body] (body without its braces). */
function blocks(css: string): [string, string][] {
  const out: [string, string][] = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') {
      if (depth++ === 0) open = i;
    } else if (css[i] === '}' && --depth === 0) {
      out.push([css.slice(start, open).trim(), css.slice(open + 1, i)]);
      start = i + 1;
    }
  }
  return out;
}

const classesOf = (selector: string) => [...selector.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);

/**
 * Only the rules a fragment can use: a rule whose selector names classes stays when one of them
 * is in the markup (rules without classes, e.g. :root and element rules, always stay);
 * @media blocks are pruned inside; unused @keyframes go. The full UI kit's CSS otherwise comes
 * along with any one component of it.
 */
export function pruneCss(css: string, used: Set<string>): string {
  const keep = (selector: string) =>
    classesOf(selector).length === 0 ||
    selector.split(',').some((part) => {
      const own = classesOf(part);
      return own.length === 0 || own.every((c) => used.has(c));
    });
  return blocks(css)
    .map(([prelude, body]) => {
      if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
        const inner = pruneCss(body, used);
        return inner ? `${prelude}{${inner}}` : '';
      }
      if (prelude.startsWith('@keyframes')) return '';
      return keep(prelude) ? `${prelude}{${body}}` : '';
    })
    .join('');
}

/** A JSON text safe inside a `<script>` element (no `</script>`, no `<!--`). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The fragment element for `markup` rendered by `app` as `name` in `lang`, with the rules of
 * `css` (the app's minified CSS) its classes use. A page's first screen (name `page--…`, see
 * firstScreenOf in @forwarder/shared/paths) stands in for the page until its code renders:
 * inert, and its fields take no typing that the real page would then drop (readonly text
 * fields, disabled selects). `state` (a page rendered with its data) travels beside it as JSON
 * for the page's code to start from (ui/first-screen.tsx, firstScreenState).
 */
export function fragmentHtml(o: { app: string; name: string; lang: string; markup: string; css: string; state?: unknown }): string {
  const page = o.name.startsWith('page--');
  let markup = o.markup;
  if (page) {
    if (/<script\b/i.test(markup)) throw new Error(`${o.name}.${o.lang}: a first screen must not hold a script`);
    markup = markup.replace(/<(input|textarea)\b(?![^>]*\breadonly\b)/g, '<$1 readonly=""').replace(/<select\b(?![^>]*\bdisabled\b)/g, '<select disabled=""');
  }
  const used = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
  const css = pruneCss(o.css, used);
  const attrs = page ? ' data-first-screen="" inert=""' : '';
  const state = o.state === undefined ? '' : `<script type="application/json" data-first-screen-state="">${jsonForScript(o.state)}</script>`;
  return `<div data-prerendered="${o.app}/${o.name}" data-lang="${o.lang}"${attrs}>${css ? `<style>${css}</style>` : ''}${markup}${state}</div>\n`;
}
