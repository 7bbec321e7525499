import { screen, within } from '@testing-library/react';
import { paths } from '@forwarder/shared/paths';
import { activateLocale, renderWithProviders, stubIntersectionObserver, stubMatchMedia } from '../../../test/render';
import { HomeServices, SERVICES_AUTOPLAY_MS } from './home-services';

beforeEach(() => {
  activateLocale('en');
  stubIntersectionObserver();
  stubMatchMedia();
});

test('summarises how to book in five ordered steps and links to the guide', () => {
  renderWithProviders(<HomeServices />);
  const steps = screen.getByRole('list', { name: 'How to book in five steps' });
  expect(steps.tagName).toBe('OL');
  const titles = within(steps)
    .getAllByRole('listitem')
    .map((li) => within(li).getByRole('heading').textContent);
  expect(titles).toEqual(['Get a quote', 'Request a booking', 'Pay by bank transfer (T/T)', 'Load the vehicle', 'Track the shipment']);
  expect(screen.getByRole('link', { name: 'See how booking works' })).toHaveAttribute('href', paths.howToBook);
});

test('has the request-a-quote button to /contents/shipping-quotation and the seven shippable items', () => {
  renderWithProviders(<HomeServices />);
  expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/contents/shipping-quotation');
  const items = screen.getByRole('list', { name: 'What we ship' });
  expect(within(items).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Cars',
    'Trucks',
    'Buses',
    'Equipment',
    'Motorcycles / ATV',
    'Electronic appliances',
    'Other cargo',
  ]);
});

test('shows the RoRo, container and consolidation slides before swiper has loaded, with lazy images of fixed size', () => {
  renderWithProviders(<HomeServices />);
  const carousel = screen.getByRole('region', { name: 'Shipping services' });
  const slides = within(carousel).getAllByRole('group');
  expect(slides.map((s) => within(s).getByRole('heading').textContent)).toEqual(['RoRo shipping', 'Container shipping', 'Consolidation']);
  for (const img of carousel.querySelectorAll('img')) {
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '320');
  }
});

test('the service slides autoplay every 1.5 s (spec 1 section 9), with a pause button, and never under reduced motion', () => {
  expect(SERVICES_AUTOPLAY_MS).toBe(1500);
  const { unmount } = renderWithProviders(<HomeServices />);
  expect(within(screen.getByRole('region', { name: 'Shipping services' })).getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  unmount();
  stubMatchMedia({ reducedMotion: true });
  renderWithProviders(<HomeServices />);
  expect(within(screen.getByRole('region', { name: 'Shipping services' })).queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
});
