import { screen, within } from '@testing-library/react';
import { defaultRuntimeConfig, useRuntimeConfig } from '@forwarder/shared/config';
import { paths } from '@forwarder/shared/paths';
import { useVisitorCountry } from '@forwarder/shared/stores';
import { renderWithProviders, resetStores } from '../test-utils';
import { Footer } from './footer';

jest.mock('../../app/preload', () => ({ preloadRoute: jest.fn() }));

beforeEach(resetStores);

it('lists the service, company and legal links', () => {
  renderWithProviders(<Footer />);
  const nav = screen.getByRole('navigation', { name: 'Footer' });
  for (const [name, to] of [
    ['Ocean freight', paths.oceanFreight],
    ['Shipping schedule', paths.shippingSchedule],
    ['Instant quotation', paths.shippingQuotation],
    ['Tracking', paths.tracking],
    ['Shipping', paths.shipping],
    ['Container stuffing', paths.containerStuffing],
    ['About us', paths.aboutUs],
    ['Reviews', paths.reviews],
    ['Blog', paths.blog],
    ['Hot items', paths.hotItems],
    ['How it works', paths.howToBook],
    ['Terms of use', paths.termsOfUse],
    ['Privacy policy', paths.privacyPolicy],
  ] as const) {
    expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', to);
  }
});

it('links the phone, the email and the sister sites, with the year in the copyright line', () => {
  useRuntimeConfig.setState({
    config: { ...defaultRuntimeConfig, brand: { ...defaultRuntimeConfig.brand, sisterSites: [{ name: 'Korea Parts Export', url: 'https://parts.example' }] } },
  });
  renderWithProviders(<Footer />);
  expect(screen.getByRole('link', { name: /\+82-2-555-0142/ })).toHaveAttribute('href', 'tel:+8225550142');
  expect(screen.getByRole('link', { name: /sales@koreacarshipping\.example/ })).toHaveAttribute('href', 'mailto:sales@koreacarshipping.example');
  expect(screen.getByRole('link', { name: /Korea Parts Export/ })).toHaveAttribute('href', 'https://parts.example');
  expect(screen.getByText(`© ${new Date().getFullYear()} KoreaCarShipping. All rights reserved.`)).toBeInTheDocument();
});

it('shows no sister sites while none is configured (BRAND_SISTER_SITES)', () => {
  useRuntimeConfig.setState({ config: defaultRuntimeConfig });
  renderWithProviders(<Footer />);
  expect(screen.queryByText('Our sister sites')).not.toBeInTheDocument();
});

it('shows the Korean company registration only to visitors in Korea (C1570)', () => {
  useVisitorCountry.setState({ status: 'done', code: 'C1570', error: false });
  const { unmount } = renderWithProviders(<Footer />);
  const reg = screen.getByRole('region', { name: 'Company registration' });
  for (const term of ['Company name', 'CEO', 'Business registration number', 'Address', 'Mail-order business report number']) {
    expect(within(reg).getByText(term)).toBeInTheDocument();
  }
  expect(reg).toHaveTextContent(/Seoul/);
  unmount();

  for (const code of ['C1760', 'C0010', null]) {
    useVisitorCountry.setState({ status: 'done', code, error: code === null });
    const r = renderWithProviders(<Footer />);
    expect(screen.queryByRole('region', { name: 'Company registration' })).not.toBeInTheDocument();
    expect(screen.queryByText('Business registration number')).not.toBeInTheDocument();
    r.unmount();
  }
});
