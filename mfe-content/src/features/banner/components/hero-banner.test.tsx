import { screen } from '@testing-library/react';
import { paths } from '@forwarder/shared/paths';
import { activateLocale, renderWithProviders, stubMatchMedia } from '../../../test/render';
import { media } from '../../../media';
import { HeroBanner } from './hero-banner';

beforeEach(() => {
  activateLocale('en');
  stubMatchMedia();
});

test('shows the h1, the claims and the two next steps, with request-a-quote as the call to action', () => {
  renderWithProviders(<HeroBanner />);
  expect(screen.getByRole('heading', { level: 1, name: 'Ship your vehicle from Korea, door to port, at a price you see upfront' })).toBeInTheDocument();
  expect(screen.getByText(/120,000 vehicles to over 100 countries/)).toHaveTextContent('110+ countries');
  expect(screen.getByRole('link', { name: 'Find spot deals' })).toHaveAttribute('href', paths.oceanFreight);
  expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', paths.shippingQuotation);
});

test('paints the poster first: eager, high priority, with its size; the video comes later', () => {
  expect(media.heroVideo).toEqual(expect.any(String));
  const { container } = renderWithProviders(<HeroBanner />);
  const poster = container.querySelector('img')!;
  expect(poster).toHaveAttribute('fetchpriority', 'high');
  expect(poster).not.toHaveAttribute('loading');
  expect(poster).toHaveAttribute('width', '1600');
  expect(poster).toHaveAttribute('height', '800');
  // The looping video is added after the first paint (hero-media.test.tsx), never in the first render.
  expect(container.querySelector('video')).toBeNull();
  expect(container.querySelector('[data-video]')).toHaveAttribute('data-video', media.heroVideo);
});
