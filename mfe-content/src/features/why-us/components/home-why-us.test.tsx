import { screen, within } from '@testing-library/react';
import { defaultRuntimeConfig, useRuntimeConfig } from '@forwarder/shared/config';
import { activateLocale, renderWithProviders, stubIntersectionObserver, stubMatchMedia } from '../../../test/render';
import { HomeWhyUs } from './home-why-us';

beforeEach(() => {
  activateLocale('en');
  stubIntersectionObserver();
});

test('is a labelled carousel with previous/next buttons, one dot per position and a pause button', () => {
  stubMatchMedia({ reducedMotion: false });
  renderWithProviders(<HomeWhyUs />);
  const carousel = screen.getByRole('region', { name: 'Reasons to ship with us' });
  expect(within(carousel).getAllByRole('group')[0]).toHaveAccessibleName('1 of 7');
  expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
  expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  expect(within(carousel).getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(7);
  expect(within(carousel).getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
});

test('does not autoplay under prefers-reduced-motion (no pause button)', () => {
  stubMatchMedia({ reducedMotion: true });
  renderWithProviders(<HomeWhyUs />);
  const carousel = screen.getByRole('region', { name: 'Reasons to ship with us' });
  expect(within(carousel).queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
  expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
});

const INSTAGRAM = 'https://www.instagram.com/koreacarshipping.demo';

afterEach(() => useRuntimeConfig.setState({ config: defaultRuntimeConfig }));

test('links the Instagram banner to the configured account (BRAND_INSTAGRAM) in a new tab', () => {
  stubMatchMedia();
  useRuntimeConfig.setState({ config: { ...defaultRuntimeConfig, brand: { ...defaultRuntimeConfig.brand, instagram: INSTAGRAM } } });
  renderWithProviders(<HomeWhyUs />);
  const link = screen.getByRole('link', { name: /Follow our loading days on Instagram/ });
  expect(link).toHaveAttribute('href', INSTAGRAM);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
});

test('shows no Instagram banner while no account is configured (no link pointing nowhere)', () => {
  stubMatchMedia();
  renderWithProviders(<HomeWhyUs />);
  expect(screen.getByRole('region', { name: 'Reasons to ship with us' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
});
