/** Test helpers of this remote: the shell's providers around a component, and browser APIs jsdom lacks. */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@forwarder/shared/router';
import { i18n } from '@forwarder/shared/i18n';
import type { Lang } from '@forwarder/shared/contract';

/** Activate `locale` with no compiled messages (texts render in their English source). */
export function activateLocale(locale: Lang = 'en') {
  i18n.loadAndActivate({ locale, messages: {} });
}

/** Render inside a fresh QueryClient (spec settings: no retries), a MemoryRouter and the I18nProvider. */
export function renderWithProviders(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 0, refetchOnWindowFocus: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <I18nProvider i18n={i18n}>{ui}</I18nProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/**
 * An IntersectionObserver that never reports an intersection: carousels keep their static first
 * slides and swiper is never loaded, as for a section still far below the fold.
 */
export function stubIntersectionObserver() {
  class NeverIntersecting {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: NeverIntersecting });
}

/** window.matchMedia answering `reduce` for prefers-reduced-motion when `reducedMotion`, and no min-width query. */
export function stubMatchMedia({ reducedMotion = false }: { reducedMotion?: boolean } = {}) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: query.includes('prefers-reduced-motion') ? reducedMotion : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
