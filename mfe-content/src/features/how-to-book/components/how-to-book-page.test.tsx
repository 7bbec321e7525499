import { screen, within } from '@testing-library/react';
import { defaultRuntimeConfig, useRuntimeConfig } from '@forwarder/shared/config';
import { activateLocale, renderWithProviders, stubIntersectionObserver, stubMatchMedia } from '../../../test/render';
import HowToBookPage from './how-to-book-page';

beforeEach(() => {
  activateLocale('en');
  stubIntersectionObserver();
  stubMatchMedia();
});

afterEach(() => useRuntimeConfig.setState({ config: defaultRuntimeConfig }));

const bankBlock = () => {
  const heading = screen.getByRole('heading', { name: 'Bank transfer details' });
  return within(heading.closest('li')!);
};

test('shows the bank of the runtime configuration (the one the proforma invoice prints)', () => {
  useRuntimeConfig.setState({
    config: {
      ...defaultRuntimeConfig,
      bank: { beneficiary: 'Harbour Test Co.', bankName: 'Test Bank', bankAddress: '1 Quay Road, Busan', accountNumber: '000-111-222', swift: 'TESTKRSE' },
    },
  });
  renderWithProviders(<HowToBookPage />);
  const block = bankBlock();
  expect(block.getByText('Harbour Test Co.')).toBeInTheDocument();
  expect(block.getByText('Test Bank, 1 Quay Road, Busan')).toBeInTheDocument();
  expect(block.getByText('TESTKRSE')).toBeInTheDocument();
  // The account number stays on the invoice only (the page's own warning says so).
  expect(block.getByText('Printed on your proforma invoice')).toBeInTheDocument();
  expect(block.queryByText('000-111-222')).not.toBeInTheDocument();
});

test('shows the default bank until the runtime configuration has loaded', () => {
  renderWithProviders(<HowToBookPage />);
  const block = bankBlock();
  const bank = defaultRuntimeConfig.bank;
  expect(block.getByText(bank.beneficiary)).toBeInTheDocument();
  expect(block.getByText(`${bank.bankName}, ${bank.bankAddress}`)).toBeInTheDocument();
  expect(block.getByText(bank.swift)).toBeInTheDocument();
});
