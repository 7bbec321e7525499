import { render } from '@testing-library/react';
import { stubMatchMedia } from '../../../test/render';
import { HeroMedia } from './hero-media';

// A configured video, as when a real mp4 has been dropped into src/media.
jest.mock('../../../media', () => ({
  media: { heroVideo: '/media/hero.mp4', heroPoster: '/media/poster.svg', heroPosterSize: { width: 1600, height: 800 } },
}));

test('plays the configured video muted, looping and inline over the poster', () => {
  stubMatchMedia({ reducedMotion: false });
  const { container } = render(<HeroMedia />);
  const video = container.querySelector('video')!;
  expect(video).toHaveAttribute('src', '/media/hero.mp4');
  expect(video).toHaveAttribute('autoplay');
  expect(video).toHaveAttribute('loop');
  expect(video).toHaveAttribute('playsinline');
  expect(video.muted).toBe(true);
  expect(container.querySelector('img')).toHaveAttribute('src', '/media/poster.svg');
});

test('never autoplays under prefers-reduced-motion: only the poster shows', () => {
  stubMatchMedia({ reducedMotion: true });
  const { container } = render(<HeroMedia />);
  expect(container.querySelector('video')).toBeNull();
  expect(container.querySelector('img')).toHaveAttribute('src', '/media/poster.svg');
});
