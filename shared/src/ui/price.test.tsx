import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { useCurrency, useSession, useVisitorCountry, KOREA } from '../stores';
import type { AuthUser } from '../contract';
import { Price } from './price';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const user = (priceMasked: boolean): AuthUser => ({
  name: 'Test', email: 'test@example.com', country: 'C0100', mobileCountry: null, mobileNumber: null, flagSubscribe: false, role: 'USER', priceMasked,
});

beforeEach(() => {
  useCurrency.setState({ curr: 'USD', rate: null, ttl: 0, date: null, error: false });
  useSession.setState({ status: 'signed-out', user: null });
  useVisitorCountry.setState({ status: 'done', code: 'C0100', error: false });
});

const show = (usd: number | null) =>
  render(
    <I18nProvider i18n={i18n}>
      <Price usd={usd} />
    </I18nProvider>,
  );

describe('Price', () => {
  it('shows USD with thousands separators and the code', () => {
    show(1250);
    const price = screen.getByTestId('price');
    expect(price.textContent).toMatch(/^1,250 USD$/);
    expect(price.querySelector('abbr')?.textContent).toContain('USD');
  });

  it('converts to EUR and rounds up to a whole euro', () => {
    useCurrency.setState({ curr: 'EUR', rate: 0.9213, ttl: Date.now() + 60_000 });
    show(1000); // 921.3 -> 922
    expect(screen.getByTestId('price').textContent).toMatch(/^922 EUR$/);
  });

  it('follows a currency change', () => {
    show(2000);
    expect(screen.getByTestId('price').textContent).toContain('2,000 USD');
    act(() => useCurrency.setState({ curr: 'EUR', rate: 0.5, ttl: Date.now() + 60_000 }));
    expect(screen.getByTestId('price').textContent).toContain('1,000 EUR');
  });

  it('masks prices for the test account', () => {
    useSession.setState({ status: 'signed-in', user: user(true) });
    show(1250);
    expect(screen.getByTestId('price').textContent).toContain('*,***');
    expect(screen.getByTestId('price').textContent).not.toContain('1,250');
  });

  it('does not mask for an ordinary signed-in user', () => {
    useSession.setState({ status: 'signed-in', user: user(false) });
    show(1250);
    expect(screen.getByTestId('price').textContent).toContain('1,250 USD');
  });

  it('masks prices for visitors in Korea', () => {
    useVisitorCountry.setState({ status: 'done', code: KOREA, error: false });
    show(1250);
    expect(screen.getByTestId('price').textContent).toContain('*,***');
    expect(screen.getByTestId('price').textContent).not.toContain('1,250');
  });

  it('masks a null price', () => {
    show(null);
    expect(screen.getByTestId('price').textContent).toContain('*,***');
    expect(screen.getByText('Price hidden')).toBeTruthy();
  });
});
