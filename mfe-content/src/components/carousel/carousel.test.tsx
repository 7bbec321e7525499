import { act, screen } from '@testing-library/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { activateLocale, renderWithProviders, stubMatchMedia } from '../../test/render';
import { Carousel } from './carousel';

// A stand-in for swiper's React build: it hands Carousel a swiper object whose slideNext is
// recorded, so the test can see when the carousel advances on its own.
const slideNext = jest.fn();
let mockLoads = 0;
jest.mock('./load-swiper', () => ({
  loadSwiper: () => {
    mockLoads += 1;
    return Promise.resolve({
      Swiper: function FakeSwiper({ children, onSwiper }: { children: ReactNode; onSwiper: (s: unknown) => void }) {
        // Like swiper, report the instance once (Carousel passes a new callback on every render).
        const first = useRef(onSwiper);
        useEffect(() => {
          first.current({ slideNext, slidePrev: jest.fn(), slideTo: jest.fn(), snapGrid: [0, 1, 2], snapIndex: 0, activeIndex: 0, params: { slidesPerView: 1 } });
        }, []);
        return <div>{children}</div>;
      },
      SwiperSlide: ({ children }: { children: ReactNode }) => <div>{children}</div>,
    });
  },
}));

const items = ['one', 'two', 'three'];
const renderCarousel = (autoplayMs?: number) =>
  renderWithProviders(<Carousel items={items} getKey={(s) => s} label="Slides" autoplayMs={autoplayMs} renderSlide={(s) => <p>{s}</p>} />);

beforeEach(() => {
  jest.useFakeTimers();
  slideNext.mockClear();
  activateLocale('en');
  // No IntersectionObserver in jsdom: the carousel counts as on screen and loads swiper at once.
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});
afterEach(() => jest.useRealTimers());

test.each([1000, 1500, 2000])('advances on its own every %i ms (after the 300 ms transition)', async (ms) => {
  stubMatchMedia();
  renderCarousel(ms);
  await act(async () => {});
  expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(ms + 300 - 1));
  expect(slideNext).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(slideNext).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(ms + 300));
  expect(slideNext).toHaveBeenCalledTimes(2);
});

test('never autoplays under prefers-reduced-motion, and offers no pause button then', async () => {
  stubMatchMedia({ reducedMotion: true });
  renderCarousel(1500);
  await act(async () => {});
  act(() => jest.advanceTimersByTime(20_000));
  expect(slideNext).not.toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
});

test('stops while paused by the visitor', async () => {
  stubMatchMedia();
  renderCarousel(1500);
  await act(async () => {});
  act(() => screen.getByRole('button', { name: 'Pause slideshow' }).click());
  act(() => jest.advanceTimersByTime(10_000));
  expect(slideNext).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
});

test('does not autoplay without an interval', async () => {
  stubMatchMedia();
  renderCarousel();
  await act(async () => {});
  act(() => jest.advanceTimersByTime(10_000));
  expect(slideNext).not.toHaveBeenCalled();
});

test('without autoplay, swiper loads only when the carousel is used, and the first click still moves it', async () => {
  stubMatchMedia();
  renderCarousel();
  await act(async () => {});
  // Plain first slides, controls ready, no swiper yet.
  const loadsBefore = mockLoads;
  act(() => jest.advanceTimersByTime(10_000));
  expect(mockLoads).toBe(loadsBefore);
  const next = screen.getByRole('button', { name: 'Next slide' });
  expect(next).toBeEnabled();
  await act(async () => {
    next.click();
  });
  await act(async () => {});
  expect(mockLoads).toBe(loadsBefore + 1);
  expect(slideNext).toHaveBeenCalledTimes(1);
});
