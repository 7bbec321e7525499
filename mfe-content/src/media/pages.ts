/**
 * The videos of the content pages and their posters. No footage exists yet: both videos are
 * silent push-ins across their posters (scripts/generate-page-videos.mjs), so the first frame is
 * the poster. Real footage replaces the mp4 file for file; footage with speech adds its WebVTT
 * captions (`{ src, captions }`). A field set to null shows the poster alone.
 */
import promoPosterUrl from './roro-ship.svg';
import shoringPosterUrl from './container-stuffing.svg';
import promoMp4 from './promo-roro.mp4';
import shoringMp4 from './shoring-container.mp4';

/** The content pages' video manifest. */
export interface PageMedia {
  /** The mp4 (with WebVTT captions when it has speech), or null. */
  promoVideo: { src: string; captions?: string } | null;
  promoPoster: string;
  shoringVideo: { src: string; captions?: string } | null;
  shoringPoster: string;
}

/** Videos and posters of the shipping and container stuffing pages (480x320 posters). */
export const pageMedia: PageMedia = {
  promoVideo: { src: promoMp4 },
  promoPoster: promoPosterUrl,
  shoringVideo: { src: shoringMp4 },
  shoringPoster: shoringPosterUrl,
};
