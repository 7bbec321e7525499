import { loadSanitizer, postExcerpt, sanitizePost } from './sanitize-post';

// The seeded Incoterms post's hostile parts (api/src/db/seed/blog-posts.ts), and more.
const HOSTILE = `<p>Every spot offer names a trade term.</p>
<script>alert('xss: script tag')</script>
<p><img src="/media/blog/missing-chart.png" alt="" onerror="alert('xss: onerror')">Whatever the term, charges at destination are paid by the buyer.
See the <a href="javascript:alert('xss: javascript link')">ICC summary</a> and <a href="https://iccwbo.org/incoterms" onclick="steal()">the rules</a>.</p>
<iframe src="https://evil.example/"></iframe><style>body{display:none}</style>
<p style="position:fixed;inset:0" onmouseover="alert(1)">Styled</p><form action="https://evil.example"><input name="x"></form>`;

test('removes scripts, handlers, javascript: URLs, frames, styles, forms and media, and keeps the text', async () => {
  const purify = await loadSanitizer();
  const html = sanitizePost(purify, HOSTILE);
  const box = document.createElement('div');
  box.innerHTML = html;
  expect(box.querySelectorAll('script, iframe, style, img, form, input, [style], [onerror], [onclick], [onmouseover]')).toHaveLength(0);
  expect(html).not.toMatch(/javascript:|alert\(|evil\.example/i);
  expect(box.textContent).toContain('Whatever the term, charges at destination are paid by the buyer.');
  expect(box.textContent).toContain('Styled');
});

test('every link opens in a new tab without opener or referrer; a javascript: link loses its href', async () => {
  const purify = await loadSanitizer();
  const box = document.createElement('div');
  box.innerHTML = sanitizePost(purify, HOSTILE);
  const links = [...box.querySelectorAll('a')];
  expect(links).toHaveLength(2);
  for (const a of links) {
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    expect(a.getAttribute('target')).toBe('_blank');
  }
  expect(links[0]?.hasAttribute('href')).toBe(false);
  expect(links[1]?.getAttribute('href')).toBe('https://iccwbo.org/incoterms');
});

test('the card excerpt is the prose only, with entities decoded and no script source', () => {
  const text = postExcerpt(`${HOSTILE}<p>Fish &amp; chips &lt;3</p>`);
  expect(text).toContain('Every spot offer names a trade term. Whatever the term');
  expect(text).toContain('Fish & chips <3');
  expect(text).not.toMatch(/alert|display:none/);
});

test('a picture this site stores for posts stays, lazy, with its alt text and nothing else; any other picture goes', async () => {
  const purify = await loadSanitizer();
  const ours = '/media/posts/12-0123456789abcdef-full.webp';
  const html = sanitizePost(
    purify,
    `<p>Loading day</p><img src="${ours}" alt="RoRo deck" onerror="alert(1)" style="width:9999px"><img src="https://evil.example/pixel.png"><img src="/media/posts/12-0123456789abcdef-full.webp?x" alt="">`,
  );
  const box = document.createElement('div');
  box.innerHTML = html;
  const imgs = [...box.querySelectorAll('img')];
  expect(imgs).toHaveLength(1);
  expect(imgs[0]?.getAttribute('src')).toBe(ours);
  expect(imgs[0]?.getAttribute('alt')).toBe('RoRo deck');
  expect(imgs[0]?.getAttribute('loading')).toBe('lazy');
  expect(imgs[0]?.hasAttribute('onerror')).toBe(false);
  expect(imgs[0]?.hasAttribute('style')).toBe(false);
  expect(html).not.toMatch(/evil\.example/);
});
