/**
 * The decorative looping video of a banner (spec 1 section 2), added to a box that already shows
 * its poster. Plain DOM, no React: the shell runs it on the server-rendered hero it keeps (whose
 * markup carries the URL in `data-video`), the content remote on the hero it renders itself.
 */

/** Effective connection types too slow for a decorative video (Network Information API). */
const SLOW_TYPES = ['slow-2g', '2g', '3g'];
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * True when a decorative video may load: never when the visitor asks for reduced motion, when
 * the connection asks to save data (Save-Data) or when its effective type is slow (3g or less).
 */
export function mayLoadDecorativeVideo(): boolean {
  if (typeof window === 'undefined') return false;
  if (window.matchMedia?.(REDUCED_MOTION).matches) return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData) return false;
  return !SLOW_TYPES.includes(connection?.effectiveType ?? '');
}

/**
 * Runs `job` once the page has loaded, painted a frame and the main thread is idle (at most 2 s
 * later): the video never competes with the first screen, its poster or the boot scripts.
 */
function afterFirstPaint(job: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => !cancelled && job();
  const whenIdle = () => {
    setTimeout(() => {
      if (cancelled) return;
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 2000 });
      else setTimeout(run, 0);
    }, 0);
  };
  const afterLoad = () => requestAnimationFrame(whenIdle);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    if (idle !== undefined) window.cancelIdleCallback?.(idle);
  };
}

/**
 * Adds a muted, looping, inline, autoplaying `<video>` of `src` (default: the box's `data-video`)
 * to `box` after the first paint, when {@link mayLoadDecorativeVideo} allows it; the video carries
 * `data-playing` once it plays (so CSS can fade it in over the poster, which stays the painted
 * frame and the LCP image until then). It is removed again when the visitor turns on reduced
 * motion. Returns the cleanup (cancels a pending start, removes the video).
 */
export function attachLoopingVideo(box: HTMLElement, src = box.dataset.video): () => void {
  if (!src || typeof window === 'undefined') return () => {};
  let video: HTMLVideoElement | null = null;
  const remove = () => {
    video?.remove();
    video = null;
  };
  const motion = window.matchMedia?.(REDUCED_MOTION);
  const onMotion = () => motion?.matches && remove();
  motion?.addEventListener?.('change', onMotion);

  const cancel = afterFirstPaint(() => {
    if (!mayLoadDecorativeVideo() || box.querySelector('video')) return;
    const v = document.createElement('video');
    // Attributes, not only properties: `muted` must be in the markup for autoplay to be allowed
    // everywhere (iOS), and the attributes say what the element does.
    for (const name of ['autoplay', 'muted', 'loop', 'playsinline', 'disablepictureinpicture']) v.setAttribute(name, '');
    v.muted = true;
    v.preload = 'auto';
    v.tabIndex = -1;
    const poster = box.querySelector('img')?.getAttribute('src');
    if (poster) v.poster = poster;
    v.addEventListener('playing', () => v.setAttribute('data-playing', ''), { once: true });
    v.src = src;
    box.appendChild(v);
    video = v;
    // Some browsers ignore the autoplay attribute of an element added by script; asking once more is harmless.
    v.play?.()?.catch(() => undefined);
  });
  return () => {
    cancel();
    motion?.removeEventListener?.('change', onMotion);
    remove();
  };
}
