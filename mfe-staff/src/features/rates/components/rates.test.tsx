import { screen, waitFor, within } from '@testing-library/react';
import type { StaffRates } from '@forwarder/shared/contract';
import { activateSharedEnglish, currentUrl, installFakeEventSource, renderAt, stubFetch } from '../../../test/render-desk';

beforeAll(activateSharedEnglish);
beforeEach(() => {
  localStorage.clear();
  installFakeEventSource();
});

const CHOICES = {
  loading: [{ port: 'KRPTK', portNm: 'Pyeongtaek', country: 'C1570' }],
  discharge: [
    { port: 'GHTEM', portNm: 'Tema', country: 'C0820' },
    { port: 'NGLOS', portNm: 'Lagos', country: 'C1090' },
  ],
  lines: [],
};

const RATES: StaffRates = {
  rates: [
    { dptPort: 'KRPTK', arvPort: 'GHTEM', cargoType: 'RORO', sizeOrCategory: 'CAR', baseUsd: 1150, perTonUsd: 120, updatedAt: null, updatedBy: null },
    { dptPort: 'KRPTK', arvPort: 'GHTEM', cargoType: 'CONT', sizeOrCategory: 'HQ40', baseUsd: 3600, perTonUsd: 0, updatedAt: null, updatedBy: null },
  ],
  settings: [{ key: 'VALID_DAYS', value: 7, updatedAt: null, updatedBy: null }],
  changes: [{ id: 1, at: '2026-11-26T01:00:00.000Z', staff: { id: 3, name: 'Mina Park' }, subject: 'KRPTK GHTEM CONT HQ40', before: '3500 / 0', after: '3600 / 0' }],
};

it("picks a port into the URL, saves one rate, and refuses a value that makes no sense", async () => {
  const calls = stubFetch({
    'GET /staff/unread': { status: 200, body: { unreadTotal: 0 } },
    'GET /staff/offer/choices': { status: 200, body: CHOICES },
    'GET /staff/rates': { status: 200, body: RATES },
    'PUT /staff/rate': { status: 200, body: { ok: true, changed: true } },
  });
  const { user } = renderAt('/desk/rates');
  expect(await screen.findByText('Choose a port of discharge to see its rates.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Port of discharge' })).toBeEnabled());
  await user.selectOptions(screen.getByRole('combobox', { name: 'Port of discharge' }), 'GHTEM');
  expect(currentUrl()).toBe('/desk/rates?port=GHTEM');
  const car = await screen.findByRole('form', { name: 'Car (RoRo)' });
  expect(within(screen.getByRole('region', { name: 'From Pyeongtaek' })).getAllByTestId('rate-row')).toHaveLength(2);
  expect(screen.getByTestId('rate-changes')).toHaveTextContent('Pyeongtaek → Tema, Ghana · 40 ft high cube container');
  const save = within(car).getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  const base = within(car).getByRole('textbox', { name: 'Base (USD)' });
  await user.clear(base);
  await user.type(base, '-5');
  await user.click(save);
  expect(within(car).getByRole('alert')).toHaveTextContent('Enter the base price in whole US dollars, from 1 to 1,000,000.');
  await user.clear(base);
  await user.type(base, '1,250');
  await user.click(save);
  await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ dptPort: 'KRPTK', arvPort: 'GHTEM', cargoType: 'RORO', sizeOrCategory: 'CAR', baseUsd: 1250, perTonUsd: 120 });
  // The container row has no per-ton price.
  expect(within(screen.getByRole('form', { name: '40 ft high cube container' })).queryByRole('textbox', { name: 'Per extra ton (USD)' })).toBeNull();
});
