import { screen, waitFor, within } from '@testing-library/react';
import { activateSharedEnglish, installFakeEventSource, renderAt } from '../../../test/render-desk';
import { callsTo, staffBooking, stubWorkspace, type WorkspaceState } from '../../../test/staff-booking';
import { nextSteps } from '../model';

beforeAll(activateSharedEnglish);
beforeEach(() => {
  localStorage.clear();
  installFakeEventSource();
});

const state = (): WorkspaceState => ({ detail: staffBooking(), chat: [], unreadTotal: 0 });
const panel = () => screen.getByRole('region', { name: 'Steps' });

it('allows only later steps and CANCEL, and nothing once a booking is finished', () => {
  expect(nextSteps('STEP1')).toEqual(['STEP2', 'STEP3', 'STEP4', 'COMPLETE', 'CANCEL']);
  expect(nextSteps('STEP3')).toEqual(['STEP4', 'COMPLETE', 'CANCEL']);
  expect(nextSteps('COMPLETE')).toEqual([]);
  expect(nextSteps('CANCEL')).toEqual([]);
});

it('offers only the forward steps and CANCEL, asks first, then moves the booking', async () => {
  const s = state();
  const calls = stubWorkspace(s, {
    'PUT /staff/booking/step': () => {
      s.detail = staffBooking({ booking: { bookingStep: 'STEP3', milestones: [...s.detail.booking.milestones, { bookingStep: 'STEP3', regDtm: '2026-11-24T09:00:00.000Z', staffName: 'Mina Park' }] } });
      return { status: 200, body: { ok: true } };
    },
  });
  const { user } = renderAt('/desk/booking/7');
  const select = await within(await screen.findByRole('region', { name: 'Steps' })).findByRole('combobox', { name: 'Move the booking to' });
  expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a step', 'Invoice issued', 'Transfer receipt uploaded', 'Complete', 'Cancel the booking']);
  const change = within(panel()).getByRole('button', { name: 'Change step' });
  expect(change).toBeDisabled();

  await user.selectOptions(select, 'STEP3');
  await user.click(change);
  const dialog = screen.getByRole('alertdialog', { name: 'Change the step?' });
  expect(dialog).toHaveTextContent('The booking moves from "Request reviewed" to "Invoice issued".');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(callsTo(calls, 'PUT', '/staff/booking/step')).toHaveLength(0);

  await user.click(change);
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Change step' }));
  await waitFor(() => expect(callsTo(calls, 'PUT', '/staff/booking/step')).toHaveLength(1));
  expect(callsTo(calls, 'PUT', '/staff/booking/step')[0]!.body).toEqual({ bookingId: 7, bookingStep: 'STEP3' });
  expect(await within(panel()).findByRole('status')).toHaveTextContent('The booking is now at "Invoice issued".');
  const milestones = within(panel()).getAllByRole('listitem');
  expect(milestones.at(-1)).toHaveTextContent('Invoice issued');
  expect(milestones.at(-1)).toHaveTextContent('by Mina Park');
  expect(within(panel()).getByRole('combobox', { name: 'Move the booking to' })).toHaveValue('');
});

it('asks with its own words before cancelling a booking', async () => {
  const calls = stubWorkspace(state(), { 'PUT /staff/booking/step': { status: 200, body: { ok: true } } });
  const { user } = renderAt('/desk/booking/7');
  const select = await within(await screen.findByRole('region', { name: 'Steps' })).findByRole('combobox', { name: 'Move the booking to' });
  await user.selectOptions(select, 'CANCEL');
  await user.click(within(panel()).getByRole('button', { name: 'Change step' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Cancel this booking?' });
  expect(within(dialog).getByRole('button', { name: 'Keep the booking' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
  await waitFor(() => expect(callsTo(calls, 'PUT', '/staff/booking/step')[0]?.body).toEqual({ bookingId: 7, bookingStep: 'CANCEL' }));
});

it('says clearly when the step changed meanwhile, and shows the booking again', async () => {
  const s = state();
  const calls = stubWorkspace(s, {
    'PUT /staff/booking/step': () => {
      s.detail = staffBooking({ booking: { bookingStep: 'STEP4' } });
      return { status: 409, body: { errorCode: 'STEP_NOT_ALLOWED', message: 'The booking changed meanwhile.' } };
    },
  });
  const { user } = renderAt('/desk/booking/7');
  const select = await within(await screen.findByRole('region', { name: 'Steps' })).findByRole('combobox', { name: 'Move the booking to' });
  const asked = callsTo(calls, 'GET', '/staff/booking/detail').length;
  await user.selectOptions(select, 'STEP3');
  await user.click(within(panel()).getByRole('button', { name: 'Change step' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Change step' }));
  expect(await within(panel()).findByRole('alert')).toHaveTextContent("The booking's step changed meanwhile");
  await waitFor(() => expect(callsTo(calls, 'GET', '/staff/booking/detail').length).toBeGreaterThan(asked));
  // The current step is there, and only what may follow it is offered.
  await waitFor(() => expect(within(panel()).getByTestId('milestones')).toBeInTheDocument());
  await waitFor(() => expect(within(within(panel()).getByRole('combobox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a step', 'Complete', 'Cancel the booking']));
});

it('has no step control on a finished booking', async () => {
  const s = state();
  s.detail = staffBooking({ booking: { bookingStep: 'COMPLETE' } });
  stubWorkspace(s);
  renderAt('/desk/booking/7');
  expect(await within(await screen.findByRole('region', { name: 'Steps' })).findByText('This booking is finished: its step can no longer change.')).toBeInTheDocument();
  expect(within(panel()).queryByRole('combobox')).not.toBeInTheDocument();
});
