import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from '@forwarder/shared/router';
import type { SpotFreight } from '@forwarder/shared/contract';
import { i18n } from '@forwarder/shared/i18n';
import { useCurrency, useSession, useVisitorCountry } from '@forwarder/shared/stores';
import { many } from '../test-offers';
import OceanFreightPage, { CARDS_PER_BATCH } from './ocean-freight-page';

function answerWith(list: SpotFreight[]) {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify({ list }) })) as unknown as typeof fetch;
}

/** Stands in for IntersectionObserver: `nearEnd()` tells every observer its element is in view. */
let observers: Array<{ cb: IntersectionObserverCallback; el: Element | null }> = [];
function nearEnd() {
  act(() => observers.forEach((o) => o.el && o.cb([{ isIntersecting: true, target: o.el } as IntersectionObserverEntry], {} as IntersectionObserver)));
}

beforeAll(async () => {
  await i18n.loadAndActivate({ locale: 'en', messages: {} });
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  observers = [];
  useVisitorCountry.setState({ status: 'done', code: 'C1571', error: false });
  useCurrency.setState({ curr: 'USD', rate: null, ttl: 0, date: null, error: false });
  useSession.setState({ status: 'signed-out', user: null });
});

afterEach(async () => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 0, refetchOnWindowFocus: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/contents/oceanFreight']}>
          <Routes>
            <Route path="/contents/oceanFreight" element={<OceanFreightPage />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const cards = () => screen.queryAllByRole('article');
const more = () => screen.queryByRole('button', { name: 'Show more offers' });

describe('OceanFreightPage', () => {
  it('counts every offer but builds the first batch of cards; Show more offers adds the next and focuses its first card', async () => {
    answerWith(many(30));
    renderPage();
    expect(await screen.findByText('30 results')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(CARDS_PER_BATCH));
    const user = userEvent.setup();
    await user.click(more()!);
    await waitFor(() => expect(cards()).toHaveLength(2 * CARDS_PER_BATCH));
    expect(document.activeElement?.closest('article')).toBe(cards()[CARDS_PER_BATCH]);
    expect(document.activeElement).toHaveProperty('textContent', 'Book now');
    await user.click(more()!);
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(more()).toBeNull();
  });

  it('adds the next batch when the end of the grid nears the screen', async () => {
    window.IntersectionObserver = class {
      cb: IntersectionObserverCallback;
      constructor(cb: IntersectionObserverCallback) {
        this.cb = cb;
      }
      observe(el: Element) {
        observers.push({ cb: this.cb, el });
      }
      disconnect() {
        observers = observers.filter((o) => o.cb !== this.cb);
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    answerWith(many(20));
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(CARDS_PER_BATCH));
    nearEnd();
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(more()).toBeNull();
  });
});
