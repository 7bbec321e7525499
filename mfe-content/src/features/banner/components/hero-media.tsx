import { useState } from 'react';
import { media } from '../../../media';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import styles from './hero-banner.module.css';

/**
 * Poster and (when configured) the looping video of the hero. The poster is a plain eager <img>
 * with high fetch priority, so it is the LCP element and paints before anything else loads; the
 * video sits on top, invisible until it actually plays, and is never rendered under
 * prefers-reduced-motion (no autoplay for those visitors).
 */
export function HeroMedia() {
  const reduced = useReducedMotion();
  const [playing, setPlaying] = useState(false);
  const { heroVideo, heroPoster, heroPosterSize } = media;
  return (
    <div className={styles.media} aria-hidden="true">
      <img className={styles.poster} src={heroPoster} alt="" width={heroPosterSize.width} height={heroPosterSize.height} fetchPriority="high" />
      {heroVideo && !reduced && (
        <video
          className={[styles.video, playing ? styles.videoPlaying : ''].filter(Boolean).join(' ')}
          src={heroVideo}
          poster={heroPoster}
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          tabIndex={-1}
          onPlaying={() => setPlaying(true)}
        />
      )}
    </div>
  );
}
