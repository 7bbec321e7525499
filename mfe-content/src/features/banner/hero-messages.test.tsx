import { screen } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import { i18n } from '@forwarder/shared/i18n';
import { renderWithProviders, stubMatchMedia } from '../../test/render';
import { messages as en } from '../../locales/en/messages';
import { messages as es } from '../../locales/es/messages';
import { messages as ru } from '../../locales/ru/messages';
import { HeroBanner } from './components/hero-banner';
import { heroMessages } from './hero-messages';

const compiled: Record<'en' | 'es' | 'ru', Messages> = { en, es, ru };
const REGENERATE = 'hero-messages.ts is stale: run `node scripts/generate-hero-messages.mjs`';

test.each(['en', 'es', 'ru'] as const)('the hero strings bundled with the banner equal the compiled %s catalog', (locale) => {
  for (const [id, message] of Object.entries(heroMessages[locale])) {
    expect({ id, message, hint: REGENERATE }).toEqual({ id, message: compiled[locale][id], hint: REGENERATE });
  }
});

test.each(['es', 'ru'] as const)('the hero renders entirely from its bundled strings in %s (nothing missing)', (locale) => {
  stubMatchMedia();
  const missing: string[] = [];
  const off = i18n.on('missing', ({ id }) => missing.push(id));
  i18n.loadAndActivate({ locale, messages: heroMessages[locale] });
  renderWithProviders(<HeroBanner />);
  off();
  expect({ missing, hint: REGENERATE }).toEqual({ missing: [], hint: REGENERATE });
  const title = screen.getByRole('heading', { level: 1 }).textContent;
  expect(title).not.toBe('Ship your vehicle from Korea, door to port, at a price you see upfront');
  expect(Object.values(heroMessages[locale]).some((m) => (Array.isArray(m) ? m.join('') : m) === title)).toBe(true);
});
