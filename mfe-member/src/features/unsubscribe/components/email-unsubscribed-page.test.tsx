import { screen, waitFor } from '@testing-library/react';
import { activateEnglish, currentPath, renderAt, stubFetch } from '../../../test/render-route';

const TOKEN = 'C'.repeat(32);
beforeAll(activateEnglish);

it('unsubscribes on load', async () => {
  const calls = stubFetch({ 'PUT /cmn/unsubscribe': { status: 200, body: { ok: true } } });
  renderAt(`/member/email-unsubscribed/${TOKEN}`);
  expect(await screen.findByText("You've been unsubscribed")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back To Main' })).toHaveAttribute('href', '/');
  expect(calls.map((c) => c.url)).toEqual([`/cmn/unsubscribe?emailHash=${TOKEN}`]);
});

it('shows the failure message with the support contact', async () => {
  stubFetch({ 'PUT /cmn/unsubscribe': { status: 404, body: { errorCode: 'TOKEN_NOT_FOUND', message: 'x' } } });
  renderAt(`/member/email-unsubscribed/${TOKEN}`);
  expect(await screen.findByText(/We could not unsubscribe you/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
});

it('sends a blank hash to /', async () => {
  stubFetch({});
  renderAt('/member/email-unsubscribed/%20');
  await waitFor(() => expect(currentPath()).toBe('/'));
});

it('starts from the outcome of the call boot.js started with the document, calling nothing', async () => {
  const answer = { ok: false, status: 404, statusText: '404', text: async () => '{}' } as Response;
  window.__fwEarlyCalls = { [`PUT /cmn/unsubscribe?emailHash=${TOKEN}`]: { response: Promise.resolve(answer), outcome: 'error' } };
  const calls = stubFetch({});
  renderAt(`/member/email-unsubscribed/${TOKEN}`);
  expect(await screen.findByText(/We could not unsubscribe you/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back To Main' })).toHaveAttribute('href', '/');
  expect(calls).toEqual([]);
  delete window.__fwEarlyCalls;
});
