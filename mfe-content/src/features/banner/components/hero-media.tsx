import { useEffect, useRef } from 'react';
import { attachLoopingVideo } from '@forwarder/shared/ui';
import { media } from '../../../media';
import styles from './hero-banner.module.css';

/**
 * Poster and looping video of the hero. The poster is a plain eager <img> with high fetch
 * priority, so it is the LCP element and paints before anything else loads. The video's URL
 * travels in `data-video` (also in the prerendered fragment, which has no video element): the
 * video is added after the first paint, never under Save-Data, prefers-reduced-motion or a slow
 * connection, and stays invisible over the poster until it actually plays
 * (`attachLoopingVideo`; the shell does the same on the prerendered hero it keeps).
 */
export function HeroMedia() {
  const box = useRef<HTMLDivElement>(null);
  const { heroVideo, heroPoster, heroPosterSize } = media;
  useEffect(() => (box.current && heroVideo ? attachLoopingVideo(box.current, heroVideo) : undefined), [heroVideo]);
  return (
    <div ref={box} className={styles.media} aria-hidden="true" data-video={heroVideo ?? undefined}>
      <img className={styles.poster} src={heroPoster} alt="" width={heroPosterSize.width} height={heroPosterSize.height} fetchPriority="high" />
    </div>
  );
}
