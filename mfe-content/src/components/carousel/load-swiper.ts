import type { Swiper, SwiperSlide } from 'swiper/react';

/** The parts of swiper the carousels use. */
export interface SwiperKit {
  Swiper: typeof Swiper;
  SwiperSlide: typeof SwiperSlide;
}

let pending: Promise<SwiperKit> | null = null;

/**
 * Loads swiper's React build and its core CSS on demand (one shared promise). Only the core is
 * used: autoplay, paging and keyboard handling live in Carousel, so none of swiper's modules (and
 * their CSS) are downloaded. A failed download is forgotten so the next attempt retries.
 */
export function loadSwiper(): Promise<SwiperKit> {
  pending ??= Promise.all([import('swiper/react'), import('swiper/css')])
    .then(([mod]) => ({ Swiper: mod.Swiper, SwiperSlide: mod.SwiperSlide }))
    .catch((err: unknown) => {
      pending = null;
      throw err;
    });
  return pending;
}
