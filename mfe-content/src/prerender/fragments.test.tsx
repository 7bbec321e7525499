/** @jest-environment node */
import { fragments } from './fragments';

// Rendered in Node, as the build does (tooling/prerender-fragments.mjs).
it.each([
  ['en', 'Ship your vehicle from Korea, door to port, at a price you see upfront', 'Request a quote'],
  ['es', 'Envíe su vehículo desde Corea, de puerta a puerto, con un precio claro desde el principio', 'Solicitar cotización'],
  ['ru', 'Отправьте автомобиль из Кореи от двери до порта по цене, известной заранее', 'Запросить расчёт'],
] as const)('prerenders the home banner in %s: the h1, plain links, the poster and the video URL, no video element', (lang, title, cta) => {
  const html = fragments['home-banner']!(lang);
  expect(html).toContain(`<h1 id="home-hero-title"`);
  expect(html).toContain(`>${title}</h1>`);
  expect(html).toMatch(new RegExp(`<a [^>]*href="/contents/shipping-quotation"[^>]*>${cta}</a>`));
  expect(html).toMatch(/<img [^>]*fetchPriority="high"/);
  expect(html).not.toContain('<video');
  // The shell adds the video after the first paint (attachLoopingVideo) from this attribute.
  expect(html).toMatch(/<div [^>]*data-video="[^"]+"[^>]*><img /);
});
