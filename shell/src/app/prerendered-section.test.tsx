import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../layout/test-utils';
import { PrerenderedSection } from './prerendered-section';

/** A server-rendered fragment as the page's HTML holds it (outside React). */
function serverFragment() {
  const el = document.createElement('div');
  el.dataset.prerendered = 'content/home-banner';
  el.innerHTML =
    '<section aria-labelledby="t"><h1 id="t">Ship your vehicle</h1>' +
    '<a href="/contents/oceanFreight">Find spot deals</a><a href="https://example.org/x">Elsewhere</a></section>';
  document.body.appendChild(el);
  return el;
}

it('moves the server-rendered element into the page as it is, without re-creating it', () => {
  const el = serverFragment();
  const { unmount } = renderWithProviders(<PrerenderedSection element={el} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Ship your vehicle' })).toBe(el.querySelector('h1'));
  expect(el.parentElement?.parentElement).not.toBe(document.body);
  unmount();
  expect(el.isConnected).toBe(false);
});

it('turns a click on one of its links into a client-side navigation', () => {
  renderWithProviders(<PrerenderedSection element={serverFragment()} />);
  const link = screen.getByRole('link', { name: 'Find spot deals' });
  // A modified click (new tab) keeps the browser's behaviour.
  expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  expect(fireEvent.click(link)).toBe(false);
  expect(screen.getByTestId('location')).toHaveTextContent('/contents/oceanFreight');
  // Another origin is left to the browser.
  expect(fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true);
  expect(screen.getByTestId('location')).toHaveTextContent('/contents/oceanFreight');
});

describe('the fragment looping video', () => {
  const withVideo = () => {
    const el = serverFragment();
    el.insertAdjacentHTML('afterbegin', '<div data-video="/mf/content/assets/hero.mp4" aria-hidden="true"><img src="/mf/content/assets/poster.svg" alt=""></div>');
    return el;
  };
  const reducedMotion = (matches: boolean) =>
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({ matches: query.includes('reduced-motion') && matches, media: query, addEventListener: () => {}, removeEventListener: () => {} }),
    });
  beforeEach(() => jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve()));
  afterEach(() => jest.restoreAllMocks());

  it('is added after the first paint, muted, looping, inline and autoplaying, and removed with the section', async () => {
    reducedMotion(false);
    const el = withVideo();
    const { unmount } = renderWithProviders(<PrerenderedSection element={el} />);
    expect(el.querySelector('video')).toBeNull();
    const video = await waitFor(() => {
      const v = el.querySelector('video');
      expect(v).not.toBeNull();
      return v!;
    });
    expect(video).toHaveAttribute('src', '/mf/content/assets/hero.mp4');
    expect(video).toHaveAttribute('poster', '/mf/content/assets/poster.svg');
    for (const name of ['autoplay', 'muted', 'loop', 'playsinline']) expect(video).toHaveAttribute(name);
    unmount();
    expect(video.isConnected).toBe(false);
  });

  it('is never added under prefers-reduced-motion', async () => {
    reducedMotion(true);
    const el = withVideo();
    renderWithProviders(<PrerenderedSection element={el} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(el.querySelector('video')).toBeNull();
  });
});
