/**
 * The media manifest of this remote: every picture and video the home sections show comes from
 * here or from this folder, so real photos and footage can replace the illustrations file for file.
 */
import heroPosterUrl from './hero-roro-poster.svg';

/** The hero's looping banner. */
export interface HeroMedia {
  /** URL of a muted looping mp4; null until real footage exists (only the poster shows then). */
  heroVideo: string | null;
  /** Poster painted first (the LCP image) and shown until the video plays. */
  heroPoster: string;
  /** Intrinsic size of the poster, for width/height. */
  heroPosterSize: { width: number; height: number };
}

/**
 * Drop an mp4 into this folder and set `heroVideo` to its import (`import heroVideoUrl from
 * './hero.mp4'`) to turn the video banner on; nothing else changes.
 */
export const media: HeroMedia = {
  heroVideo: null,
  heroPoster: heroPosterUrl,
  heroPosterSize: { width: 1600, height: 800 },
};
