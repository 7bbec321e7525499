/**
 * The media manifest of this remote: every picture and video the home sections show comes from
 * here or from this folder, so real photos and footage can replace the illustrations file for file.
 */
import heroPosterUrl from './hero-roro-poster.svg';
import heroVideoUrl from './hero-roro-loop.mp4';

/** The hero's looping banner. */
export interface HeroMedia {
  /** URL of the muted looping mp4; null shows the poster only. */
  heroVideo: string | null;
  /** Poster painted first (the LCP image) and shown until the video plays. */
  heroPoster: string;
  /** Intrinsic size of the poster, for width/height. */
  heroPosterSize: { width: number; height: number };
}

/**
 * The hero: the poster and a 4-second loop made from it (scripts/generate-hero-video.mjs, 14 KB).
 * Real footage replaces hero-roro-loop.mp4 file for file (same 2:1 aspect, muted, seamless loop).
 */
export const media: HeroMedia = {
  heroVideo: heroVideoUrl,
  heroPoster: heroPosterUrl,
  heroPosterSize: { width: 1600, height: 800 },
};
