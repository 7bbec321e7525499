import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from '@forwarder/shared/router';
import { i18n } from '@forwarder/shared/i18n';
import { useVisitorCountry } from '@forwarder/shared/stores';
import SpotDealsWidget from './spot-deals-widget';

beforeAll(async () => {
  // Spanish, to prove the widget loads this remote's own compiled catalog before rendering.
  await i18n.loadAndActivate({ locale: 'es', messages: {} });
});

it('shows a placeholder section until its texts are loaded, then the translated deals', async () => {
  // Detection still running: the list itself stays in its loading state.
  useVisitorCountry.setState({ status: 'pending', code: null, error: false });
  global.fetch = jest.fn() as unknown as typeof fetch;
  const client = new QueryClient();
  const { container } = render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <SpotDealsWidget />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  expect(screen.queryByRole('heading')).toBeNull();
  expect(await screen.findByRole('heading', { name: 'Ofertas de flete spot' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Todas las ofertas' }).getAttribute('href')).toBe('/contents/oceanFreight');
  expect(screen.getByTestId('spot-deals-loading').children).toHaveLength(6);
});
