import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@forwarder/shared/i18n';
import type { ProformaInvoice } from '@forwarder/shared/contract';
import { booking } from '../../../test/booking-fixture';
import { BookingDetailsDialog } from './booking-details-dialog';


const pi: ProformaInvoice = {
  piId: 12,
  bookingId: 42,
  regDtm: '2026-11-02',
  dueDtm: '2026-11-09',
  buyerName: 'Daniel Mensah',
  staff: { name: 'Mina Park' },
  curr: 'USD',
  currRate: 0,
  itemList: [{ description: 'Ocean freight', unitSize: 'FT20', total: 1250 }],
  memo: { content: '' },
  dptCountry: 'C1570',
  dptCountryNm: 'Korea, Republic of',
  dptPortNm: 'Incheon',
  arvCountry: 'C0820',
  arvCountryNm: 'Ghana',
  arvPortNm: 'Tema',
  totalUsd: 1250,
  totalCurr: 1250,
  downloadable: true,
  flagDel: false,
};

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <I18nProvider i18n={i18n}>
      <button type="button" onClick={() => setOpen(true)}>
        Details
      </button>
      <BookingDetailsDialog open={open} onClose={() => setOpen(false)} booking={booking} pi={pi} />
    </I18nProvider>
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

it('opens at its top: focus on the heading, not on the P.I download further down (issue 28)', async () => {
  const user = userEvent.setup();
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Details' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Booking details' });
  const download = screen.getByRole('button', { name: 'Download P.I' });
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Booking details', level: 2 }));
  expect(document.activeElement).not.toBe(download);

  // Keyboard users stay in the dialog: Tab goes on to Close, Shift+Tab wraps to the last control.
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(download);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
  expect(dialog).not.toBeInTheDocument();
});
