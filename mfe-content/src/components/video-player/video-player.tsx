import { useLingui } from '@lingui/react/macro';
import styles from './video-player.module.css';

/** Props of VideoPlayer. */
export interface VideoPlayerProps {
  /** The mp4 (and its WebVTT captions when it has speech); null while no footage exists (only the poster shows). */
  video: { src: string; captions?: string } | null;
  /** Poster painted first and kept when there is no video. */
  poster: string;
  /** Intrinsic size of the poster. */
  width: number;
  height: number;
  /** What the video shows (the poster's alt text, the video's accessible name and caption). */
  label: string;
  /** Lazy-load the poster (below the fold); default true. */
  lazy?: boolean;
}

/**
 * A video with its poster: the `<video>` element (controls, never autoplay, nothing downloaded
 * before play) when footage exists, else the poster alone. Pages below the fold lazy-load the
 * poster. Real footage replaces `src` in the page's media manifest; nothing else changes.
 */
export function VideoPlayer({ video, poster, width, height, label, lazy = true }: VideoPlayerProps) {
  const { t, i18n } = useLingui();
  return (
    <figure className={styles.figure}>
      {video?.captions ? (
        <video className={styles.media} src={video.src} poster={poster} width={width} height={height} controls playsInline preload="none" aria-label={label}>
          <track kind="captions" src={video.captions} srcLang={i18n.locale || 'en'} label={t`Captions`} default />
          {t`Your browser cannot play this video.`}
        </video>
      ) : video ? (
        // Footage without speech has no sound track to caption: muted, the figure's caption says what it shows.
        <video className={styles.media} src={video.src} poster={poster} width={width} height={height} controls muted playsInline preload="none" aria-label={label}>
          {t`Your browser cannot play this video.`}
        </video>
      ) : (
        <img className={styles.media} src={poster} alt={label} width={width} height={height} loading={lazy ? 'lazy' : undefined} decoding="async" />
      )}
      <figcaption className={styles.caption}>{label}</figcaption>
    </figure>
  );
}
