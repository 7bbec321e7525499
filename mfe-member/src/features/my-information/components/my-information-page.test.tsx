import { screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@forwarder/shared/stores';
import { activateEnglish, currentPath, demoUser, renderAt, stubFetch } from '../../../test/render-route';

const codeList = { status: 200, body: { list: [{ codeVal: 'C0820', codeBuf2: 'GH', en: 'Ghana' }, { codeVal: 'C1571', codeBuf2: 'NG', en: 'Nigeria' }] } };
beforeAll(activateEnglish);
beforeEach(() => useSession.setState({ status: 'signed-in', user: demoUser }));

it('sends visitors to /', async () => {
  useSession.setState({ status: 'signed-out', user: null });
  stubFetch({});
  renderAt('/member/my-information');
  await waitFor(() => expect(currentPath()).toBe('/'));
});

it('asks for the password first, refuses a wrong one, then edits and saves the profile', async () => {
  let save = 200;
  const calls = stubFetch({
    'POST /cmn/login': (c) => ((c.body as { pwd: string }).pwd.length === 64 && save !== -1 ? { status: 200, body: demoUser } : { status: 401, body: { errorCode: 'X', message: 'x' } }),
    'GET /cmn/auth/user': { status: 200, body: demoUser },
    'GET /cmn/code/list': codeList,
    'PUT /cmn/auth/user': (c) => ({ status: save, body: { ...demoUser, ...(c.body as object) } }),
  });
  const { user } = renderAt('/member/my-information');
  await waitFor(() => expect(currentPath()).toBe('/member/my-information-confirm'));
  save = -1;
  await user.type(await screen.findByLabelText('Password'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  const refused = await screen.findByRole('alertdialog');
  expect(within(refused).getByText('Invalid Password.')).toBeInTheDocument();
  await user.click(within(refused).getByRole('button', { name: 'OK' }));
  save = 200;
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(currentPath()).toBe('/member/my-information'));

  const name = await screen.findByLabelText('Name');
  expect(name).toHaveValue('Daniel Mensah');
  expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  await user.clear(name);
  await user.type(name, '1');
  expect(await screen.findByText('Please write your name in english only.')).toBeInTheDocument();
  await user.clear(name);
  await user.type(name, 'Daniel K Mensah');
  await user.clear(screen.getByLabelText('Mobile number'));
  await user.type(screen.getByLabelText('Mobile number'), '5,5');
  expect(await screen.findByText('Use numbers(0-9) only(except hyphen)')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Mobile number'));
  await user.type(screen.getByLabelText('Mobile number'), '20-555');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const done = await screen.findByRole('alertdialog');
  expect(within(done).getByText('Successfully changed information.')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Daniel K Mensah', country: 'C0820', mobileCountry: '233', mobileNumber: '20-555', flagSubscribe: true });
  expect(useSession.getState().user?.name).toBe('Daniel K Mensah');
  await user.click(within(done).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(currentPath()).toBe('/'));
});

it('changes the password with the current one (issue 28): the reset rules, a wrong current password refused, the form emptied after', async () => {
  let answer: { status: number; body: unknown } = { status: 400, body: { errorCode: 'CURRENT_PASSWORD_WRONG', message: 'The current password is not correct.' } };
  const calls = stubFetch({
    'POST /cmn/login': { status: 200, body: demoUser },
    'GET /cmn/auth/user': { status: 200, body: demoUser },
    'GET /cmn/code/list': codeList,
    'POST /cmn/user/password/change': () => answer,
  });
  const { user } = renderAt('/member/my-information');
  await user.type(await screen.findByLabelText('Password'), 'DemoBuyer#2026');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  const part = await screen.findByRole('region', { name: 'Change password' });
  const current = within(part).getByLabelText('Current password');
  const next = within(part).getByLabelText('New password');
  const again = within(part).getByLabelText('Confirm new password');

  await user.type(current, 'Old-pass-1');
  await user.type(next, 'short');
  expect(await within(part).findByText('Password must be 8 characters or more.')).toBeInTheDocument();
  await user.clear(next);
  await user.type(next, 'New-pass-22');
  await user.type(again, 'New-pass-2');
  await user.click(within(part).getByRole('button', { name: 'Change password' }));
  expect(await within(part).findByText('please enter your password again')).toBeInTheDocument();
  expect(calls.some((c) => c.url.startsWith('/cmn/user/password/change'))).toBe(false);

  await user.type(again, '2');
  await user.click(within(part).getByRole('button', { name: 'Change password' }));
  const refused = await screen.findByRole('alertdialog');
  expect(within(refused).getByText('The current password is not correct.')).toBeInTheDocument();
  await user.click(within(refused).getByRole('button', { name: 'OK' }));
  expect(current).toHaveValue('Old-pass-1');

  answer = { status: 200, body: { ok: true } };
  await user.click(within(part).getByRole('button', { name: 'Change password' }));
  const done = await screen.findByRole('alertdialog');
  expect(within(done).getByText(/^Your password has been changed\./)).toBeInTheDocument();
  const sent = calls.filter((c) => c.url.startsWith('/cmn/user/password/change')).map((c) => c.body as { currentPwd: string; pwd: string });
  expect(sent).toHaveLength(2);
  // Browser hashes, never the typed passwords.
  expect(sent[1]!.currentPwd).toMatch(/^[0-9a-f]{64}$/);
  expect(sent[1]!.pwd).toMatch(/^[0-9a-f]{64}$/);
  expect(sent[1]!.pwd).not.toBe(sent[1]!.currentPwd);
  await user.click(within(done).getByRole('button', { name: 'OK' }));
  expect(current).toHaveValue('');
  expect(next).toHaveValue('');
  expect(currentPath()).toBe('/member/my-information');
});
