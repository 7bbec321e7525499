import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import type { SwiperClass } from 'swiper/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { useViewportPresence } from '../../hooks/use-viewport-presence';
import { loadSwiper, type SwiperKit } from './load-swiper';
import styles from './carousel.module.css';

/** Slides visible at once: `base` below 600px, `sm` from 600px, `md` from 960px (each defaults to the smaller one). */
export interface PerView {
  base: number;
  sm?: number;
  md?: number;
}

/** Props of Carousel. */
export interface CarouselProps<T> {
  /** The slides' data, in order. */
  items: readonly T[];
  /** Stable key of an item. */
  getKey: (item: T, index: number) => string;
  /** One slide's content; it should have the same height whether swiper has loaded or not. */
  renderSlide: (item: T, index: number) => ReactNode;
  /** Accessible name of the carousel (translated). */
  label: string;
  /** Slides per view by breakpoint; default one. */
  perView?: PerView;
  /** Space between slides in px; default 24. */
  gap?: number;
  /** Autoplay delay in ms between slides; no autoplay when left out. */
  autoplayMs?: number;
  /** Transition length in ms; default 300. */
  speedMs?: number;
  /** Controls colour on navy ('inverse'); default 'default'. */
  tone?: 'default' | 'inverse';
  /** Extra class of the root. */
  className?: string;
}

const SM = 600;
const MD = 960;
/** More positions than this get a "3 / 33" counter instead of dots. */
const MAX_DOTS = 10;

function normalise(pv: PerView): Required<PerView> {
  const sm = pv.sm ?? pv.base;
  return { base: pv.base, sm, md: pv.md ?? sm };
}

/** Slides per view at the current window width, so the first paint already has the final layout. */
function perViewNow(pv: Required<PerView>): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return pv.base;
  if (window.matchMedia(`(min-width: ${MD}px)`).matches) return pv.md;
  if (window.matchMedia(`(min-width: ${SM}px)`).matches) return pv.sm;
  return pv.base;
}

/**
 * A carousel. Until swiper is needed it renders the first slides as plain markup of the final
 * size (no swiper in the first load): one with autoplay loads swiper and its CSS when the section
 * comes within ~300px of the viewport, one without at the first sign of use; then it swaps in the
 * real slider. Prev/next buttons, dots (or a counter) and
 * Left/Right arrow keys drive it; autoplay pauses on hover, on keyboard focus, off screen and on
 * the pause button, and never runs under prefers-reduced-motion.
 */
