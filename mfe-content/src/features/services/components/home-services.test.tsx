import { useEffect, useRef, type ReactNode } from 'react';
import { act, screen, within } from '@testing-library/react';
import { i18n } from '@forwarder/shared/i18n';
import { paths } from '@forwarder/shared/paths';
import { activateLocale, renderWithProviders, stubIntersectionObserver, stubMatchMedia } from '../../../test/render';
import { messages as esMessages } from '../../../locales/es/messages';
import { messages as ruMessages } from '../../../locales/ru/messages';
import { HomeServices, SERVICES_AUTOPLAY_MS } from './home-services';

// A stand-in for swiper's React build that renders every slide (the static first screen shows
// only as many as fit a wide screen).
jest.mock('../../../components/carousel/load-swiper', () => ({
  loadSwiper: () =>
    Promise.resolve({
      Swiper: function FakeSwiper({ children, onSwiper }: { children: ReactNode; onSwiper: (s: unknown) => void }) {
        const first = useRef(onSwiper);
        useEffect(() => {
          first.current({ slideNext: jest.fn(), slidePrev: jest.fn(), slideTo: jest.fn(), snapGrid: [0, 1, 2, 3], snapIndex: 0, activeIndex: 0, params: { slidesPerView: 1 } });
        }, []);
        return <div>{children}</div>;
      },
      SwiperSlide: ({ children, ...rest }: { children: ReactNode }) => <div {...rest}>{children}</div>,
    }),
}));

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

describe('one slide per shipping type, BULK included (spec 1 section 1; issue 28)', () => {
  const slideTitles = async () => {
    // No IntersectionObserver: the carousel counts as on screen and loads swiper with every slide.
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    const { container } = renderWithProviders(<HomeServices />);
    await act(async () => {});
    // The service carousel (its name is translated too).
    const carousel = container.querySelector<HTMLElement>('[role="region"][aria-roledescription]')!;
    return within(carousel)
      .getAllByRole('group')
      .map((s) => within(s).getByRole('heading').textContent);
  };

  test.each([
    ['en', {}, ['RoRo shipping', 'Container shipping', 'Consolidation', 'Bulk shipping'], 'RoRo, container, shared container or bulk'],
    ['es', esMessages, ['Envío RoRo', 'Envío en contenedor', 'Consolidado', 'Envío a granel'], 'RoRo, contenedor, contenedor compartido o a granel'],
    ['ru', ruMessages, ['Перевозка ро-ро', 'Контейнерная перевозка', 'Сборный груз', 'Перевозка навалом'], 'Ро-ро, контейнер, сборный контейнер или навалом'],
  ] as const)('%s: RoRo, container, consolidation and bulk', async (locale, messages, titles, heading) => {
    i18n.loadAndActivate({ locale, messages });
    expect(await slideTitles()).toEqual(titles);
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    const bulk = screen.getAllByRole('group')[3]!;
    expect(within(bulk).getByRole('link')).toHaveAttribute('href', paths.shipping);
    expect(within(bulk).getAllByRole('listitem')).toHaveLength(2);
    expect(bulk.querySelector('img')).toHaveAttribute('width', '480');
  });
});
