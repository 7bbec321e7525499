/**
 * The videos of the content pages and their posters. No footage exists yet: `promoVideo` and
 * `shoringVideo` are null, so the players show their posters. Drop an mp4 into this folder and
 * set the field to its import and its captions' (`{ src: promoMp4, captions: promoVtt }`) to turn a player on.
 */
import promoPosterUrl from './roro-ship.svg';
import shoringPosterUrl from './container-stuffing.svg';

/** The content pages' video manifest. */
export interface PageMedia {
  /** The mp4 and its WebVTT captions, or null. */
  promoVideo: { src: string; captions: string } | null;
  promoPoster: string;
  shoringVideo: { src: string; captions: string } | null;
  shoringPoster: string;
}

/** Videos and posters of the shipping and container stuffing pages (480x320 posters). */
export const pageMedia: PageMedia = {
  promoVideo: null,
  promoPoster: promoPosterUrl,
  shoringVideo: null,
  shoringPoster: shoringPosterUrl,
};
