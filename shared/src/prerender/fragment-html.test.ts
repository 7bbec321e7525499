import { fragmentHtml, minifyCss, pruneCss } from './fragment-html';

const CSS = minifyCss(`
  :root { --c: red; }
  .a { color: var(--c); }
  .b, .c { margin: 0; }
  .unused { padding: 1px; }
  @media (max-width: 599px) { .a { color: blue; } .unused { color: green; } }
  @keyframes spin { to { transform: rotate(1turn); } }
`);

it('keeps only the rules whose classes the markup uses (and those without classes)', () => {
  expect(pruneCss(CSS, new Set(['a']))).toBe(':root{--c:red}.a{color:var(--c)}@media (max-width:599px){.a{color:blue}}');
  expect(pruneCss(CSS, new Set(['c']))).toContain('.b,.c{margin:0}');
});

it("wraps a page's first screen inert, its fields read-only, with the CSS it uses", () => {
  const html = fragmentHtml({ app: 'booking', name: 'page--my-booking-list', lang: 'ru', markup: '<h1 class="a">Hi</h1><input name="q"><select class="b"></select>', css: CSS });
  expect(html).toBe(
    '<div data-prerendered="booking/page--my-booking-list" data-lang="ru" data-first-screen="" inert=""><style>:root{--c:red}.a{color:var(--c)}.b,.c{margin:0}@media (max-width:599px){.a{color:blue}}</style><h1 class="a">Hi</h1><input readonly="" name="q"><select disabled="" class="b"></select></div>\n',
  );
  expect(() => fragmentHtml({ app: 'x', name: 'page--x', lang: 'en', markup: '<script>alert(1)</script>', css: '' })).toThrow(/must not hold a script/);
});

it('carries the state as JSON that cannot close its script element', () => {
  const state = { queries: [{ title: '</script><script>alert(1)</script>' }], user: null };
  const html = fragmentHtml({ app: 'content', name: 'page--contents--blog', lang: 'en', markup: '<p>x</p>', css: '', state });
  const json = /<script type="application\/json" data-first-screen-state="">(.*)<\/script><\/div>/.exec(html)![1]!;
  expect(json).not.toContain('</script');
  expect(JSON.parse(json)).toEqual(state);
});