export function Carousel<T>({ items, getKey, renderSlide, label, perView = { base: 1 }, gap = 24, autoplayMs, speedMs = 300, tone = 'default', className }: CarouselProps<T>) {
  const { t } = useLingui();
  const pv = normalise(perView);
  const reduced = useReducedMotion();
  const presence = useViewportPresence<HTMLDivElement>();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const [kit, setKit] = useState<SwiperKit | null>(null);
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [active, setActive] = useState(0);
  const [snapCount, setSnapCount] = useState(() => Math.max(1, items.length - perViewNow(pv) + 1));
  const [userPaused, setUserPaused] = useState(false);
  const [hovering, setHovering] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [tick, setTick] = useState(0);

  // A carousel that moves on its own needs swiper once it is near the screen; one that only moves
  // when asked loads it at the first sign of use (pointer over it, a touch, keyboard focus, a
  // control), so a carousel at the top of a page costs the first load nothing.
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const pending = useRef<((s: SwiperClass) => void) | null>(null);
  const needed = autoplayMs ? presence.near : wanted;

  useEffect(() => {
    if (!needed || kit) return;
    let alive = true;
    loadSwiper()
      .then((k) => alive && setKit(k))
      // The static first slides stay in place; the section is still readable without swiper.
      .catch((err: unknown) => console.error('[content] swiper failed to load', err));
    return () => {
      alive = false;
    };
  }, [needed, kit]);

  const canAutoplay = Boolean(autoplayMs) && !reduced && snapCount > 1;
  const running = canAutoplay && !userPaused && Boolean(swiper) && presence.visible && !hovering && !focusWithin;

  useEffect(() => {
    if (!running || !swiper || !autoplayMs) return;
    // Like swiper's own autoplay, wait `autoplayMs` after the previous transition has finished.
    const id = window.setTimeout(() => {
      swiper.slideNext();
      setTick((n) => n + 1);
    }, autoplayMs + speedMs);
    return () => window.clearTimeout(id);
  }, [running, swiper, autoplayMs, speedMs, active, tick]);

  /** Moves the slider now, or as soon as swiper is here (asking for it). */
  const move = useCallback(
    (go: (s: SwiperClass) => void) => {
      if (swiper) go(swiper);
      else {
        pending.current = go;
        setWanted(true);
      }
    },
    [swiper],
  );
  const prev = useCallback(() => move((s) => s.slidePrev()), [move]);
  const next = useCallback(() => move((s) => s.slideNext()), [move]);
  // Before swiper is here, the controls of a carousel without autoplay still answer (they load it).
  const controlsOff = !swiper && Boolean(autoplayMs);

  useEffect(() => {
    const el = rootRef.current;
    if (!el) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
      if (e.key === 'ArrowLeft') {
        e.preventDefault();
        prev();
      } else if (e.key === 'ArrowRight') {
        e.preventDefault();
        next();
      }
    };
    el.addEventListener('keydown', onKey);
    return () => el.removeEventListener('keydown', onKey);
  }, [prev, next]);

  const presenceRef = presence.ref;
  const setRoot = useCallback(
    (node: HTMLDivElement | null) => {
      rootRef.current = node;
      presenceRef(node);
    },
    [presenceRef],
  );
  // Swiper's React wrapper compares params shallowly: a new breakpoints object on every render
  // would make it re-apply the breakpoints after each slide change.
  const breakpoints = useMemo(() => ({ [SM]: { slidesPerView: pv.sm }, [MD]: { slidesPerView: pv.md } }), [pv.sm, pv.md]);

  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    setFocusWithin(true);
    want();
    // Tabbing into a slide that is off to the side: bring it into view instead of letting the
    // browser scroll the clipped track.
    const slide = (e.target as HTMLElement).closest<HTMLElement>('[data-slide-index]');
    if (!slide || !swiper) return;
    const index = Number(slide.dataset.slideIndex);
    const shown = typeof swiper.params.slidesPerView === 'number' ? swiper.params.slidesPerView : 1;
    if (index < swiper.activeIndex || index >= swiper.activeIndex + shown) swiper.slideTo(index);
    // slide -> swiper-wrapper -> swiper container, the element the browser scrolled.
    const container = slide.parentElement?.parentElement;
    if (container) container.scrollLeft = 0;
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusWithin(false);
  };

  const total = items.length;
  const slideAttrs = (index: number) => {
    const n = index + 1;
    return {
      role: 'group',
      'aria-roledescription': t`slide`,
      'aria-label': t`${n} of ${total}`,
      'data-slide-index': index,
    };
  };

  const vars = { '--pv-base': pv.base, '--pv-sm': pv.sm, '--pv-md': pv.md, '--carousel-gap': `${gap}px` } as CSSProperties;
  const current = active + 1;
  const positions = snapCount;

  return (
    <div
      ref={setRoot}
      className={[styles.root, tone === 'inverse' ? styles.inverse : '', className ?? ''].filter(Boolean).join(' ')}
      style={vars}
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={label}
      onMouseEnter={() => {
        setHovering(true);
        want();
      }}
      onTouchStart={want}
      onMouseLeave={() => setHovering(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {kit ? (
        <kit.Swiper
          className={styles.swiper}
          onSwiper={(s) => {
            setSwiper(s);
            setSnapCount(s.snapGrid.length);
            setActive(s.snapIndex);
            pending.current?.(s);
            pending.current = null;
          }}
          slidesPerView={pv.base}
          spaceBetween={gap}
          breakpoints={breakpoints}
          speed={reduced ? 0 : speedMs}
          rewind
          watchOverflow
          onSlideChange={(s) => setActive(s.snapIndex)}
          onSnapGridLengthChange={(s) => setSnapCount(s.snapGrid.length)}
          aria-live={running ? 'off' : 'polite'}
        >
          {items.map((item, i) => (
            <kit.SwiperSlide key={getKey(item, i)} {...slideAttrs(i)}>
              {renderSlide(item, i)}
            </kit.SwiperSlide>
          ))}
        </kit.Swiper>
      ) : (
        <div className={styles.staticTrack}>
          {items.slice(0, pv.md).map((item, i) => (
            <div key={getKey(item, i)} className={styles.staticSlide} {...slideAttrs(i)}>
              {renderSlide(item, i)}
            </div>
          ))}
        </div>
      )}

      {positions > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={prev} disabled={controlsOff} aria-label={t`Previous slide`}>
            <ChevronLeft size={22} aria-hidden="true" />
          </button>
          {positions <= MAX_DOTS && (
            <div className={styles.dots}>
              {Array.from({ length: positions }, (_, i) => {
                const n = i + 1;
                return (
                  <button
                    key={i}
                    type="button"
                    className={styles.dot}
                    onClick={() => move((s) => s.slideTo(i))}
                    disabled={controlsOff}
                    aria-label={t`Go to slide ${n}`}
                    aria-current={i === active ? 'true' : undefined}
                  >
                    <span className={styles.dotMark} aria-hidden="true" />
                  </button>
                );
              })}
            </div>
          )}
          <p className={[styles.counter, positions <= MAX_DOTS ? styles.counterMobile : ''].filter(Boolean).join(' ')}>
            <span aria-hidden="true">
              {current} / {total}
            </span>
            <span className="visually-hidden">{t`Slide ${current} of ${total}`}</span>
          </p>
          <button type="button" className={styles.arrow} onClick={next} disabled={controlsOff} aria-label={t`Next slide`}>
            <ChevronRight size={22} aria-hidden="true" />
          </button>
          {canAutoplay && (
            <button
              type="button"
              className={styles.arrow}
              onClick={() => setUserPaused((p) => !p)}
              aria-label={userPaused ? t`Play slideshow` : t`Pause slideshow`}
            >
              {userPaused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
