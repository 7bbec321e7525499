import { screen, waitFor, within } from '@testing-library/react';
import { activateEnglish, currentPath, renderAt, stubFetch } from '../../../test/render-route';

const TOKEN = 'A'.repeat(32);
beforeAll(activateEnglish);

it('confirms once on load and welcomes the user with a Sign In button', async () => {
  const calls = stubFetch({ 'PUT /cmn/user/confirm': { status: 200, body: { ok: true } } });
  renderAt(`/member/confirm-email-completed/${TOKEN}`);
  expect(await screen.findByText(/Welcome to .+! Your account has been actived\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/member/sign-in');
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`PUT /cmn/user/confirm?emailHash=${TOKEN}`]);
});

it('alerts a failure and Retry repeats the call', async () => {
  let status = 400;
  const calls = stubFetch({ 'PUT /cmn/user/confirm': () => ({ status, body: status === 200 ? { ok: true } : { errorCode: 'TOKEN_INVALID', message: 'x' } }) });
  const { user } = renderAt(`/member/confirm-email-completed/${TOKEN}`);
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('Your Email Confirming failed. Please Try Again.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(screen.getByRole('link', { name: 'Back To Main' })).toHaveAttribute('href', '/');
  status = 200;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('confirm-success')).toBeInTheDocument();
  expect(calls).toHaveLength(2);
});

it('sends an empty hash to /', async () => {
  stubFetch({});
  renderAt('/member/confirm-email-completed/');
  await waitFor(() => expect(currentPath()).toBe('/'));
});

describe('when boot.js started the call with the document', () => {
  const key = `PUT /cmn/user/confirm?emailHash=${TOKEN}`;
  const answer = (status: number, body: unknown) =>
    ({ ok: status >= 200 && status < 300, status, statusText: String(status), text: async () => JSON.stringify(body) }) as Response;
  afterEach(() => {
    delete window.__fwEarlyCalls;
  });

  it('starts from its success and calls nothing', async () => {
    window.__fwEarlyCalls = { [key]: { response: Promise.resolve(answer(200, { ok: true })), outcome: 'ok' } };
    const calls = stubFetch({});
    renderAt(`/member/confirm-email-completed/${TOKEN}`);
    expect(await screen.findByTestId('confirm-success')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Confirming your email' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('starts from its failure with the alert open, and Retry calls again', async () => {
    window.__fwEarlyCalls = { [key]: { response: Promise.resolve(answer(400, { errorCode: 'TOKEN_INVALID', message: 'x' })), outcome: 'error' } };
    const calls = stubFetch({ 'PUT /cmn/user/confirm': { status: 200, body: { ok: true } } });
    const { user } = renderAt(`/member/confirm-email-completed/${TOKEN}`);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Your Email Confirming failed. Please Try Again.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('confirm-success')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('takes its answer still on the way instead of calling again', async () => {
    let answerNow: (r: Response) => void = () => undefined;
    window.__fwEarlyCalls = { [key]: { response: new Promise<Response>((resolve) => (answerNow = resolve)) } };
    const calls = stubFetch({});
    renderAt(`/member/confirm-email-completed/${TOKEN}`);
    expect(await screen.findByText('Confirming your email…')).toBeInTheDocument();
    answerNow(answer(200, { ok: true }));
    expect(await screen.findByTestId('confirm-success')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
