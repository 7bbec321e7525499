import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from '@forwarder/shared/router';
import { i18n } from '@forwarder/shared/i18n';
import TrackingPage from './tracking-page';

beforeAll(async () => {
  await i18n.loadAndActivate({ locale: 'en', messages: {} });
});

function renderPage() {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <TrackingPage />
      </MemoryRouter>
    </I18nProvider>,
  );
}

it('keeps letters and digits in upper case and opens the carrier page in a new tab without opener', async () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  renderPage();
  const input = screen.getByRole('textbox', { name: 'B/L number' });
  await userEvent.type(input, 'hlcu-1234 5678 9012{Enter}');
  expect(input).toHaveValue('HLCU123456789012');
  expect(open).toHaveBeenCalledWith(expect.stringContaining('hapag-lloyd.com'), '_blank', 'noopener,noreferrer');
  expect(screen.queryByRole('alert')).toBeNull();
  open.mockRestore();
});

it('shows the no-data message on a miss, with the field marked invalid', async () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  renderPage();
  const input = screen.getByRole('textbox', { name: 'B/L number' });
  await userEvent.type(input, 'XYZ123');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByRole('alert')).toHaveTextContent("We couldn't find the B/L number you provided.");
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveFocus();
  expect(open).not.toHaveBeenCalled();
  // Typing again clears the message.
  await userEvent.type(input, '4');
  expect(screen.queryByRole('alert')).toBeNull();
  open.mockRestore();
});

it('shows the 17 partner carriers as logos named for screen readers, at a fixed size', () => {
  renderPage();
  const partners = screen.getByRole('region', { name: 'Partner carriers' });
  const logos = within(partners).getAllByRole('img');
  expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual([
    'EUKOR',
    'CMA CGM',
    'COSCO',
    'Höegh Autoliners',
    'Maersk',
    'MSC',
    'PIL',
    'Swire Shipping',
    'K Line',
    'NYK Line',
    'ZIM',
    'MOL',
    'Hapag-Lloyd',
    'Evergreen',
    'SITC',
    'Interasia',
    'ONE',
  ]);
  for (const logo of logos) {
    expect(logo).toHaveAttribute('src', expect.stringMatching(/\/lines\/[\w-]+\.svg$/));
    expect(logo).toHaveAttribute('width', '96');
    expect(logo).toHaveAttribute('height', '32');
  }
  // The same files as the schedule's line logos where the schedule has the line.
  expect(within(partners).getByRole('img', { name: 'Maersk' })).toHaveAttribute('src', '/lines/C040.svg');
  // Only the first rows load at once.
  expect(within(partners).getByRole('img', { name: 'EUKOR' })).toHaveAttribute('loading', 'eager');
  expect(within(partners).getByRole('img', { name: 'ONE' })).toHaveAttribute('loading', 'lazy');
});
