import { render, waitFor } from '@testing-library/react';
import { stubMatchMedia } from '../../../test/render';
import { HeroMedia } from './hero-media';

jest.mock('../../../media', () => ({
  media: { heroVideo: '/media/hero.mp4', heroPoster: '/media/poster.svg', heroPosterSize: { width: 1600, height: 800 } },
}));

/** The video, once attachLoopingVideo has added it (after the first paint). */
const videoOf = (container: HTMLElement) =>
  waitFor(() => {
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    return video!;
  });

const setConnection = (value: object | undefined) => Object.defineProperty(navigator, 'connection', { configurable: true, value });

beforeEach(() => {
  setConnection(undefined);
  // jsdom has no media playback.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => jest.restoreAllMocks());

test('paints the poster first, then adds the video muted, looping, inline and autoplaying', async () => {
  stubMatchMedia({ reducedMotion: false });
  const { container } = render(<HeroMedia />);
  expect(container.querySelector('img')).toHaveAttribute('src', '/media/poster.svg');
  expect(container.querySelector('video')).toBeNull();
  const video = await videoOf(container);
  expect(video).toHaveAttribute('src', '/media/hero.mp4');
  for (const name of ['autoplay', 'muted', 'loop', 'playsinline']) expect(video).toHaveAttribute(name);
  expect(video.muted).toBe(true);
  expect(video).toHaveAttribute('poster', '/media/poster.svg');
  // Invisible until it plays: the poster stays the painted frame.
  expect(video).not.toHaveAttribute('data-playing');
  video.dispatchEvent(new Event('playing'));
  expect(video).toHaveAttribute('data-playing');
});

test('never adds the video under prefers-reduced-motion: only the poster shows', async () => {
  stubMatchMedia({ reducedMotion: true });
  const { container } = render(<HeroMedia />);
  await new Promise((r) => setTimeout(r, 50));
  expect(container.querySelector('video')).toBeNull();
  expect(container.querySelector('img')).toHaveAttribute('src', '/media/poster.svg');
});

test.each([
  ['Save-Data', { saveData: true, effectiveType: '4g' }],
  ['a 3g connection', { saveData: false, effectiveType: '3g' }],
  ['a 2g connection', { saveData: false, effectiveType: '2g' }],
])('never loads the video on %s', async (_, connection) => {
  stubMatchMedia({ reducedMotion: false });
  setConnection(connection);
  const { container } = render(<HeroMedia />);
  await new Promise((r) => setTimeout(r, 50));
  expect(container.querySelector('video')).toBeNull();
});

test('removes the video when unmounted', async () => {
  stubMatchMedia({ reducedMotion: false });
  const { container, unmount } = render(<HeroMedia />);
  const video = await videoOf(container);
  unmount();
  expect(video.isConnected).toBe(false);
});
