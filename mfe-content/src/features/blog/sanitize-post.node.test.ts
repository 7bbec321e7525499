/** @jest-environment node */
import { postExcerpt } from './sanitize-post';

it('reads character references on the server (a live page) as the browser does', () => {
  expect(postExcerpt('<p>Fish &amp; chips &lt;3 &#8364;5 &#x20AC;6&nbsp;&quot;ok&quot; &bogus; &#0;</p>')).toBe('Fish & chips <3 €5 €6 "ok" &bogus; &#0;');
  expect(postExcerpt('<script>alert(1)</script><img src=x onerror=alert(1)>Hello')).toBe('Hello');
});
